import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { SessionDto } from '../../../../core/schemas.ts';
import { adminJson, type Outcome } from '../../admin-shared/admin-api.ts';

type BookingRef = { sessionId: string; bookingId: string };

/** POST /sessions/{id}/bookings/{bookingId}/paid { isPaid: true } → the session. */
export const markBookingPaid = ({ sessionId, bookingId }: BookingRef) =>
  adminJson<SessionDto>(
    `/sessions/${encodeURIComponent(sessionId)}/bookings/${encodeURIComponent(bookingId)}/paid`,
    { method: 'POST', body: { isPaid: true } },
  );

export function useMarkBookingPaid(outcome: Outcome<SessionDto> = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: markBookingPaid,
    // Every admin view of this session (its bookings page, the dashboard) shows the paid flag or
    // counts; waiting for the list to reload keeps 'Marking...' up until the name leaves it.
    onSuccess: (session) => {
      outcome.onSuccess?.(session);
      return queryClient.invalidateQueries({ queryKey: ['admin'] });
    },
    onError: outcome.onError,
  });
}
