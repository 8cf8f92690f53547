// "Book every week" (docs/product/booking-rules.md, decision 0088): the names go into this session
// and then into each later open week of its series, one week at a time, each through the same
// per-session booking path as any booking (its batch, its lock, its rules: decisions 0004, 0029).
// Weeks are not booked together: a week that cannot take the names is skipped, the others keep theirs.
import { sessionHasStarted } from '#core/club-time.ts';
import type { BookingCreatedDto, SeriesWeekBookedDto, SessionDto } from '#core/schemas.ts';
import { laterWeeksOf } from '#core/weekly-series.ts';
import type { ClubClock } from '../club-clock.ts';
import type { Db } from '../db/connection.ts';
import { AppError } from '../errors.ts';
import { findSessionById, listSeriesSessions, type SessionRow } from '../store/sessions.ts';
import { QueueFull } from './batch-queues.ts';
import type { ServiceDeps } from './deps.ts';
import {
  type BookingContext,
  type BookingQueues,
  bookSpots,
  bookSpotsIn,
  cancelOwnBooking,
} from './public-bookings.ts';

const asWeek = (row: SessionRow) => ({
  row,
  id: row.id,
  date: row.date,
  time: row.time,
  isPublished: row.is_published === 1,
});

/**
 * The later weeks of the session's series that take bookings now, in start order; null outside a
 * series, or in one down to this session, which is a plain session again (decision 0068).
 */
export async function openLaterWeeks(
  db: Db,
  session: SessionRow,
  clock: ClubClock,
): Promise<SessionRow[] | null> {
  if (session.series_id === null) return null;
  const now = clock.now();
  const series = await listSeriesSessions(db, session.series_id);
  if (series.length < 2) return null;
  return laterWeeksOf(series.map(asWeek), asWeek(session))
    .map((w) => w.row)
    .filter((row) => row.canceled_at === null && !sessionHasStarted(row, clock.timeZone, now));
}

/** How many later weeks "Book every week" would book now: the public answers' `laterWeeks`. */
export async function laterWeeksCount(db: Db, session: SessionRow, clock: ClubClock) {
  return (await openLaterWeeks(db, session, clock))?.length ?? 0;
}

/** A refusal that skips a later week (no new names there, no room, gone, started, too busy). */
const skipsTheWeek = (err: unknown) => err instanceof AppError || err instanceof QueueFull;

/**
 * A visitor's booking from the booking page: the names into this session as always (a refusal
 * refuses the whole request), then, with `everyWeek`, into each later open week of its series on its
 * own. `series` lists the later weeks that took at least one name; outside a series there is none.
 * The answer's session carries `laterWeeks` like every public answer.
 */
export async function bookFromPage(
  deps: ServiceDeps & { bookings: BookingQueues },
  sessionId: string,
  rawNames: string[],
  everyWeek: boolean,
  ctx: BookingContext & { newVisitor?: boolean },
): Promise<BookingCreatedDto> {
  const { db, clock } = deps;
  // The row the batch booked under: its series and start are what the later weeks are found by.
  const { answer: first, session } = await bookSpotsIn(deps, sessionId, rawNames, ctx);
  const weeks = await openLaterWeeks(db, session, clock);
  first.session.laterWeeks = weeks?.length ?? 0;
  if (!everyWeek || weeks === null) return first;
  const series: SeriesWeekBookedDto[] = [];
  // The visitor's row, if new, went in with the first booking.
  const later = { ...ctx, newVisitor: false };
  for (const week of weeks) {
    try {
      const booked = await bookSpots(deps, week.id, rawNames, later);
      series.push({
        sessionId: week.id,
        date: week.date,
        confirmed: booked.confirmed,
        waiting: booked.waiting,
      });
    } catch (err) {
      if (!skipsTheWeek(err)) throw err;
    }
  }
  return { ...first, series };
}

/** A visitor's cancel from the booking page: as always, its session answer carrying `laterWeeks`. */
export async function cancelFromPage(
  deps: ServiceDeps,
  sessionId: string,
  bookingId: string,
  ctx: BookingContext,
): Promise<{ session: SessionDto }> {
  const answer = await cancelOwnBooking(deps, sessionId, bookingId, ctx);
  const session = await findSessionById(deps.db, sessionId);
  answer.session.laterWeeks = session ? await laterWeeksCount(deps.db, session, deps.clock) : 0;
  return answer;
}
