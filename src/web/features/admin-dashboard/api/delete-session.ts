import { useMutation, useQueryClient } from '@tanstack/react-query';
import { adminJson, type Outcome } from '../../admin-shared/admin-api.ts';
import { adminSessionKeys } from './keys.ts';

/** DELETE /sessions/{id} → { ok: true }. */
export const deleteSession = (id: string) =>
  adminJson<{ ok: true }>(`/sessions/${encodeURIComponent(id)}`, { method: 'DELETE' });

export function useDeleteSession(outcome: Outcome<{ ok: true }> = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteSession,
    onSuccess: (data) => {
      outcome.onSuccess?.(data);
      return queryClient.invalidateQueries({ queryKey: adminSessionKeys.all });
    },
    onError: outcome.onError,
  });
}
