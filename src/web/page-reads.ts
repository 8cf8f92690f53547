// Which API reads a public page shows on its first paint: the server makes them before rendering
// the page (decision 0033), under the same query keys the screens use, so hydration finds them.

import { BOOKING_PAGES, isBookingLinkShape } from '#core/booking-link.ts';
import type { PageRenderModule } from '#core/page-render.ts';
import { PREFERENCES_PATH } from './features/booking/api/get-preferences.ts';
import { OWN_PLACES_PATH } from './features/sessions/api/get-own-places.ts';
import { upcomingSessionsQueryOptions } from './features/sessions/api/get-upcoming-sessions.ts';
import { queryKeys } from './lib/query-keys.ts';
import { matchPath } from './lib/router.tsx';

export const pageReads: PageRenderModule['pageReads'] = (pathname) => {
  // The landing page shows the next few upcoming sessions (the public card, decision 0037).
  if (pathname === '/sessions' || pathname === '/') {
    return [
      {
        queryKey: upcomingSessionsQueryOptions().queryKey,
        apiPath: '/upcoming-sessions',
        notFoundIsNull: false,
      },
      // A returning player's own places are on the cards from the first paint (decision 0199).
      { queryKey: queryKeys.ownPlaces, apiPath: OWN_PLACES_PATH, notFoundIsNull: false, visitorsOwn: true },
    ];
  }
  const link = matchPath(`${BOOKING_PAGES}:link`, pathname)?.params.link;
  if (link !== undefined && isBookingLinkShape(link)) {
    return [
      {
        queryKey: queryKeys.sessionByLink(link),
        apiPath: `/sessions/by-link/${encodeURIComponent(link)}`,
        notFoundIsNull: true,
        isPageSession: true,
      },
      // A returning player's names are in the form from the first paint: filled in after it, they
      // pushed the page down (decision 0133).
      {
        queryKey: queryKeys.preferences,
        apiPath: PREFERENCES_PATH,
        notFoundIsNull: false,
        visitorsOwn: true,
      },
    ];
  }
  return [];
};
