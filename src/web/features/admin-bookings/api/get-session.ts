import { queryOptions, useQuery } from '@tanstack/react-query';
import type { SessionDto } from '#core/schemas.ts';
import { apiJson } from '../../../lib/api-client.ts';
import { queryKeys } from '../../../lib/query-keys.ts';

/** GET /sessions/{id}: the admin answer, with paid flags, visitor ids and the canceled list. */
export const getSession = (sessionId: string) =>
  apiJson<SessionDto>(`/sessions/${encodeURIComponent(sessionId)}`);

export const sessionQueryOptions = (sessionId: string) =>
  queryOptions({ queryKey: queryKeys.admin.session(sessionId), queryFn: () => getSession(sessionId) });

export function useSession(sessionId: string) {
  return useQuery(sessionQueryOptions(sessionId));
}
