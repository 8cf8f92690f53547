import { type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { Toaster } from './components/toaster.tsx';

/** What wraps every screen, in the browser and on the server: the query cache and the toasts. */
export function AppShell({ queryClient, children }: { queryClient: QueryClient; children: ReactNode }) {
  return (
    <QueryClientProvider client={queryClient}>
      {children}
      {/* On a phone, toasts start below the header and the booking page's bell, so they cover neither. */}
      <Toaster
        visibleToasts={3}
        duration={4000}
        position="top-center"
        mobileOffset={{ top: 124 }}
        closeButton
      />
    </QueryClientProvider>
  );
}
