import { useMutation, useQueryClient } from '@tanstack/react-query';
import { adminJson } from '../../admin-shared/admin-api.ts';
import { adminSessionKeys } from './keys.ts';

/** POST /sessions/{id}/publish { isPublished } → { isPublished }. */
export const publishSession = ({ id, isPublished }: { id: string; isPublished: boolean }) =>
  adminJson<{ isPublished: boolean }>(`/sessions/${encodeURIComponent(id)}/publish`, {
    method: 'POST',
    body: { isPublished },
  });

export function usePublishSession() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: publishSession,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminSessionKeys.all }),
  });
}
