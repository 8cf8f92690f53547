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
import type { ClubClock } from '../club-clock.ts';
import type { Db } from '../db/connection.ts';
import { badRequest, conflict, notFound } from '../errors.ts';
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
import type { ServiceDeps } from './deps.ts';
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
  { db, clock }: Pick<ServiceDeps, 'db' | 'clock'>,
  sessions: SessionRow[],
  now = clock.now(),
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
      sessionHasStarted(s, clock.timeZone, now),
    ),
  );
}

async function adminView(deps: Pick<ServiceDeps, 'db' | 'clock'>, session: SessionRow): Promise<SessionDto> {
  const [view] = await adminViews(deps, [session]);
  return view as SessionDto;
}

/** Pre-added members: blanks dropped, each name checked with the booking rule, no one twice (400 otherwise). */
export function checkedPreAddedNames(raw: readonly string[] = []): string[] {
  const { names, problems } = checkPreAddedNames(raw);
  const [problem] = problems.values();
  if (problem) throw badRequest(problem);
  return names;
}

/** A session made or moved into the past could never be changed or deleted again (read-only). */
function assertStartsInFuture(when: { date: string; time: string }, clock: ClubClock) {
  if (sessionHasStarted(when, clock.timeZone, clock.now())) throw badRequest(START_IN_PAST);
}

/**
 * The session, or with `repeatWeeks` one per week (decision 0038), in date order, all in one
 * transaction; only the first need be checked for the future, the others come after it. The CLI
 * and the demo may make past sessions (`allowPast`), to show and test every kind of session.
 */
export async function createSessionsAsAdmin(
  deps: ServiceDeps,
  input: CreateSessionRequest,
  adminId: string | null,
  { allowPast = false }: { allowPast?: boolean } = {},
): Promise<SessionDto[]> {
  const { preAddedNames, isPublished = true, repeatWeeks = 1, price = 0, ...fields } = input;
  if (!allowPast) assertStartsInFuture(fields, deps.clock);
  const first = {
    ...fields,
    priceCents: toCents(price),
    isPublished,
    createdBy: adminId,
    preAddedNames: checkedPreAddedNames(preAddedNames),
  };
  const sessions = await createSessions(deps, weeklySessions(first, repeatWeeks, randomUUID()));
  return adminViews(deps, sessions);
}

/** Every session that has not started, published or not, earliest first. */
export async function listUpcomingForAdmin(deps: Pick<ServiceDeps, 'db' | 'clock'>) {
  const { db, clock } = deps;
  const now = clock.now();
  const window = upcomingWindow(clock.timeZone);
  const candidates = await listSessionsFrom(db, window.firstUpcomingDate(now), { publishedOnly: false });
  return adminViews(
    deps,
    candidates.filter((s) => !window.hasStarted(s, now)),
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
export async function listPastForAdmin(deps: Pick<ServiceDeps, 'db' | 'clock'>, query: PastQuery = {}) {
  const { db, clock } = deps;
  const now = clock.now();
  const window = upcomingWindow(clock.timeZone);
  const { since = '0000-01-01', limit, offset = 0 } = query;
  const recentFrom = window.firstUpcomingDate(now);
  const recentSince = [since, recentFrom].sort()[1] ?? recentFrom; // the later date (YYYY-MM-DD sorts)
  const recent = (await listSessionsUntil(db, window.lastPastDate(now), recentSince)).filter((s) =>
    window.hasStarted(s, now),
  );
  const olderTo = addDays(recentFrom, -1);
  if (limit === undefined)
    return adminViews(deps, [...recent, ...(await listSessionsUntil(db, olderTo, since))], now);
  const fromRecent = recent.slice(offset, offset + limit);
  const wanted = limit - fromRecent.length;
  const older =
    wanted > 0
      ? await listSessionsUntil(db, olderTo, since, {
          limit: wanted,
          offset: Math.max(0, offset - recent.length),
        })
      : [];
  return adminViews(deps, [...fromRecent, ...older], now);
}

export async function getSessionForAdmin(deps: Pick<ServiceDeps, 'db' | 'clock'>, id: string) {
  const session = await findSessionById(deps.db, id);
  if (!session) throw notFound(SESSION_NOT_FOUND);
  return adminView(deps, session);
}

/**
 * Runs `change` on an upcoming session under its lock; 404 unknown, 409 past. `cause` says who is to
 * be told when it is more than an admin's edit (a cancel tells the players).
 */
export async function changeUpcoming(
  deps: ServiceDeps,
  id: string,
  change: (trx: Db, session: SessionRow) => Promise<void>,
  cause: ChangeCause = { kind: 'admin' },
): Promise<void> {
  const { clock } = deps;
  await changeSession(deps, id, async (trx, session) => {
    if (!session) throw notFound(SESSION_NOT_FOUND);
    if (sessionHasStarted(session, clock.timeZone, clock.now())) throw conflict(PAST_READ_ONLY);
    await change(trx, session);
    return { value: undefined, cause };
  });
}

/** Capacity changes move people between confirmed and waiting by themselves: status is derived. */
export async function updateSessionAsAdmin(deps: ServiceDeps, id: string, input: SessionInput) {
  await changeUpcoming(deps, id, async (trx) => {
    assertStartsInFuture(input, deps.clock);
    const { price, ...fields } = input;
    await updateSession(trx, id, { ...fields, priceCents: price === undefined ? undefined : toCents(price) });
  });
  return getSessionForAdmin(deps, id);
}

export async function deleteSessionAsAdmin(deps: ServiceDeps, id: string) {
  await changeUpcoming(deps, id, async (trx) => {
    await deleteSession(trx, id);
  });
}

/** Rained off (decision 0080): the players with a booking are told why; a second cancel is 409. */
export async function cancelSessionAsAdmin(deps: ServiceDeps, id: string, reason: string) {
  await changeUpcoming(
    deps,
    id,
    async (trx, session) => {
      if (session.canceled_at !== null) throw conflict(SESSION_ALREADY_CANCELED);
      await setCanceled(trx, id, { reason, at: deps.clock.now() });
    },
    { kind: 'session-canceled', reason },
  );
  return getSessionForAdmin(deps, id);
}

/** 'Restore': the session is on again, as it was; nobody is told (decision 0080). Idempotent. */
export async function restoreSessionAsAdmin(deps: ServiceDeps, id: string) {
  await changeUpcoming(deps, id, async (trx, session) => {
    if (session.canceled_at !== null) await setCanceled(trx, id, null);
  });
  return getSessionForAdmin(deps, id);
}

export async function publishSessionAsAdmin(deps: ServiceDeps, id: string, isPublished: boolean) {
  await changeUpcoming(deps, id, async (trx) => {
    await setPublished(trx, id, isPublished);
  });
  return { isPublished };
}
