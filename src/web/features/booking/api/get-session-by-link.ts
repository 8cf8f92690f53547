import { queryOptions, useQuery } from '@tanstack/react-query';
import type { SessionDto } from '#core/schemas.ts';
import { ApiRequestError } from '../../../lib/api-client.ts';
import { queryKeys } from '../../../lib/query-keys.ts';
import { visitorJson } from '../../../lib/visitor-id.ts';
import { newestSession } from '../newest-session.ts';

/** GET /sessions/by-link/{link}: the session, or null when it is unknown or unpublished (404). */
export async function getSessionByLink(link: string): Promise<SessionDto | null> {
  try {
    return await visitorJson<SessionDto>(`/sessions/by-link/${encodeURIComponent(link)}`);
  } catch (error) {
    if (error instanceof ApiRequestError && error.status === 404) return null;
    throw error;
  }
}

/**
 * The page's session. Whatever lands in its cache, a read or what the live stream and the answers set
 * by hand, goes through newestSession (structural sharing applies to both): never an older version.
 */
export const sessionByLinkQueryOptions = (link: string) =>
  queryOptions({
    queryKey: queryKeys.sessionByLink(link),
    queryFn: () => getSessionByLink(link),
    structuralSharing: (kept, incoming) => newestSession(kept as SessionDto, incoming as SessionDto),
  });

export function useSessionByLink(link: string, enabled = true) {
  return useQuery({ ...sessionByLinkQueryOptions(link), enabled });
}
