import { useMutation } from '@tanstack/react-query';
import type { Attendance } from '#core/attendance.ts';
import type { Fee } from '#core/late-fees.ts';
import type { SessionDto } from '#core/schemas.ts';
import { apiJson, failureDescription } from '../../../lib/api-client.ts';
import { toast } from '../../../lib/toast.ts';
import { type BookingRef, bookingPath } from './booking-path.ts';
import { useApplySession } from './use-apply-session.ts';

/** PUT /sessions/{id}/bookings/{bookingId}/attendance { attendance } → the session (409 before the start). */
export const setAttendance = ({
  sessionId,
  bookingId,
  attendance,
}: BookingRef & { attendance: Attendance }) =>
  apiJson<SessionDto>(`${bookingPath(sessionId, bookingId)}/attendance`, {
    method: 'PUT',
    body: { attendance },
  });

/** POST /sessions/{id}/attendance { attendance: 'present' }: every confirmed booking with no mark. */
export const markAllPresent = (sessionId: string) =>
  apiJson<SessionDto>(`/sessions/${encodeURIComponent(sessionId)}/attendance`, {
    method: 'POST',
    body: { attendance: 'present' },
  });

/** PUT /sessions/{id}/canceled-bookings/{bookingId}/fee { fee } → the session (409 when none applies). */
export const setCancelFee = ({ sessionId, bookingId, fee }: BookingRef & { fee: Exclude<Fee, null> }) =>
  apiJson<SessionDto>(
    `/sessions/${encodeURIComponent(sessionId)}/canceled-bookings/${encodeURIComponent(bookingId)}/fee`,
    { method: 'PUT', body: { fee } },
  );

/** A roster change that answers with the session: shown at once, a toast on failure. */
export function useSessionChange<T>(call: (input: T) => Promise<SessionDto>, failure: string) {
  const apply = useApplySession();
  return useMutation({
    mutationFn: call,
    onSuccess: (session) => apply(session),
    onError: (error) => toast.error(failure, { description: failureDescription(error) }),
  });
}
