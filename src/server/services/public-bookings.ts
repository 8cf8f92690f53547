// A visitor booking and cancelling spots (DESIGN.md §3). Each runs in one transaction that holds the
// session lock, so the arrival order is total and nobody is confirmed beyond capacity.
import { hasStarted, isWithinCancelCutoff, sessionStart } from '../../core/club-time.ts';
import { NO_NEW_NAMES_MESSAGE, validateBookingNames } from '../../core/names.ts';
import { confirmedAndWaiting } from '../../core/roster.ts';
import type { BookingCreatedDto, SessionDto } from '../../core/schemas.ts';
import type { Db } from '../db/connection.ts';
import { isUniqueViolation } from '../db/errors.ts';
import { badRequest, forbidden, notFound, refused } from '../errors.ts';
import { activeBookings, findBooking, insertBookings, lockSession, markCanceled } from '../store/bookings.ts';
import { publicSessionView } from '../views/session-view.ts';

export const SESSION_NOT_FOUND = 'Session not found';
export const SESSION_ENDED = 'Session has ended';
export const NOT_YOUR_BOOKING = 'You can only cancel your own bookings.';
export const CANCEL_CUTOFF_DETAIL =
  "Bookings can't be canceled in the last 2 hours before the session. Please message the group; the admin will transfer your place.";

type Context = { visitorId: string; timeZone: string; now?: Date };

/** The session a visitor may act on: it exists and is published. Locks it. */
async function lockPublishedSession(trx: Db, sessionId: string) {
  const session = await lockSession(trx, sessionId);
  if (session?.is_published !== 1) throw notFound(SESSION_NOT_FOUND);
  return session;
}

export async function bookSpots(
  db: Db,
  sessionId: string,
  rawNames: string[],
  ctx: Context,
): Promise<BookingCreatedDto> {
  const now = ctx.now ?? new Date();
  try {
    return await db.transaction().execute(async (trx) => {
      const session = await lockPublishedSession(trx, sessionId);
      if (hasStarted(sessionStart(session.date, session.time, ctx.timeZone), now)) {
        throw badRequest(SESSION_ENDED);
      }
      const before = await activeBookings(trx, sessionId);
      const mine = new Set(before.filter((b) => b.visitor_id === ctx.visitorId).map((b) => b.name_key));
      const result = validateBookingNames(rawNames, mine);
      if (!result.ok) throw badRequest(result.error);

      const inserted = await insertBookings(trx, session, result.names, {
        visitorId: ctx.visitorId,
        isPaid: false,
        now,
      });
      const after = [...before, ...inserted];
      const confirmedIds = new Set(confirmedAndWaiting(after, session.capacity).confirmed.map((b) => b.id));
      return {
        confirmed: inserted.filter((b) => confirmedIds.has(b.id)).map((b) => b.name),
        waiting: inserted.filter((b) => !confirmedIds.has(b.id)).map((b) => b.name),
        session: publicSessionView(session, after, ctx.visitorId),
      };
    });
  } catch (err) {
    // The database's own guard against a name booked twice by one visitor (DESIGN.md §3).
    if (isUniqueViolation(err)) throw badRequest(NO_NEW_NAMES_MESSAGE);
    throw err;
  }
}

export async function cancelOwnBooking(
  db: Db,
  sessionId: string,
  bookingId: string,
  ctx: Context,
): Promise<{ session: SessionDto }> {
  const now = ctx.now ?? new Date();
  return db.transaction().execute(async (trx) => {
    const session = await lockPublishedSession(trx, sessionId);
    const booking = await findBooking(trx, sessionId, bookingId);
    if (!booking || booking.canceled_at !== null) throw notFound('Booking not found');
    if (booking.visitor_id !== ctx.visitorId) throw forbidden(NOT_YOUR_BOOKING);
    if (isWithinCancelCutoff(sessionStart(session.date, session.time, ctx.timeZone), now)) {
      throw refused(CANCEL_CUTOFF_DETAIL);
    }
    await markCanceled(trx, booking.id, { byAdmin: false, now });
    const after = await activeBookings(trx, sessionId);
    return { session: publicSessionView(session, after, ctx.visitorId) };
  });
}
