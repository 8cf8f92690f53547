import { QueryClientProvider } from '@tanstack/react-query';
import { useState } from 'react';
import { createBrowserRouter } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { Toaster } from 'sonner';
import { PublicLayout } from './components/layout/public-layout.tsx';
import { RouteError } from './components/layout/route-error.tsx';
import { adminBookingsChildren } from './features/admin-bookings/routes.tsx';
import { adminRoutes } from './features/admin-dashboard/routes.tsx';
import { BookingPage } from './features/booking/booking-page.tsx';
import { LandingPage } from './features/landing/landing-page.tsx';
import { NotFoundPage } from './features/not-found/not-found-page.tsx';
import { SessionsPage } from './features/sessions/sessions-page.tsx';
import { TermsPage } from './features/terms/terms-page.tsx';
import { createQueryClient } from './lib/query-client.ts';

const router = createBrowserRouter([
  {
    element: <PublicLayout />,
    errorElement: <RouteError />,
    children: [
      { path: '/', element: <LandingPage /> },
      { path: '/sessions', element: <SessionsPage /> },
      { path: '/book/:link', element: <BookingPage /> },
      { path: '/terms', element: <TermsPage /> },
      // Admin screens load on demand so the booking page a player opens from WhatsApp stays small.
      ...adminRoutes(adminBookingsChildren),
      { path: '*', element: <NotFoundPage /> },
    ],
  },
]);

export function App() {
  const [queryClient] = useState(createQueryClient);
  return (
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
      <Toaster visibleToasts={3} duration={4000} position="top-center" closeButton />
    </QueryClientProvider>
  );
}
