// What an admin does to sessions (docs/product/api.md Admin, docs/product/booking-rules.md): past sessions are read-only.

import { randomUUID } from 'node:crypto';
import { addDays, sessionHasStarted } from '#core/club-time.ts';
import { toCents } from '#core/money.ts';
import type { CreateSessionRequest, SessionDto } from '#core/schemas.ts';
import { SESSION_ALREADY_CANCELED } from '#core/session-cancel.ts';
import { checkPreAddedNames, type SessionInput, START_IN_PAST } from '#core/session-input.ts';
import { SESSION_NOT_FOUND } from '#core/session-messages.ts';
import { upcomingWindow } from '#core/upcoming-window.ts';
import { currentSeriesPlaces, type SeriesPlace, weeklySessions } from '#core/weekly-series.ts';
import type { ClubClock } from '../club-clock.ts';
import type { Db, Trx } from '../db/connection.ts';
import { conflict, invalid, notFound } from '../errors.ts';
import type { ChangeCause } from '../outbox/consequences.ts';
import { type BookingRow, bookingsBySession, canceledBookings } from '../store/bookings.ts';
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
import { createSessionStates } from './new-sessions.ts';
import { changeSession } from './session-change.ts';

export const PAST_READ_ONLY = 'This session has already ended and can no longer be changed.';

/** Series places numbered among the sessions given, as they are now (decision 0068). */
const placesAmong = (members: Pick<SessionRow, 'id' | 'series_id' | 'date' | 'time'>[]) =>
  currentSeriesPlaces(
    members.flatMap((m) =>
      m.series_id === null ? [] : [{ id: m.id, seriesId: m.series_id, date: m.date, time: m.time }],
    ),
  );

/** Where each of these sessions sits in its series now: numbered from the sessions left (decision 0068). */
async function seriesPlaces(db: Db, sessions: SessionRow[]) {
  const seriesIds = [...new Set(sessions.flatMap((s) => (s.series_id === null ? [] : [s.series_id])))];
  return placesAmong(await listSeriesMembers(db, seriesIds));
}

/** All an admin answer is made of: the session's row, its bookings, its place in a series. */
type AdminState = {
  session: SessionRow;
  active: BookingRow[];
  canceled: BookingRow[];
  place: SeriesPlace | null;
};

const adminViewOf = (s: AdminState, clock: ClubClock, now: Date): SessionDto =>
  adminSessionView(
    s.session,
    s.active,
    s.canceled,
    s.place,
    sessionHasStarted(s.session, clock.timeZone, now),
  );

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
    adminViewOf(
      {
        session: s,
        active: active.get(s.id) ?? [],
        canceled: canceled.get(s.id) ?? [],
        place: places.get(s.id) ?? null,
      },
      clock,
      now,
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
  if (problem) throw invalid(problem);
  return names;
}

/** A session made or moved into the past could never be changed or deleted again (read-only). */
function assertStartsInFuture(when: { date: string; time: string }, clock: ClubClock) {
  if (sessionHasStarted(when, clock.timeZone, clock.now())) throw invalid(START_IN_PAST);
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
  const made = await createSessionStates(deps, weeklySessions(first, repeatWeeks, randomUUID()));
  // Answered as made (decision 0095): a new series has no other members, a new session no cancels.
  const places = placesAmong(made.map((m) => m.session));
  const now = deps.clock.now();
  return made.map(({ session, bookings }) =>
    adminViewOf(
      { session, active: bookings, canceled: [], place: places.get(session.id) ?? null },
      deps.clock,
      now,
    ),
  );
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

/** What an admin's change refuses once the session is known to exist (409). */
export type AdminGuard = (session: SessionRow, clock: ClubClock) => void;
/** Any session, past or upcoming (paid marks, late-cancel fees). */
export const anySession: AdminGuard = () => {};
/** Past sessions are read-only (409). */
export const upcomingOnly: AdminGuard = (session, clock) => {
  if (sessionHasStarted(session, clock.timeZone, clock.now())) throw conflict(PAST_READ_ONLY);
};

/**
 * An admin's change under the session's lock, with the session and its active bookings; it hands
 * back the active bookings it leaves when it knows them (sparing a re-read).
 */
export type AdminChange = (
  trx: Trx,
  session: SessionRow,
  active: BookingRow[],
) => Promise<BookingRow[] | undefined>;

const ADMIN_EDIT: ChangeCause = { kind: 'admin' };

/**
 * Runs `change` under the session's lock: 404 unknown, then `guard`; then `read`s, under the same
 * lock, what the answer needs beyond the row and active bookings the change leaves. `cause` says who
 * is to be told when it is more than an admin's edit (a cancel tells the players).
 */
function adminChange<T>(
  deps: ServiceDeps,
  id: string,
  { guard, change, cause = ADMIN_EDIT }: { guard: AdminGuard; change: AdminChange; cause?: ChangeCause },
  read: (trx: Trx, session: SessionRow) => Promise<T>,
) {
  return changeSession(deps, id, async (trx, session, active) => {
    if (!session) throw notFound(SESSION_NOT_FOUND);
    guard(session, deps.clock);
    const left = await change(trx, session, active);
    return { value: await read(trx, session), cause, after: left };
  });
}

/**
 * An admin's change, answered with the session as the change left it (decision 0095): its row and
 * active bookings from the change itself, its canceled bookings and series place read under the
 * same lock; nothing is read again after the commit.
 */
export async function changeForAdmin(
  deps: ServiceDeps,
  id: string,
  guard: AdminGuard,
  change: AdminChange,
  cause = ADMIN_EDIT,
): Promise<SessionDto> {
  const { value, after } = await adminChange(deps, id, { guard, change, cause }, async (trx, session) => ({
    canceled: await canceledBookings(trx, id),
    place: (await seriesPlaces(trx, [session])).get(id) ?? null,
  }));
  if (!after) throw notFound(SESSION_NOT_FOUND); // none of these changes deletes the session
  return adminViewOf(
    { session: after.session, active: after.bookings, ...value },
    deps.clock,
    deps.clock.now(),
  );
}

/** An admin's change to an upcoming session that answers nothing of it (delete, publish). */
async function changeUpcomingQuietly(deps: ServiceDeps, id: string, change: AdminChange): Promise<void> {
  await adminChange(deps, id, { guard: upcomingOnly, change }, async () => undefined);
}

/** Capacity changes move people between confirmed and waiting by themselves: status is derived. */
export function updateSessionAsAdmin(deps: ServiceDeps, id: string, input: SessionInput) {
  return changeForAdmin(deps, id, upcomingOnly, async (trx) => {
    assertStartsInFuture(input, deps.clock);
    const { price, ...fields } = input;
    await updateSession(trx, id, { ...fields, priceCents: price === undefined ? undefined : toCents(price) });
  });
}

export async function deleteSessionAsAdmin(deps: ServiceDeps, id: string) {
  await changeUpcomingQuietly(deps, id, async (trx) => {
    await deleteSession(trx, id);
  });
}

/** Rained off (decision 0080): the players with a booking are told why; a second cancel is 409. */
export function cancelSessionAsAdmin(deps: ServiceDeps, id: string, reason: string) {
  return changeForAdmin(
    deps,
    id,
    upcomingOnly,
    async (trx, session) => {
      if (session.canceled_at !== null) throw conflict(SESSION_ALREADY_CANCELED);
      await setCanceled(trx, id, { reason, at: deps.clock.now() });
    },
    { kind: 'session-canceled', reason },
  );
}

/** 'Restore': the session is on again, as it was; nobody is told (decision 0080). Idempotent. */
export function restoreSessionAsAdmin(deps: ServiceDeps, id: string) {
  return changeForAdmin(deps, id, upcomingOnly, async (trx, session) => {
    if (session.canceled_at !== null) await setCanceled(trx, id, null);
  });
}

export async function publishSessionAsAdmin(deps: ServiceDeps, id: string, isPublished: boolean) {
  await changeUpcomingQuietly(deps, id, async (trx) => {
    await setPublished(trx, id, isPublished);
  });
  return { isPublished };
}
