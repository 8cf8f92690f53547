// The app's route table, shared by the browser router (main.tsx) and the server renderer
// (entry-server.tsx), so a server-rendered page and its hydration match. Declarative routing
// (useRoutes under BrowserRouter / StaticRouter): the data router would add ~16 KB (brotli) to
// every public page for loaders and actions this app does not use (decision 0030).

import { type RouteObject, useLocation, useRoutes } from 'react-router';
import { BOOKING_PAGES } from '../core/booking-link.ts';
import { PublicLayout } from './components/layout/public-layout.tsx';
import { AppErrorBoundary } from './components/layout/route-error.tsx';
import { adminBookingsChildren } from './features/admin-bookings/routes.tsx';
import { adminRoutes } from './features/admin-dashboard/routes.tsx';
import { BookingPage } from './features/booking/booking-page.tsx';
import { LandingPage } from './features/landing/landing-page.tsx';
import { NotFoundPage } from './features/not-found/not-found-page.tsx';
import { SessionsPage } from './features/sessions/sessions-page.tsx';
import { TermsPage } from './features/terms/terms-page.tsx';

export const routes: RouteObject[] = [
  {
    element: <PublicLayout />,
    children: [
      { path: '/', element: <LandingPage /> },
      { path: '/sessions', element: <SessionsPage /> },
      { path: `${BOOKING_PAGES}:link`, element: <BookingPage /> },
      { path: '/terms', element: <TermsPage /> },
      // Admin screens load on demand so the booking page a player opens from WhatsApp stays small.
      ...adminRoutes(adminBookingsChildren),
      { path: '*', element: <NotFoundPage /> },
    ],
  },
];

/** The screens for the current URL; a crash in any of them shows the error page (spec §8). */
export function AppRoutes() {
  const { pathname } = useLocation();
  return <AppErrorBoundary resetKey={pathname}>{useRoutes(routes)}</AppErrorBoundary>;
}
