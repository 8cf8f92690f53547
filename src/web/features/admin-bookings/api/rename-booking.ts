import { useMutation } from '@tanstack/react-query';
import type { SessionDto } from '#core/schemas.ts';
import { apiJson } from '../../../lib/api-client.ts';
import { type BookingRef, bookingPath } from './booking-path.ts';
import { useApplySession } from './use-apply-session.ts';

/** PUT /sessions/{id}/bookings/{bookingId}/admin { name } → the session. */
export const renameBooking = ({ sessionId, bookingId, name }: BookingRef & { name: string }) =>
  apiJson<SessionDto>(`${bookingPath(sessionId, bookingId)}/admin`, { method: 'PUT', body: { name } });

export function useRenameBooking() {
  const apply = useApplySession();
  return useMutation({ mutationFn: renameBooking, onSuccess: apply });
}
