import { type InfiniteData, type QueryClient, useMutation, useQueryClient } from '@tanstack/react-query';
import type { SessionDto } from '#core/schemas.ts';
import { apiJson } from '../../../lib/api-client.ts';
import { queryKeys } from '../../../lib/query-keys.ts';
import { readAgainKeepingPagesAskedFor } from '../../../lib/use-admin-live.ts';

/** POST /sessions/{id}/publish { isPublished } → { isPublished }. */
export const publishSession = ({ id, isPublished }: { id: string; isPublished: boolean }) =>
  apiJson<{ isPublished: boolean }>(`/sessions/${encodeURIComponent(id)}/publish`, {
    method: 'POST',
    body: { isPublished },
  });

type CachedSessions = SessionDto | SessionDto[] | InfiniteData<SessionDto[]> | null | undefined;

/**
 * Shows the saved state at once in every cached admin view of the session (the lists, the past pages,
 * its own page). Before, the toggle kept the old state until the lists were read again, and its toast
 * waited for that read (decision 0197).
 */
function showPublished(queryClient: QueryClient, id: string, isPublished: boolean) {
  const patch = (s: SessionDto) => (s.id === id ? { ...s, isPublished } : s);
  queryClient.setQueriesData<CachedSessions>({ queryKey: queryKeys.admin.sessions }, (data) => {
    if (!data) return data;
    if (Array.isArray(data)) return data.map(patch);
    if ('pages' in data) return { ...data, pages: data.pages.map((page) => page.map(patch)) };
    return patch(data);
  });
}

export function usePublishSession() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: publishSession,
    // Done once the server answers: the toggle and its toast do not wait for the lists' re-read,
    // which others' changes heard on the admin stream can keep restarting.
    onSuccess: (saved, { id }) => {
      showPublished(queryClient, id, saved.isPublished);
      readAgainKeepingPagesAskedFor(queryClient, queryKeys.admin.sessions);
    },
  });
}
