// Admin pages stay current without refresh (docs/product/notifications.md): the admin stream names each session that
// changed, and every admin view of sessions and payments is read again.
import { type Query, type QueryClient, type QueryKey, useQueryClient } from '@tanstack/react-query';
import { queryKeys } from './query-keys.ts';
import { type StreamStatus, useEventStream } from './use-event-stream.ts';

export function useAdminLive(): StreamStatus {
  const queryClient = useQueryClient();
  const readAgain = () => {
    readAgainKeepingPagesAskedFor(queryClient, queryKeys.admin.sessions);
    void queryClient.invalidateQueries({ queryKey: queryKeys.admin.unpaidBookings });
  };
  // 'ready' opens every (re)connection: what changed while the page was not listening is read again.
  return useEventStream('/admin/events', { change: readAgain, ready: readAgain });
}

const loadingMore = (query: Query) =>
  query.state.fetchStatus === 'fetching' && query.state.fetchMeta?.fetchMore != null;

/**
 * Reads again every query under `queryKey`. A refetch cancels the fetch it finds running, and for a list loading
 * its next page ('Show more') that would drop the page asked for: such a list is left to load it, then read again.
 */
export function readAgainKeepingPagesAskedFor(queryClient: QueryClient, queryKey: QueryKey) {
  void queryClient.invalidateQueries({ queryKey, predicate: (query) => !loadingMore(query) });
  for (const query of queryClient.getQueryCache().findAll({ queryKey, predicate: loadingMore })) {
    const only = { queryKey: query.queryKey, exact: true };
    void queryClient
      .invalidateQueries(only, { cancelRefetch: false })
      .then(() => queryClient.invalidateQueries(only));
  }
}
