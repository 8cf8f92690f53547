import { useQuery } from '@tanstack/react-query';
import type { OwnPlacesDto } from '#core/schemas.ts';
import { queryKeys } from '../../../lib/query-keys.ts';
import { visitorJson } from '../../../lib/visitor-id.ts';

/** GET /user-session/bookings: the upcoming sessions this visitor holds places in (decision 0199). */
const getOwnPlaces = () => visitorJson<{ sessions: OwnPlacesDto[] }>('/user-session/bookings');

const bySession = ({ sessions }: { sessions: OwnPlacesDto[] }) =>
  new Map(sessions.map((places) => [places.sessionId, places]));

/** One read for all the cards; a failed read shows the cards without their notes. */
export function useOwnPlaces() {
  return useQuery({ queryKey: queryKeys.ownPlaces, queryFn: getOwnPlaces, select: bySession });
}
