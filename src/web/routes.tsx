// Every route of the app, in one table shared by the browser router (main.tsx) and the server
// renderer (entry-server.tsx), so a server-rendered page and its hydration match. Declarative routing
// (useRoutes under BrowserRouter / StaticRouter, decision 0030) with the app's own router, which
// follows react-router's rules for the part of its API the app uses (lib/router.tsx, decision 0114).

import { lazy } from 'react';
import { BOOKING_PAGES, isBookingLinkShape } from '#core/booking-link.ts';
import type { MissingPage } from '#core/page-render.ts';
import { PublicLayout } from './components/layout/public-layout.tsx';
import { AppErrorBoundary } from './components/layout/route-error.tsx';
import { type LazyPage, lazyPage } from './components/lazy-page.tsx';
import { suspended } from './components/suspended.tsx';
import { BookingPage } from './features/booking/booking-page.tsx';
import { EveryWeekChoiceLazy } from './features/booking/components/every-week-on-demand.tsx';
import { SessionsPage } from './features/sessions/sessions-page.tsx';
import { matchPath, type RouteObject, useLocation, useRoutes } from './lib/router.tsx';

// Admin screens load on demand so the booking page a player opens from WhatsApp stays small.
const AuthPage = lazy(() => import('./features/auth/auth-page.tsx'));
const RequireAdmin = lazy(() => import('./features/auth/require-admin.tsx'));
const DashboardPage = lazy(() => import('./features/admin-dashboard/dashboard-page.tsx'));
const ManageBookingsPage = lazy(() => import('./features/admin-bookings/manage-bookings-page.tsx'));
const UnpaidBookingsPage = lazy(() => import('./features/unpaid-bookings/unpaid-bookings-page.tsx'));
const AdminsPage = lazy(() => import('./features/admins/admins-page.tsx'));
// Public pages nobody needs before booking: on demand in the browser, rendered at once by the server.
// The landing page too: the booking page, which players open from WhatsApp, need not carry it.
const LandingPage = lazyPage(() =>
  import('./features/landing/landing-page.tsx').then((m) => ({ default: m.LandingPage })),
);
const TermsPage = lazyPage(() => import('./features/terms/terms-page.tsx'));
const NotFoundPage = lazyPage(() => import('./features/not-found/not-found-page.tsx'));

/** What the server renderer loads before rendering (entry-server.tsx): lazy pages and page parts. */
export const serverRenderedLazyPages: Pick<LazyPage, 'preload'>[] = [
  LandingPage,
  TermsPage,
  NotFoundPage,
  EveryWeekChoiceLazy,
];
const PlayersPage = lazy(() => import('./features/players/players-page.tsx'));
const PlayerPage = lazy(() => import('./features/players/player-page.tsx'));

export const routes: RouteObject[] = [
  {
    element: <PublicLayout />,
    children: [
      { path: '/', element: suspended(LandingPage) },
      { path: '/sessions', element: <SessionsPage /> },
      { path: `${BOOKING_PAGES}:link`, element: <BookingPage /> },
      { path: '/terms', element: suspended(TermsPage) },
      { path: '/auth', element: suspended(AuthPage) },
      {
        path: '/admin',
        element: suspended(RequireAdmin),
        children: [
          { index: true, element: suspended(DashboardPage) },
          { path: '/admin/bookings/:sessionId', element: suspended(ManageBookingsPage) },
          { path: '/admin/unpaid-bookings', element: suspended(UnpaidBookingsPage) },
          { path: '/admin/admins', element: suspended(AdminsPage) },
          { path: '/admin/players', element: suspended(PlayersPage) },
          { path: '/admin/players/:key', element: suspended(PlayerPage) },
        ],
      },
      { path: '*', element: suspended(NotFoundPage) },
    ],
  },
];

/** The screens for the current URL; a crash in any of them shows the error page (docs/product/messages-and-limits.md). */
export function AppRoutes() {
  const { pathname } = useLocation();
  return <AppErrorBoundary resetKey={pathname}>{useRoutes(routes)}</AppErrorBoundary>;
}

/**
 * A page the server renders that is not there (decision 0184): a path no route has (the 404 page), or
 * a booking link no session can have ('Invalid session link'). Matched as the router matches it, so
 * `/book/` and `/book/a/b` are the 404 page and `/BOOK/x` is the booking page.
 */
export function missingPage(pathname: string): MissingPage | undefined {
  const booking = matchPath(`${BOOKING_PAGES}:link`, pathname);
  if (booking) return isBookingLinkShape(booking.params.link ?? '') ? undefined : 'booking-link';
  const pages = routes.flatMap((route) => route.children ?? []);
  const known = pages.some(
    (page) => page.path !== undefined && page.path !== '*' && matchPath(page.path, pathname),
  );
  return known ? undefined : 'page';
}
