import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiJson, type Outcome } from '../../../lib/api-client.ts';
import { queryKeys } from '../../../lib/query-keys.ts';

/** DELETE /sessions/{id} → { ok: true }. */
export const deleteSession = (id: string) =>
  apiJson<{ ok: true }>(`/sessions/${encodeURIComponent(id)}`, { method: 'DELETE' });

export function useDeleteSession(outcome: Outcome<{ ok: true }> = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteSession,
    onSuccess: (data) => {
      outcome.onSuccess?.(data);
      return queryClient.invalidateQueries({ queryKey: queryKeys.admin.sessions });
    },
    onError: outcome.onError,
  });
}
