import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { SessionDto } from '../../../../core/schemas.ts';
import { apiRaw, readApiError } from '../../../lib/api-client.ts';
import { visitorSessionReady } from '../../../lib/visitor-session.ts';
import { sessionByLinkQueryKey } from './get-session-by-link.ts';

export const CANCEL_NOT_ALLOWED = 'Unable to cancel booking - You can only cancel your own bookings.';
export const NO_VISITOR_SESSION = 'User session not found.';

export class CancelRefused extends Error {}

/** DELETE /sessions/{id}/bookings/{bookingId} (spec §8 Booking cancel messages). */
export async function cancelBooking(sessionId: string, bookingId: string): Promise<SessionDto> {
  // The reconciled id is the cookie's, so this works even where localStorage is blocked.
  if (!(await visitorSessionReady())) throw new CancelRefused(NO_VISITOR_SESSION);
  let res: Response;
  try {
    res = await apiRaw(
      `/sessions/${encodeURIComponent(sessionId)}/bookings/${encodeURIComponent(bookingId)}`,
      {
        method: 'DELETE',
      },
    );
  } catch {
    throw new CancelRefused(CANCEL_NOT_ALLOWED);
  }
  if (res.ok) return ((await res.json()) as { session: SessionDto }).session;
  if (res.status === 422) throw new CancelRefused((await readApiError(res)).detail || CANCEL_NOT_ALLOWED);
  throw new CancelRefused(CANCEL_NOT_ALLOWED);
}

export function useCancelBooking(link: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ sessionId, bookingId }: { sessionId: string; bookingId: string }) =>
      cancelBooking(sessionId, bookingId),
    onSuccess: (session) => {
      queryClient.setQueryData(sessionByLinkQueryKey(link), session);
    },
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: sessionByLinkQueryKey(link) });
      void queryClient.invalidateQueries({ queryKey: ['upcoming-sessions'] });
    },
  });
}
