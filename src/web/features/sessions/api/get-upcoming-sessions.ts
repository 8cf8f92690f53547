import { queryOptions, useQuery } from '@tanstack/react-query';
import type { SessionSummaryDto } from '#core/schemas.ts';
import { apiJson } from '../../../lib/api-client.ts';
import { queryKeys } from '../../../lib/query-keys.ts';
import { toast } from '../../../lib/toast.ts';

/** GET /upcoming-sessions; docs/product/api.md: a failed public list read is an empty list (and a toast). */
export async function getUpcomingSessions(): Promise<SessionSummaryDto[]> {
  try {
    return await apiJson<SessionSummaryDto[]>('/upcoming-sessions');
  } catch {
    toast.error('Failed to load sessions.');
    return [];
  }
}

export const upcomingSessionsQueryOptions = () =>
  queryOptions({ queryKey: queryKeys.upcomingSessions, queryFn: getUpcomingSessions });

export function useUpcomingSessions() {
  return useQuery(upcomingSessionsQueryOptions());
}
