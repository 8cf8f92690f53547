// A late cancel's fee (docs/product/booking-rules.md late cancels): whether one is owed is worked out
// (core/late-fees.ts); the admin records it paid or waived, or back to owed. 409 when none applies.
import { sessionHasStarted } from '#core/club-time.ts';
import { type Fee, NO_FEE } from '#core/late-fees.ts';
import type { Db } from '../db/connection.ts';
import { conflict, notFound } from '../errors.ts';
import { canceledBookings, setFeeMark } from '../store/bookings.ts';
import { feesOf } from '../views/session-view.ts';
import { BOOKING_NOT_FOUND } from './admin-bookings.ts';
import { anySession, changeForAdmin } from './admin-sessions.ts';

export function setCancelFee(
  db: Db,
  sessionId: string,
  bookingId: string,
  fee: Exclude<Fee, null>,
  tz: string,
) {
  return changeForAdmin(db, sessionId, tz, anySession, async (trx, session, active) => {
    const canceled = await canceledBookings(trx, sessionId);
    if (!canceled.some((b) => b.id === bookingId)) throw notFound(BOOKING_NOT_FOUND);
    const fees = feesOf(session, active, canceled, sessionHasStarted(session, tz, new Date()));
    if (!fees.get(bookingId)) throw conflict(NO_FEE);
    await setFeeMark(trx, bookingId, fee === 'owed' ? null : fee);
    return active; // a fee mark is on a canceled booking: the active ones stay as they were
  });
}
