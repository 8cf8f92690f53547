import { queryOptions, useQuery } from '@tanstack/react-query';
import { toast } from 'sonner';
import type { SessionDto } from '../../../../core/schemas.ts';
import { apiJson } from '../../../lib/api-client.ts';

/** GET /upcoming-sessions; spec §7: a failed public list read is an empty list (and a toast). */
export async function getUpcomingSessions(): Promise<SessionDto[]> {
  try {
    return await apiJson<SessionDto[]>('/upcoming-sessions');
  } catch {
    toast.error('Failed to load sessions.');
    return [];
  }
}

export const upcomingSessionsQueryOptions = () =>
  queryOptions({ queryKey: ['upcoming-sessions'], queryFn: getUpcomingSessions });

export function useUpcomingSessions() {
  return useQuery(upcomingSessionsQueryOptions());
}
