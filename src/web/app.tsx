import { type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { Toaster } from './components/toaster.tsx';

/** What wraps every screen, in the browser and on the server: the query cache and the toasts. */
export function AppShell({ queryClient, children }: { queryClient: QueryClient; children: ReactNode }) {
  return (
    <QueryClientProvider client={queryClient}>
      {children}
      {/* On a phone the toasts sit at the bottom: what a tap answers (the booking result the page
          focuses, the header, the bell) is scrolled to the top (decision 0190). */}
      <Toaster
        visibleToasts={3}
        duration={4000}
        position="top-center"
        phonePosition="bottom-center"
        closeButton
      />
    </QueryClientProvider>
  );
}
