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
 * The live stream keeps an open page current (it sends the session as soon as it opens), so a read
 * younger than this is not read again when the page mounts or regains focus. A server-rendered page
 * then hydrates without a second read whose start re-rendered the whole page synchronously in the
 * middle of hydration (decision 0149).
 */
const FRESH_MS = 30_000;

/**
 * The page's session. Whatever lands in its cache, a read or what the live stream and the answers set
 * by hand, goes through newestSession (structural sharing applies to both): never an older version.
 */
export const sessionByLinkQueryOptions = (link: string) =>
  queryOptions({
    queryKey: queryKeys.sessionByLink(link),
    queryFn: () => getSessionByLink(link),
    staleTime: FRESH_MS,
    structuralSharing: (kept, incoming) => newestSession(kept as SessionDto, incoming as SessionDto),
  });

/**
 * A page that says 'Session Not Found' looks again this often: an unpublished session that is
 * published again (or for the first time) then appears without a reload (decision 0181).
 */
const NOT_FOUND_RECHECK_MS = 15_000;

export function useSessionByLink(link: string, enabled = true) {
  return useQuery({
    ...sessionByLinkQueryOptions(link),
    enabled,
    refetchInterval: (query) => (query.state.data === null ? NOT_FOUND_RECHECK_MS : false),
  });
}
