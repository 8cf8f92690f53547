import { useMutation } from '@tanstack/react-query';
import type { SessionDto } from '#core/schemas.ts';
import { apiJson } from '../../../lib/api-client.ts';
import { useApplySession } from './use-apply-session.ts';

/** POST /sessions/{id}/bookings/admin { name } → 201 the session. */
export const addBooking = ({ sessionId, name }: { sessionId: string; name: string }) =>
  apiJson<SessionDto>(`/sessions/${encodeURIComponent(sessionId)}/bookings/admin`, {
    method: 'POST',
    body: { name },
  });

export function useAddBooking() {
  const apply = useApplySession();
  return useMutation({ mutationFn: addBooking, onSuccess: apply });
}
