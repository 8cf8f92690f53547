// Sessions that have already started, with late cancels, made through the app's own services: the
// API rightly refuses to book or cancel once a session has begun.
import { clubClock } from '../../src/server/club-clock.ts';
import { cancelOwnBooking } from '../../src/server/services/public-bookings.ts';
import { CLUB_TZ, clubWallTimeIn, makeSession, seedBookings } from './fixtures.ts';
import { visitorWithCookie } from './public-api.ts';
import type { TestApp } from './test-app.ts';

const HOUR = 3_600_000;

/**
 * A session that started an hour ago (or `minutesAgo`), its names booked by one visitor before it,
 * and the visitor's own cancels of `lateCancels` (by index) made 5, 4, 3… hours before the start.
 */
export async function startedSession(
  t: TestApp,
  opts: {
    capacity: number;
    price?: number;
    names: string[];
    lateCancels?: number[];
    title?: string;
    /** How long ago it started (default an hour). */
    minutesAgo?: number;
  },
) {
  const visitor = await visitorWithCookie(t);
  const session = await makeSession(t.deps, {
    ...clubWallTimeIn(-(opts.minutesAgo ?? 60)),
    capacity: opts.capacity,
    priceCents: Math.round((opts.price ?? 0) * 100),
    ...(opts.title ? { title: opts.title } : {}),
  });
  const rows = await seedBookings(t.db.db, session.id, opts.names, visitor.id);
  const ids = rows.map((r) => r.id);
  for (const [i, index] of (opts.lateCancels ?? []).entries()) {
    // The app's own deps on a clock stopped at the cancel's time.
    const at = new Date(Date.now() - ((opts.minutesAgo ?? 60) / 60 + 5 - i) * HOUR);
    await cancelOwnBooking(
      { ...t.deps, clock: clubClock(CLUB_TZ, () => at) },
      session.id,
      ids[index] as string,
      {
        visitorId: visitor.id,
      },
    );
  }
  return { session, ids, visitorId: visitor.id };
}
