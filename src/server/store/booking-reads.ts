// The public reads of bookings (decision 0031): counts from the database, and a roster of only the
// columns a visitor's answer is made of.
import type { Db } from '../db/connection.ts';
import type { BookingRow } from './bookings.ts';

/** What a public answer shows of a booking (docs/product/roles.md: the visitor id only decides "yours"). */
export type PublicRosterRow = Pick<BookingRow, 'id' | 'name' | 'visitor_id'>;

/** Active bookings per session: `count(*) … group by session_id`, from the active-bookings index. */
export async function activeCounts(db: Db, sessionIds: readonly string[]): Promise<Map<string, number>> {
  const counts = new Map<string, number>(sessionIds.map((id) => [id, 0]));
  if (sessionIds.length === 0) return counts;
  const rows = await db
    .selectFrom('bookings')
    .select(['session_id', (eb) => eb.fn.countAll<number | string>().as('n')])
    .where('session_id', 'in', sessionIds)
    .where('canceled_at', 'is', null)
    .groupBy('session_id')
    .execute();
  // PostgreSQL counts in bigint, which pg hands over as a string.
  for (const row of rows) counts.set(row.session_id, Number(row.n));
  return counts;
}

/** A session's active bookings in arrival order, as the public booking page shows them. */
export function publicRoster(db: Db, sessionId: string): Promise<PublicRosterRow[]> {
  return db
    .selectFrom('bookings')
    .select(['id', 'name', 'visitor_id'])
    .where('session_id', '=', sessionId)
    .where('canceled_at', 'is', null)
    .orderBy('seq')
    .execute();
}

/** Which of the sessions the visitor holds an active booking in (from the bookings' visitor index). */
export async function sessionsBookedBy(
  db: Db,
  visitorId: string,
  sessionIds: readonly string[],
): Promise<Set<string>> {
  if (sessionIds.length === 0) return new Set();
  const rows = await db
    .selectFrom('bookings')
    .select('session_id')
    .distinct()
    .where('visitor_id', '=', visitorId)
    .where('canceled_at', 'is', null)
    .where('session_id', 'in', sessionIds)
    .execute();
  return new Set(rows.map((r) => r.session_id));
}

/**
 * The visitor's active bookings in published sessions that are on (not rained off) and dated
 * `fromDate` or later: one row (the session's date and time) per booking.
 */
export function comingBookingsOf(db: Db, visitorId: string, fromDate: string) {
  return db
    .selectFrom('bookings')
    .innerJoin('sessions', 'sessions.id', 'bookings.session_id')
    .select(['sessions.date', 'sessions.time'])
    .where('bookings.visitor_id', '=', visitorId)
    .where('bookings.canceled_at', 'is', null)
    .where('sessions.is_published', '=', 1)
    .where('sessions.canceled_at', 'is', null)
    .where('sessions.date', '>=', fromDate)
    .execute();
}
