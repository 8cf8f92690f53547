// The routes of the bookings screens (spec §2): /admin/bookings/{sessionId} and
// /admin/unpaid-bookings, lazy-loaded so the public booking page stays small, behind the admin gate.
import { lazy } from 'react';
import type { RouteObject } from 'react-router';
import { suspended } from '../../components/suspended.tsx';

const RequireAdmin = lazy(() => import('../admin-shared/require-admin.tsx'));
const ManageBookingsPage = lazy(() => import('./manage-bookings-page.tsx'));
const UnpaidBookingsPage = lazy(() => import('../unpaid-bookings/unpaid-bookings-page.tsx'));

/**
 * The two screens as children of an already guarded '/admin' route: pass them to
 * `adminRoutes(adminBookingsChildren)` (features/admin-dashboard/routes.tsx).
 */
export const adminBookingsChildren: RouteObject[] = [
  { path: '/admin/bookings/:sessionId', element: suspended(ManageBookingsPage) },
  { path: '/admin/unpaid-bookings', element: suspended(UnpaidBookingsPage) },
];

/** The same screens wrapped in their own admin gate, to place anywhere among the app's routes. */
export const adminBookingsRoutes: RouteObject[] = [
  { element: suspended(RequireAdmin), children: adminBookingsChildren },
];
