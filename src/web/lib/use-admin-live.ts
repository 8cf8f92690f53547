// Admin pages stay current without refresh (docs/product/notifications.md): the admin stream names each session that
// changed, and every admin view of sessions and payments is read again.
import { useQueryClient } from '@tanstack/react-query';
import { queryKeys } from './query-keys.ts';
import { type StreamStatus, useEventStream } from './use-event-stream.ts';

export function useAdminLive(): StreamStatus {
  const queryClient = useQueryClient();
  const readAgain = () => {
    void queryClient.invalidateQueries({ queryKey: queryKeys.admin.sessions });
    void queryClient.invalidateQueries({ queryKey: queryKeys.admin.unpaidBookings });
  };
  // 'ready' opens every (re)connection: what changed while the page was not listening is read again.
  return useEventStream('/admin/events', { change: readAgain, ready: readAgain });
}
