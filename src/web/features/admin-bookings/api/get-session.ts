import { queryOptions, useQuery } from '@tanstack/react-query';
import type { SessionDto } from '../../../../core/schemas.ts';
import { adminJson } from '../../admin-shared/admin-api.ts';
import { adminBookingKeys } from './keys.ts';

/** GET /sessions/{id}: the admin answer, with paid flags, visitor ids and the canceled list. */
export const getSession = (sessionId: string) =>
  adminJson<SessionDto>(`/sessions/${encodeURIComponent(sessionId)}`);

export const sessionQueryOptions = (sessionId: string) =>
  queryOptions({ queryKey: adminBookingKeys.session(sessionId), queryFn: () => getSession(sessionId) });

export function useSession(sessionId: string) {
  return useQuery(sessionQueryOptions(sessionId));
}
