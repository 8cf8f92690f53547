import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { SessionDto } from '#core/schemas.ts';
import type { SessionInput } from '#core/session-input.ts';
import { apiJson } from '../../../lib/api-client.ts';
import { queryKeys } from '../../../lib/query-keys.ts';

/** PUT /sessions/{id}; 409 when the session has already started. */
export const updateSession = ({ id, input }: { id: string; input: SessionInput }) =>
  apiJson<SessionDto>(`/sessions/${encodeURIComponent(id)}`, { method: 'PUT', body: input });

export function useUpdateSession() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateSession,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.admin.sessions }),
  });
}
