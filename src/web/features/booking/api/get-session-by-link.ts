import { queryOptions, useQuery } from '@tanstack/react-query';
import type { SessionDto } from '../../../../core/schemas.ts';
import { ApiRequestError, apiJson } from '../../../lib/api-client.ts';
import { visitorSessionReady } from '../../../lib/visitor-session.ts';

/** GET /sessions/by-link/{link}: the session, or null when it is unknown or unpublished (404). */
export async function getSessionByLink(link: string): Promise<SessionDto | null> {
  // The answer marks the caller's own bookings, so the visitor cookie must be settled first.
  await visitorSessionReady();
  try {
    return await apiJson<SessionDto>(`/sessions/by-link/${encodeURIComponent(link)}`);
  } catch (error) {
    if (error instanceof ApiRequestError && error.status === 404) return null;
    throw error;
  }
}

export const sessionByLinkQueryKey = (link: string) => ['session-by-link', link] as const;

export const sessionByLinkQueryOptions = (link: string) =>
  queryOptions({ queryKey: sessionByLinkQueryKey(link), queryFn: () => getSessionByLink(link) });

export function useSessionByLink(link: string, enabled = true) {
  return useQuery({ ...sessionByLinkQueryOptions(link), enabled });
}
