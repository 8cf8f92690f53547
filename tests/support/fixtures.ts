// Test data made through the same store functions the app uses.
import { addDays, clubDate, clubWallTime } from '#core/club-time.ts';
import type { Db } from '../../src/server/db/connection.ts';
import { type ServiceDeps, standaloneDeps } from '../../src/server/services/deps.ts';
import { newBookings } from '../../src/server/services/new-bookings.ts';
import { createSession, type NewSession } from '../../src/server/services/new-sessions.ts';
import { appendBookings, lockSession } from '../../src/server/store/bookings.ts';

export const CLUB_TZ = 'Australia/Sydney';

/** The club date `days` from today, and a time `hoursFromNow` ahead (rounded to the minute). */
export function clubDateIn(days: number): string {
  return addDays(clubDate(new Date(), CLUB_TZ), days);
}

/** Date and time (club zone) of the instant `minutes` from now. */
export function clubWallTimeIn(minutes: number): { date: string; time: string } {
  return clubWallTime(new Date(Date.now() + minutes * 60_000), CLUB_TZ);
}

/** What services are handed in a process without the app (a seed before the server starts). */
export const withoutApp = (db: Db): ServiceDeps => standaloneDeps(db, CLUB_TZ);

/** A session made as the app makes one: `deps` is the app's (`t.deps`), so its dispatcher hears of it. */
export function makeSession(deps: Pick<ServiceDeps, 'db' | 'outbox'>, overrides: Partial<NewSession> = {}) {
  return createSession(deps, {
    title: 'Tennis Fitness',
    date: clubDateIn(3),
    time: '18:00',
    location: 'Centre Courts',
    capacity: 16,
    isPublished: true,
    createdBy: null,
    preAddedNames: [],
    ...overrides,
  });
}

/**
 * Unpaid bookings written through the app's own store functions, for a session the API rightly
 * refuses (one that has already started).
 */
export function seedBookings(
  db: Db,
  sessionId: string,
  names: readonly string[],
  visitorId: string | null = null,
) {
  return db.transaction().execute(async (trx) => {
    const session = await lockSession(trx, sessionId);
    if (!session) throw new Error(`no session ${sessionId}`);
    return appendBookings(trx, session, newBookings(names, { visitorId, isPaid: false, now: new Date() }));
  });
}
