import { queryOptions, useQuery } from '@tanstack/react-query';
import type { SessionDto } from '../../../../core/schemas.ts';
import { adminJson } from '../../admin-shared/admin-api.ts';
import { adminSessionKeys } from './keys.ts';

/** GET /sessions: upcoming sessions, unpublished included, earliest first. */
export const getSessions = () => adminJson<SessionDto[]>('/sessions');

export const sessionsQueryOptions = () =>
  queryOptions({ queryKey: adminSessionKeys.upcoming(), queryFn: getSessions });

export function useSessions() {
  return useQuery(sessionsQueryOptions());
}
