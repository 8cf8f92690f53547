import { useMutation } from '@tanstack/react-query';
import type { SessionDto } from '#core/schemas.ts';
import { ApiRequestError } from '../../../lib/api-client.ts';
import { visitorIdReady, visitorJson } from '../../../lib/visitor-id.ts';
import { useSessionAnswer } from './use-session-answer.ts';

export const CANCEL_NOT_ALLOWED = 'Unable to cancel booking - You can only cancel your own bookings.';
export const NO_VISITOR_ID = 'User session not found.';
/** No answer at all (offline, a dropped connection): the spec's 'non-ok' text would blame the player. */
export const CANCEL_UNREACHABLE = 'Unable to cancel booking - Check your connection and try again.';

export class CancelRefused extends Error {}

/** DELETE /sessions/{id}/bookings/{bookingId} (docs/product/messages-and-limits.md Booking cancel messages). */
export async function cancelBooking(sessionId: string, bookingId: string): Promise<SessionDto> {
  // The reconciled id is the cookie's, so this works even where localStorage is blocked.
  if (!(await visitorIdReady())) throw new CancelRefused(NO_VISITOR_ID);
  try {
    const path = `/sessions/${encodeURIComponent(sessionId)}/bookings/${encodeURIComponent(bookingId)}`;
    return (await visitorJson<{ session: SessionDto }>(path, { method: 'DELETE' })).session;
  } catch (error) {
    if (!(error instanceof ApiRequestError)) throw new CancelRefused(CANCEL_UNREACHABLE);
    if (error.status === 422) throw new CancelRefused(error.detail || CANCEL_NOT_ALLOWED);
    throw new CancelRefused(CANCEL_NOT_ALLOWED);
  }
}

export function useCancelBooking(link: string) {
  const answer = useSessionAnswer(link);
  return useMutation({
    mutationFn: ({ sessionId, bookingId }: { sessionId: string; bookingId: string }) =>
      cancelBooking(sessionId, bookingId),
    onSuccess: answer.onSuccess,
    onError: answer.onError,
  });
}
