import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { SessionDto } from '../../../../core/schemas.ts';
import type { Outcome } from '../../../lib/api-client.ts';
import { queryKeys } from '../../../lib/query-keys.ts';
import type { BookingRef } from '../../admin-bookings/api/booking-path.ts';
import { setBookingPaid } from '../../admin-bookings/api/set-booking-paid.ts';

/** The same call as the bookings page's paid tick, always to paid. */
const markBookingPaid = (ref: BookingRef) => setBookingPaid({ ...ref, isPaid: true });

export function useMarkBookingPaid(outcome: Outcome<SessionDto> = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: markBookingPaid,
    // Every admin view of this session (its bookings page, the dashboard) shows the paid flag or
    // counts; waiting for the list to reload keeps 'Marking...' up until the name leaves it.
    onSuccess: (session) => {
      outcome.onSuccess?.(session);
      return queryClient.invalidateQueries({ queryKey: queryKeys.admin.all });
    },
    onError: outcome.onError,
  });
}
