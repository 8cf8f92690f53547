import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { SessionDto } from '#core/schemas.ts';
import { apiJson } from '../../../lib/api-client.ts';
import { queryKeys } from '../../../lib/query-keys.ts';
import { type BookingRef, bookingPath } from './booking-path.ts';
import { useApplySession } from './use-apply-session.ts';

type PaidChange = BookingRef & { isPaid: boolean };

/** POST /sessions/{id}/bookings/{bookingId}/paid { isPaid } → the session (allowed on past sessions). */
export const setBookingPaid = ({ sessionId, bookingId, isPaid }: PaidChange) =>
  apiJson<SessionDto>(`${bookingPath(sessionId, bookingId)}/paid`, { method: 'POST', body: { isPaid } });

const paidMutationKey = ['admin', 'set-booking-paid'] as const;

function withPaid(session: SessionDto | undefined, bookingId: string, isPaid: boolean) {
  if (!session) return session;
  return { ...session, bookings: session.bookings.map((b) => (b.id === bookingId ? { ...b, isPaid } : b)) };
}

/**
 * Ticks show at once (an admin collecting cash ticks a row per player on a phone). While several
 * ticks are on their way, an earlier answer would briefly undo a later tick, so only the last one to
 * settle refreshes the data.
 */
export function useSetBookingPaid() {
  const queryClient = useQueryClient();
  const apply = useApplySession();
  const setPaidInCache = ({ sessionId, bookingId, isPaid }: PaidChange) =>
    queryClient.setQueryData<SessionDto>(queryKeys.admin.session(sessionId), (s) =>
      withPaid(s, bookingId, isPaid),
    );
  return useMutation({
    mutationKey: paidMutationKey,
    mutationFn: setBookingPaid,
    onMutate: async (change) => {
      await queryClient.cancelQueries({ queryKey: queryKeys.admin.session(change.sessionId) });
      setPaidInCache(change);
    },
    onError: (_error, change) => setPaidInCache({ ...change, isPaid: !change.isPaid }),
    onSettled: (session) => {
      if (queryClient.isMutating({ mutationKey: paidMutationKey }) > 1) return;
      return session ? apply(session) : queryClient.invalidateQueries({ queryKey: queryKeys.admin.all });
    },
  });
}
