import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { OwnPlacesDto } from '#core/schemas.ts';
import { queryKeys } from '../../../lib/query-keys.ts';
import { visitorJson } from '../../../lib/visitor-id.ts';

/** Where a visitor's places in the upcoming sessions are read (under /api; decision 0199). */
export const OWN_PLACES_PATH = '/user-session/bookings';

const getOwnPlaces = () => visitorJson<{ sessions: OwnPlacesDto[] }>(OWN_PLACES_PATH);

const bySession = ({ sessions }: { sessions: OwnPlacesDto[] }) =>
  new Map(sessions.map((places) => [places.sessionId, places]));

/**
 * One read for all the cards. The server renders the pages with it for a visitor with a cookie
 * (page-reads.ts); the browser asks itself only when `known` (it keeps a visitor id) and the page
 * came without it. As fresh as the list; a booking or a cancel marks both stale.
 */
export function useOwnPlaces(known: boolean) {
  // A page that came with the answer keeps it current even if local storage had no id yet.
  const cameWithIt = useQueryClient().getQueryData(queryKeys.ownPlaces) !== undefined;
  return useQuery({
    queryKey: queryKeys.ownPlaces,
    queryFn: getOwnPlaces,
    select: bySession,
    enabled: known || cameWithIt,
    staleTime: 30_000,
  });
}
