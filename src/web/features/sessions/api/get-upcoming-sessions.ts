import { queryOptions, replaceEqualDeep, useQuery } from '@tanstack/react-query';
import type { SessionSummaryDto } from '#core/schemas.ts';
import { apiJson } from '../../../lib/api-client.ts';
import { queryKeys } from '../../../lib/query-keys.ts';
import { toast } from '../../../lib/toast.ts';

/**
 * The empty list a failed read answers, told apart from a club with nothing open by its identity:
 * the page then says the list could not be loaded, not that there are no sessions (decision 0179).
 */
export const NOT_LOADED: SessionSummaryDto[] = Object.freeze([]) as unknown as SessionSummaryDto[];
export const listNotLoaded = (list: readonly SessionSummaryDto[] | undefined) => list === NOT_LOADED;

/**
 * The query's structural sharing, minding the failed read's identity: left to itself, it keeps the
 * old array whenever the new one is equal, and two empty lists are, so a failure after an empty
 * list would read as empty and an empty list after a failure as failed.
 */
export function shareUpcomingList(kept: unknown, incoming: unknown): unknown {
  if (kept === NOT_LOADED || incoming === NOT_LOADED) return incoming;
  return replaceEqualDeep(kept, incoming);
}

/** GET /upcoming-sessions; docs/product/api.md: a failed public list read is an empty list (and a toast). */
export async function getUpcomingSessions(): Promise<SessionSummaryDto[]> {
  try {
    return await apiJson<SessionSummaryDto[]>('/upcoming-sessions');
  } catch {
    toast.error('Failed to load sessions.');
    return NOT_LOADED;
  }
}

/**
 * A list read younger than this is not read again when a page mounts or regains focus: the server
 * rendered / and /sessions with the list it had just read, so hydrating them asks for nothing
 * (decision 0152). The player's own bookings and cancels mark it stale at once (use-session-answer).
 */
const LIST_FRESH_MS = 30_000;

export const upcomingSessionsQueryOptions = () =>
  queryOptions({
    queryKey: queryKeys.upcomingSessions,
    queryFn: getUpcomingSessions,
    staleTime: LIST_FRESH_MS,
    structuralSharing: shareUpcomingList,
  });

export function useUpcomingSessions() {
  return useQuery(upcomingSessionsQueryOptions());
}
