import { queryOptions, useQuery } from '@tanstack/react-query';
import type { SessionDto } from '../../../../core/schemas.ts';
import { adminJson } from '../../admin-shared/admin-api.ts';
import { adminSessionKeys } from './keys.ts';

/** GET /sessions/past: most recent first. */
export const getPastSessions = () => adminJson<SessionDto[]>('/sessions/past');

export const pastSessionsQueryOptions = () =>
  queryOptions({ queryKey: adminSessionKeys.past(), queryFn: getPastSessions });

/** Loaded on the section's first opening only (spec §2). */
export function usePastSessions({ enabled }: { enabled: boolean }) {
  return useQuery({ ...pastSessionsQueryOptions(), enabled });
}
