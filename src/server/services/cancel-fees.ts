// A late cancel's fee (docs/product/booking-rules.md late cancels): whether one is owed is worked out
// (core/late-fees.ts); the admin records it paid or waived, or back to owed. 409 when none applies.
import { sessionHasStarted } from '#core/club-time.ts';
import { type Fee, NO_FEE } from '#core/late-fees.ts';
import { conflict, notFound } from '../errors.ts';
import { canceledBookings, setFeeMark } from '../store/bookings.ts';
import { feesOf } from '../views/session-view.ts';
import { BOOKING_NOT_FOUND } from './admin-bookings.ts';
import { anySession, changeForAdmin } from './admin-sessions.ts';
import type { ServiceDeps } from './deps.ts';

export function setCancelFee(
  deps: ServiceDeps,
  sessionId: string,
  bookingId: string,
  fee: Exclude<Fee, null>,
) {
  const { clock } = deps;
  return changeForAdmin(deps, sessionId, anySession, async (trx, session, active) => {
    const canceled = await canceledBookings(trx, sessionId);
    if (!canceled.some((b) => b.id === bookingId)) throw notFound(BOOKING_NOT_FOUND);
    const fees = feesOf(session, active, canceled, sessionHasStarted(session, clock.timeZone, clock.now()));
    if (!fees.get(bookingId)) throw conflict(NO_FEE);
    await setFeeMark(trx, bookingId, fee === 'owed' ? null : fee);
    return active; // a fee mark is on a canceled booking: the active ones stay as they were
  });
}
