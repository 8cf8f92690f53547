import { useQueryClient } from '@tanstack/react-query';
import type { SessionDto } from '#core/schemas.ts';
import { queryKeys } from '../../../lib/query-keys.ts';

/**
 * What a booking or a cancel does to the cache (decision 0045). Its answer is the session as the
 * change committed it, so it replaces the page's copy without a refetch (the live stream brings what
 * others do later); only the upcoming list, whose counts changed, is read again. A failure reads the
 * page's session again: others may have booked meanwhile, or the session is gone.
 */
export function useSessionAnswer(link: string) {
  const queryClient = useQueryClient();
  const upcomingChanged = () => queryClient.invalidateQueries({ queryKey: queryKeys.upcomingSessions });
  return {
    onSuccess: (session: SessionDto) => {
      queryClient.setQueryData(queryKeys.sessionByLink(link), session);
      void upcomingChanged();
    },
    onError: () => {
      void queryClient.invalidateQueries({ queryKey: queryKeys.sessionByLink(link) });
      void upcomingChanged();
    },
  };
}
