import { queryOptions, useQuery } from '@tanstack/react-query';
import { clubDate } from '../../../../core/club-time.ts';
import type { SessionDto } from '../../../../core/schemas.ts';
import { apiJson } from '../../../lib/api-client.ts';
import { config } from '../../../lib/config.ts';
import { queryKeys } from '../../../lib/query-keys.ts';
import { useNow } from '../../../lib/use-now.ts';

/** GET /sessions/past: most recent first; with `since`, only those dated on or after it. */
export const getPastSessions = (since?: string) =>
  apiJson<SessionDto[]>(since ? `/sessions/past?since=${since}` : '/sessions/past');

export const pastSessionsQueryOptions = () =>
  queryOptions({ queryKey: queryKeys.admin.past, queryFn: () => getPastSessions() });

/** Loaded on the section's first opening only (spec §2). */
export function usePastSessions({ enabled }: { enabled: boolean }) {
  return useQuery({ ...pastSessionsQueryOptions(), enabled });
}

/** Today's sessions that have already started: the summary counts them among today's (spec §2). */
export function useStartedToday() {
  const today = clubDate(useNow(), config.clubTimeZone);
  // One retry: while it runs the card waits, and without it today's upcoming sessions still count.
  return useQuery({
    queryKey: queryKeys.admin.startedOn(today),
    queryFn: () => getPastSessions(today),
    retry: 1,
  });
}
