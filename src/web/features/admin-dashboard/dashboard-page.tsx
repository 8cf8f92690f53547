import { useQueryClient } from '@tanstack/react-query';
import { RefreshCw } from 'lucide-react';
import { useCallback, useEffect, useState } from 'react';
import { PageContainer } from '../../components/layout/page-container.tsx';
import { LiveStatus } from '../../components/live-status.tsx';
import { Button } from '../../components/ui/button.tsx';
import { ApiRequestError } from '../../lib/api-client.ts';
import { config } from '../../lib/config.ts';
import { queryKeys } from '../../lib/query-keys.ts';
import { toast } from '../../lib/toast.ts';
import { useAdminLive } from '../../lib/use-admin-live.ts';
import { useDocumentTitle } from '../../lib/use-document-title.ts';
import { useSessions } from './api/get-sessions.ts';
import { DashboardHeader } from './components/dashboard-header.tsx';
import { PastSessionsSection } from './components/past-sessions-section.tsx';
import { PullToRefreshIndicator } from './components/pull-to-refresh-indicator.tsx';
import { SessionFormDialog } from './components/session-form-dialog.tsx';
import { SessionGrid } from './components/session-grid.tsx';
import { SummaryCards } from './components/summary-cards.tsx';
import { usePullToRefresh } from './hooks/use-pull-to-refresh.ts';
import { useReadAgainAtNextStart } from './hooks/use-read-again-at-start.ts';

/** /admin (docs/product/screens.md Admin dashboard). */
export default function DashboardPage() {
  useDocumentTitle(`Sessions - Admin - ${config.appName}`);
  const queryClient = useQueryClient();
  const sessions = useSessions();
  const live = useAdminLive();
  const [creating, setCreating] = useState(false);

  useEffect(() => {
    if (!sessions.error) return;
    // An expired sign-in: asking /me again lets the admin gate send the admin to /auth.
    if (sessions.error instanceof ApiRequestError && sessions.error.status === 401) {
      void queryClient.invalidateQueries({ queryKey: queryKeys.me });
      return;
    }
    toast.error('Error loading sessions', { description: 'Please try again later.' });
  }, [sessions.error, queryClient]);

  // Refreshes what is on screen: upcoming always, past only if it was ever opened.
  const refresh = useCallback(
    () => queryClient.refetchQueries({ queryKey: queryKeys.admin.sessions, type: 'active' }),
    [queryClient],
  );
  const pull = usePullToRefresh(refresh);
  useReadAgainAtNextStart(sessions.data);
  const [refreshing, setRefreshing] = useState(false);
  const refreshFromButton = async () => {
    setRefreshing(true);
    await refresh();
    setRefreshing(false);
  };

  return (
    <PageContainer>
      <PullToRefreshIndicator state={pull.state} distance={pull.distance} />
      <DashboardHeader onCreate={() => setCreating(true)} />
      <div className="mt-3">
        <LiveStatus status={live} />
      </div>
      <div className="mt-6">
        <SummaryCards sessions={sessions.data} failed={sessions.isError} />
      </div>
      <section aria-labelledby="upcoming-heading" className="mt-10">
        <h2 id="upcoming-heading" className="mb-4 text-xl font-bold">
          Upcoming Sessions
        </h2>
        <SessionGrid
          sessions={sessions.data}
          loading={sessions.isPending}
          emptyText={sessions.isError ? 'Sessions could not be loaded.' : 'No sessions created yet.'}
        />
      </section>
      <PastSessionsSection />
      <div className="mt-10 flex justify-center border-t border-stone-200 pt-6">
        <Button variant="outline" onClick={refreshFromButton} disabled={refreshing}>
          <RefreshCw className={`size-4 ${refreshing ? 'animate-spin' : ''}`} aria-hidden="true" />
          {refreshing ? 'Refreshing...' : 'Refresh'}
        </Button>
      </div>
      <SessionFormDialog open={creating} onOpenChange={setCreating} />
    </PageContainer>
  );
}
