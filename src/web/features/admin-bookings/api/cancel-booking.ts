import { useMutation } from '@tanstack/react-query';
import type { SessionDto } from '#core/schemas.ts';
import { apiJson } from '../../../lib/api-client.ts';
import { type BookingRef, bookingPath } from './booking-path.ts';
import { useApplySession } from './use-apply-session.ts';

/** DELETE /sessions/{id}/bookings/{bookingId}/admin → the session (the waiting list moved up). */
export const cancelBooking = ({ sessionId, bookingId }: BookingRef) =>
  apiJson<SessionDto>(`${bookingPath(sessionId, bookingId)}/admin`, { method: 'DELETE' });

export function useCancelBooking() {
  const apply = useApplySession();
  return useMutation({ mutationFn: cancelBooking, onSuccess: apply });
}
