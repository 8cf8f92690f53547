// The admin routes for the app's router (spec §2): /auth, and /admin behind the admin gate. Every
// screen is lazy-loaded so the public booking page a player opens from WhatsApp stays small.
import { lazy } from 'react';
import type { RouteObject } from 'react-router';
import { suspended } from '../../components/suspended.tsx';

const AuthPage = lazy(() => import('../auth/auth-page.tsx'));
const RequireAdmin = lazy(() => import('../admin-shared/require-admin.tsx'));
const DashboardPage = lazy(() => import('./dashboard-page.tsx'));

/**
 * Routes to place among the app's children (inside the public layout). Later admin screens
 * (/admin/bookings/:id, /admin/unpaid-bookings) pass their routes as `adminChildren`; they render
 * behind the same gate.
 */
export function adminRoutes(adminChildren: RouteObject[] = []): RouteObject[] {
  return [
    { path: '/auth', element: suspended(AuthPage) },
    {
      path: '/admin',
      element: suspended(RequireAdmin),
      children: [{ index: true, element: suspended(DashboardPage) }, ...adminChildren],
    },
  ];
}
