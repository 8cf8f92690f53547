// Who came (docs/product/booking-rules.md attendance): only once the session has started (409 before),
// each active booking marked present, absent (a no-show), excused or unmarked; 'Mark all present'
// marks every confirmed booking that has no mark yet. Both go through changeSession, so open
// manage-bookings pages update live.
import { ATTENDANCE_BEFORE_START, type Attendance } from '#core/attendance.ts';
import { sessionHasStarted } from '#core/club-time.ts';
import { confirmedAndWaiting } from '#core/roster.ts';
import { SESSION_NOT_FOUND } from '#core/session-messages.ts';
import type { Db } from '../db/connection.ts';
import { conflict, notFound } from '../errors.ts';
import { type BookingRow, setAttendance } from '../store/bookings.ts';
import type { SessionRow } from '../store/sessions.ts';
import { BOOKING_NOT_FOUND } from './admin-bookings.ts';
import { getSessionForAdmin } from './admin-sessions.ts';
import type { ServiceDeps } from './deps.ts';
import { changeSession } from './session-change.ts';

/** Runs `mark` on a started session under its lock, with its active bookings; 404 unknown, 409 not started. */
async function changeStarted(
  deps: ServiceDeps,
  sessionId: string,
  mark: (trx: Db, session: SessionRow, active: BookingRow[]) => Promise<void>,
) {
  const { clock } = deps;
  await changeSession(deps, sessionId, async (trx, session, active) => {
    if (!session) throw notFound(SESSION_NOT_FOUND);
    if (!sessionHasStarted(session, clock.timeZone, clock.now())) throw conflict(ATTENDANCE_BEFORE_START);
    await mark(trx, session, active);
    return { value: undefined, cause: { kind: 'admin' }, after: active };
  });
  return getSessionForAdmin(deps, sessionId);
}

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
