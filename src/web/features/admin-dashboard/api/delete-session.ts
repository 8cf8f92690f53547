import { useMutation, useQueryClient } from '@tanstack/react-query';
import { adminJson } from '../../admin-shared/admin-api.ts';
import { adminSessionKeys } from './keys.ts';

/** DELETE /sessions/{id} → { ok: true }. */
export const deleteSession = (id: string) =>
  adminJson<{ ok: true }>(`/sessions/${encodeURIComponent(id)}`, { method: 'DELETE' });

export function useDeleteSession() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteSession,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminSessionKeys.all }),
  });
}
