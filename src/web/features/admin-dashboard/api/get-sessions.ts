import { queryOptions, useQuery } from '@tanstack/react-query';
import type { SessionDto } from '#core/schemas.ts';
import { apiJson } from '../../../lib/api-client.ts';
import { queryKeys } from '../../../lib/query-keys.ts';

/** GET /sessions: upcoming sessions, unpublished included, earliest first. */
export const getSessions = () => apiJson<SessionDto[]>('/sessions');

export const sessionsQueryOptions = () =>
  queryOptions({ queryKey: queryKeys.admin.upcoming, queryFn: getSessions });

export function useSessions() {
  return useQuery(sessionsQueryOptions());
}
