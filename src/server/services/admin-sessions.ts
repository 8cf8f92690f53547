// What an admin does to sessions (docs/product/api.md Admin, docs/product/booking-rules.md): past sessions are read-only.

import { randomUUID } from 'node:crypto';
import { addDays, sessionHasStarted } from '#core/club-time.ts';
import { toCents } from '#core/money.ts';
import type { CreateSessionRequest, SessionDto } from '#core/schemas.ts';
import { SESSION_ALREADY_CANCELED } from '#core/session-cancel.ts';
import { checkPreAddedNames, type SessionInput } from '#core/session-input.ts';
import { SESSION_NOT_FOUND } from '#core/session-messages.ts';
import { upcomingWindow } from '#core/upcoming-window.ts';
import { currentSeriesPlaces, weeklySessions } from '#core/weekly-series.ts';
import type { Db } from '../db/connection.ts';
import { conflict, invalid, notFound } from '../errors.ts';
import type { ChangeCause } from '../outbox/consequences.ts';
import { bookingsBySession } from '../store/bookings.ts';
import {
  deleteSession,
  findSessionById,
  listSeriesMembers,
  listSessionsFrom,
  listSessionsUntil,
  type SessionRow,
  setCanceled,
  setPublished,
  updateSession,
} from '../store/sessions.ts';
import { adminSessionView } from '../views/session-view.ts';
import { createSessions } from './new-sessions.ts';
import { changeSession } from './session-change.ts';

export const PAST_READ_ONLY = 'This session has already ended and can no longer be changed.';
export const START_IN_PAST = 'The session must start in the future.';

/** Where each of these sessions sits in its series now: numbered from the sessions left (decision 0068). */
async function seriesPlaces(db: Db, sessions: SessionRow[]) {
  const seriesIds = [...new Set(sessions.flatMap((s) => (s.series_id === null ? [] : [s.series_id])))];
  const members = await listSeriesMembers(db, seriesIds);
  return currentSeriesPlaces(
    members.map((m) => ({ id: m.id, seriesId: m.series_id as string, date: m.date, time: m.time })),
  );
}

export async function adminViews(
  db: Db,
  sessions: SessionRow[],
  tz: string,
  now = new Date(),
): Promise<SessionDto[]> {
  const ids = sessions.map((s) => s.id);
  const [active, canceled, places] = await Promise.all([
    bookingsBySession(db, ids, 'active'),
    bookingsBySession(db, ids, 'canceled'),
    seriesPlaces(db, sessions),
  ]);
  return sessions.map((s) =>
    adminSessionView(
      s,
      active.get(s.id) ?? [],
      canceled.get(s.id) ?? [],
      places.get(s.id) ?? null,
      sessionHasStarted(s, tz, now),
    ),
  );
}

async function adminView(db: Db, session: SessionRow, tz: string): Promise<SessionDto> {
  const [view] = await adminViews(db, [session], tz);
  return view as SessionDto;
}

/** Pre-added members: blanks dropped, each name checked with the booking rule, no one twice (400 otherwise). */
export function checkedPreAddedNames(raw: readonly string[] = []): string[] {
  const { names, problems } = checkPreAddedNames(raw);
  const [problem] = problems.values();
  if (problem) throw invalid(problem);
  return names;
}

/** A session made or moved into the past could never be changed or deleted again (read-only). */
function assertStartsInFuture(when: { date: string; time: string }, tz: string) {
  if (sessionHasStarted(when, tz, new Date())) throw invalid(START_IN_PAST);
}

/**
 * The session, or with `repeatWeeks` one per week (decision 0038), in date order, all in one
 * transaction; only the first need be checked for the future, the others come after it. The CLI
 * and the demo may make past sessions (`allowPast`), to show and test every kind of session.
 */
export async function createSessionsAsAdmin(
  db: Db,
  input: CreateSessionRequest,
  adminId: string | null,
  tz: string,
  { allowPast = false }: { allowPast?: boolean } = {},
): Promise<SessionDto[]> {
  const { preAddedNames, isPublished = true, repeatWeeks = 1, price = 0, ...fields } = input;
  if (!allowPast) assertStartsInFuture(fields, tz);
  const first = {
    ...fields,
    priceCents: toCents(price),
    isPublished,
    createdBy: adminId,
    preAddedNames: checkedPreAddedNames(preAddedNames),
  };
  const sessions = await createSessions(db, weeklySessions(first, repeatWeeks, randomUUID()));
  return adminViews(db, sessions, tz);
}

/** Every session that has not started, published or not, earliest first. */
export async function listUpcomingForAdmin(db: Db, tz: string, now = new Date()) {
  const window = upcomingWindow(tz);
  const candidates = await listSessionsFrom(db, window.firstUpcomingDate(now), { publishedOnly: false });
  return adminViews(
    db,
    candidates.filter((s) => !window.hasStarted(s, now)),
    tz,
    now,
  );
}

/** `offset` counts only with `limit`. */
export type PastQuery = { since?: string; limit?: number; offset?: number };

/**
 * Sessions that have started, latest first; with `since`, only those dated on or after it; with
 * `limit` and `offset`, one page of them. Only sessions dated from the club's yesterday to its
 * tomorrow can still be ahead: those few are read whole and cut exactly, the older ones by the page.
 */
export async function listPastForAdmin(db: Db, tz: string, query: PastQuery = {}, now = new Date()) {
  const window = upcomingWindow(tz);
  const { since = '0000-01-01', limit, offset = 0 } = query;
  const recentFrom = window.firstUpcomingDate(now);
  const recentSince = [since, recentFrom].sort()[1] ?? recentFrom; // the later date (YYYY-MM-DD sorts)
  const recent = (await listSessionsUntil(db, window.lastPastDate(now), recentSince)).filter((s) =>
    window.hasStarted(s, now),
  );
  const olderTo = addDays(recentFrom, -1);
  if (limit === undefined)
    return adminViews(db, [...recent, ...(await listSessionsUntil(db, olderTo, since))], tz, now);
  const fromRecent = recent.slice(offset, offset + limit);
  const wanted = limit - fromRecent.length;
  const older =
    wanted > 0
      ? await listSessionsUntil(db, olderTo, since, {
          limit: wanted,
          offset: Math.max(0, offset - recent.length),
        })
      : [];
  return adminViews(db, [...fromRecent, ...older], tz, now);
}

export async function getSessionForAdmin(db: Db, id: string, tz: string) {
  const session = await findSessionById(db, id);
  if (!session) throw notFound(SESSION_NOT_FOUND);
  return adminView(db, session, tz);
}

/**
 * Runs `change` on an upcoming session under its lock; 404 unknown, 409 past. `cause` says who is to
 * be told when it is more than an admin's edit (a cancel tells the players).
 */
export async function changeUpcoming(
  db: Db,
  id: string,
  tz: string,
  change: (trx: Db, session: SessionRow) => Promise<void>,
  cause: ChangeCause = { kind: 'admin' },
): Promise<void> {
  await changeSession(db, id, { timeZone: tz }, async (trx, session) => {
    if (!session) throw notFound(SESSION_NOT_FOUND);
    if (sessionHasStarted(session, tz, new Date())) throw conflict(PAST_READ_ONLY);
    await change(trx, session);
    return { value: undefined, cause };
  });
}

/** Capacity changes move people between confirmed and waiting by themselves: status is derived. */
export async function updateSessionAsAdmin(db: Db, id: string, input: SessionInput, tz: string) {
  await changeUpcoming(db, id, tz, async (trx) => {
    assertStartsInFuture(input, tz);
    const { price, ...fields } = input;
    await updateSession(trx, id, { ...fields, priceCents: price === undefined ? undefined : toCents(price) });
  });
  return getSessionForAdmin(db, id, tz);
}

export async function deleteSessionAsAdmin(db: Db, id: string, tz: string) {
  await changeUpcoming(db, id, tz, async (trx) => {
    await deleteSession(trx, id);
  });
}

/** Rained off (decision 0080): the players with a booking are told why; a second cancel is 409. */
export async function cancelSessionAsAdmin(db: Db, id: string, reason: string, tz: string) {
  await changeUpcoming(
    db,
    id,
    tz,
    async (trx, session) => {
      if (session.canceled_at !== null) throw conflict(SESSION_ALREADY_CANCELED);
      await setCanceled(trx, id, { reason, at: new Date() });
    },
    { kind: 'session-canceled', reason },
  );
  return getSessionForAdmin(db, id, tz);
}

/** 'Restore': the session is on again, as it was; nobody is told (decision 0080). Idempotent. */
export async function restoreSessionAsAdmin(db: Db, id: string, tz: string) {
  await changeUpcoming(db, id, tz, async (trx, session) => {
    if (session.canceled_at !== null) await setCanceled(trx, id, null);
  });
  return getSessionForAdmin(db, id, tz);
}

export async function publishSessionAsAdmin(db: Db, id: string, isPublished: boolean, tz: string) {
  await changeUpcoming(db, id, tz, async (trx) => {
    await setPublished(trx, id, isPublished);
  });
  return { isPublished };
}
