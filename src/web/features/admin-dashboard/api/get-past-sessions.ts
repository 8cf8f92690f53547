import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import type { SessionDto } from '#core/schemas.ts';
import { apiJson } from '../../../lib/api-client.ts';
import { config } from '../../../lib/config.ts';
import { queryKeys } from '../../../lib/query-keys.ts';
import { useNow } from '../../../lib/use-now.ts';
import { startedSince } from '../summary.ts';

/** GET /sessions/past?since: the past sessions dated on or after `since`, most recent first. */
const getPastSessionsSince = (since: string) => apiJson<SessionDto[]>(`/sessions/past?since=${since}`);

/** How many past sessions the dashboard shows at a time (decision 0044). */
export const PAST_SESSIONS_PAGE = 12;

/** One page, latest first; it asks for one more than it shows to learn whether more exist. */
const getPastSessionsPage = (offset: number) =>
  apiJson<SessionDto[]>(`/sessions/past?limit=${PAST_SESSIONS_PAGE + 1}&offset=${offset}`);

/** Loaded on the section's first opening only (docs/product/screens.md), then a page more on 'Show more'. */
export function usePastSessions({ enabled }: { enabled: boolean }) {
  return useInfiniteQuery({
    queryKey: queryKeys.admin.past,
    queryFn: ({ pageParam }) => getPastSessionsPage(pageParam),
    initialPageParam: 0,
    getNextPageParam: (last, pages) =>
      last.length > PAST_SESSIONS_PAGE ? pages.length * PAST_SESSIONS_PAGE : undefined,
    select: (data) => data.pages.flatMap((page) => page.slice(0, PAST_SESSIONS_PAGE)),
    enabled,
  });
}

/**
 * The sessions that have started since `startedSince`: today's, and before 1 am also yesterday's. The
 * summary counts today's among today's sessions and keeps one on court on the Next Session card
 * (docs/product/screens.md, decision 0140).
 */
export function useRecentlyStarted() {
  const since = startedSince(useNow(), config.clubTimeZone);
  // One retry: while it runs the card waits, and without it today's upcoming sessions still count.
  return useQuery({
    queryKey: queryKeys.admin.startedOn(since),
    queryFn: () => getPastSessionsSince(since),
    retry: 1,
  });
}
