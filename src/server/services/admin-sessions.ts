// What an admin does to sessions (spec §7 Admin, DESIGN.md §3): past sessions are read-only.
import { addDays, clubDate, hasStarted, sessionStart } from '../../core/club-time.ts';
import { validateSingleName } from '../../core/names.ts';
import type { CreateSessionRequest, SessionDto } from '../../core/schemas.ts';
import type { SessionInput } from '../../core/session-input.ts';
import type { Db } from '../db/connection.ts';
import { badRequest, conflict, notFound } from '../errors.ts';
import { bookingsBySession, lockSession } from '../store/bookings.ts';
import {
  createSession,
  deleteSession,
  findSessionById,
  listSessionsFrom,
  listSessionsUntil,
  type SessionRow,
  setPublished,
  updateSession,
} from '../store/sessions.ts';
import { adminSessionView } from '../views/session-view.ts';

export const PAST_READ_ONLY = 'This session has already ended and can no longer be changed.';
export const START_IN_PAST = 'The session must start in the future.';
export const SESSION_NOT_FOUND = 'Session not found';

export async function adminViews(db: Db, sessions: SessionRow[]): Promise<SessionDto[]> {
  const ids = sessions.map((s) => s.id);
  const [active, canceled] = await Promise.all([
    bookingsBySession(db, ids, 'active'),
    bookingsBySession(db, ids, 'canceled'),
  ]);
  return sessions.map((s) => adminSessionView(s, active.get(s.id) ?? [], canceled.get(s.id) ?? []));
}

async function adminView(db: Db, session: SessionRow): Promise<SessionDto> {
  const [view] = await adminViews(db, [session]);
  return view as SessionDto;
}

const started = (s: { date: string; time: string }, tz: string, now: Date) =>
  hasStarted(sessionStart(s.date, s.time, tz), now);

/** Pre-added members: blanks dropped, each name checked with the booking rule (400 otherwise). */
export function checkedPreAddedNames(raw: readonly string[] = []): string[] {
  const names: string[] = [];
  for (const entry of raw) {
    if (entry.trim() === '') continue;
    const result = validateSingleName(entry);
    if (!result.ok) throw badRequest(result.error);
    names.push(...result.names);
  }
  return names;
}

/** A session made or moved into the past could never be changed or deleted again (read-only). */
function assertStartsInFuture(when: { date: string; time: string }, tz: string) {
  if (started(when, tz, new Date())) throw badRequest(START_IN_PAST);
}

export async function createSessionAsAdmin(db: Db, input: CreateSessionRequest, adminId: string, tz: string) {
  const { preAddedNames, ...fields } = input;
  assertStartsInFuture(fields, tz);
  const session = await createSession(db, {
    ...fields,
    isPublished: true,
    createdBy: adminId,
    preAddedNames: checkedPreAddedNames(preAddedNames),
  });
  return adminView(db, session);
}

export async function listUpcomingForAdmin(db: Db, tz: string, now = new Date()) {
  const candidates = await listSessionsFrom(db, addDays(clubDate(now, tz), -1), { publishedOnly: false });
  return adminViews(
    db,
    candidates.filter((s) => !started(s, tz, now)),
  );
}

/** Sessions that have started, latest first; with `since`, only those dated on or after it. */
export async function listPastForAdmin(db: Db, tz: string, since?: string, now = new Date()) {
  const candidates = await listSessionsUntil(db, addDays(clubDate(now, tz), 1), since);
  return adminViews(
    db,
    candidates.filter((s) => started(s, tz, now)),
  );
}

export async function getSessionForAdmin(db: Db, id: string) {
  const session = await findSessionById(db, id);
  if (!session) throw notFound(SESSION_NOT_FOUND);
  return adminView(db, session);
}

/** Runs `change` on an upcoming session under its lock; 404 unknown, 409 past. */
export async function changeUpcoming(
  db: Db,
  id: string,
  tz: string,
  change: (trx: Db, session: SessionRow) => Promise<void>,
): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const session = await lockSession(trx, id);
    if (!session) throw notFound(SESSION_NOT_FOUND);
    if (started(session, tz, new Date())) throw conflict(PAST_READ_ONLY);
    await change(trx, session);
  });
}

/** Capacity changes move people between confirmed and waiting by themselves: status is derived. */
export async function updateSessionAsAdmin(db: Db, id: string, input: SessionInput, tz: string) {
  await changeUpcoming(db, id, tz, async (trx) => {
    assertStartsInFuture(input, tz);
    await updateSession(trx, id, input);
  });
  return getSessionForAdmin(db, id);
}

export async function deleteSessionAsAdmin(db: Db, id: string, tz: string) {
  await changeUpcoming(db, id, tz, async (trx) => {
    await deleteSession(trx, id);
  });
}

export async function publishSessionAsAdmin(db: Db, id: string, isPublished: boolean, tz: string) {
  await changeUpcoming(db, id, tz, async (trx) => {
    await setPublished(trx, id, isPublished);
  });
  return { isPublished };
}
