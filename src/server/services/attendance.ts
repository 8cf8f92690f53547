// Who came (docs/product/booking-rules.md attendance): only once the session has started (409 before),
// each active booking marked present, absent (a no-show), excused or unmarked; 'Mark all present'
// marks every confirmed booking that has no mark yet. Both go through changeSession, so open
// manage-bookings pages update live.
import { ATTENDANCE_BEFORE_START, type Attendance } from '#core/attendance.ts';
import { sessionHasStarted } from '#core/club-time.ts';
import { confirmedAndWaiting } from '#core/roster.ts';
import { SESSION_CANCELED } from '#core/session-cancel.ts';
import { conflict, notFound } from '../errors.ts';
import { setAttendance } from '../store/bookings.ts';
import { BOOKING_NOT_FOUND } from './admin-bookings.ts';
import { type AdminChange, type AdminGuard, changeForAdmin } from './admin-sessions.ts';
import type { ServiceDeps } from './deps.ts';

/** Attendance is taken once the session has started (409 before), and never of a rained-off one (decision 0162). */
const startedOnly: AdminGuard = (session, clock) => {
  if (!sessionHasStarted(session, clock.timeZone, clock.now())) throw conflict(ATTENDANCE_BEFORE_START);
  if (session.canceled_at !== null) throw conflict(SESSION_CANCELED);
};

/** Runs `mark` on a started session under its lock, with its active bookings; 404 unknown, 409 not started. */
const changeStarted = (deps: ServiceDeps, sessionId: string, mark: AdminChange) =>
  changeForAdmin(deps, sessionId, startedOnly, mark);

export function markAttendance(
  deps: ServiceDeps,
  sessionId: string,
  bookingId: string,
  attendance: Attendance,
) {
  return changeStarted(deps, sessionId, async (trx, _session, active) => {
    if (!active.some((b) => b.id === bookingId)) throw notFound(BOOKING_NOT_FOUND);
    await setAttendance(trx, [bookingId], attendance);
  });
}

export function markAllPresent(deps: ServiceDeps, sessionId: string) {
  return changeStarted(deps, sessionId, async (trx, session, active) => {
    const { confirmed } = confirmedAndWaiting(active, session.capacity);
    const unmarked = confirmed.filter((b) => b.attendance === null).map((b) => b.id);
    await setAttendance(trx, unmarked, 'present');
  });
}
