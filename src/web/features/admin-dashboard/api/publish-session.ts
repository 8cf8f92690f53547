import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiJson } from '../../../lib/api-client.ts';
import { queryKeys } from '../../../lib/query-keys.ts';

/** POST /sessions/{id}/publish { isPublished } → { isPublished }. */
export const publishSession = ({ id, isPublished }: { id: string; isPublished: boolean }) =>
  apiJson<{ isPublished: boolean }>(`/sessions/${encodeURIComponent(id)}/publish`, {
    method: 'POST',
    body: { isPublished },
  });

export function usePublishSession() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: publishSession,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.admin.sessions }),
  });
}
