import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { SessionDto } from '#core/schemas.ts';
import type { Outcome } from '../../../lib/api-client.ts';
import { queryKeys } from '../../../lib/query-keys.ts';
import type { BookingRef } from '../../admin-bookings/api/booking-path.ts';
import { setBookingPaid } from '../../admin-bookings/api/set-booking-paid.ts';

/** The same call as the bookings page's paid tick, always to paid. */
const markBookingPaid = (ref: BookingRef) => setBookingPaid({ ...ref, isPaid: true });

// Every admin view of this session (its bookings page, the dashboard) shows the paid flag or counts.
const refreshAdminViews = (queryClient: ReturnType<typeof useQueryClient>) =>
  queryClient.invalidateQueries({ queryKey: queryKeys.admin.all });

export function useMarkBookingPaid(outcome: Outcome<SessionDto> = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: markBookingPaid,
    // Waiting for the list to reload keeps 'Marking...' up until the name leaves it.
    onSuccess: (session) => {
      outcome.onSuccess?.(session);
      return refreshAdminViews(queryClient);
    },
    onError: outcome.onError,
  });
}

/**
 * Undo of a Mark as Paid, from its toast: the row has left the list by then, so this is a plain call
 * rather than the row's mutation (whose callbacks end with the row).
 */
export function useUndoMarkPaid(outcome: Outcome<SessionDto>) {
  const queryClient = useQueryClient();
  return async (ref: BookingRef) => {
    try {
      outcome.onSuccess?.(await setBookingPaid({ ...ref, isPaid: false }));
    } catch (error) {
      outcome.onError?.(error);
    }
    await refreshAdminViews(queryClient);
  };
}
