import { CalendarX } from 'lucide-react';
import { PageContainer } from '../../components/layout/page-container.tsx';
import { Card } from '../../components/ui/card.tsx';
import { LoadingState } from '../../components/ui/spinner.tsx';
import { config } from '../../lib/config.ts';
import { useDocumentTitle } from '../../lib/use-document-title.ts';
import { listNotLoaded, useUpcomingSessions } from './api/get-upcoming-sessions.ts';
import { ListNotLoaded } from './components/list-not-loaded.tsx';
import { SessionCardList } from './components/session-card-list.tsx';

export function SessionsPage() {
  useDocumentTitle(`Upcoming Sessions - ${config.appName}`);
  const { data: sessions, isPending, dataUpdatedAt, refetch } = useUpcomingSessions();
  return (
    <PageContainer>
      <h1 className="text-3xl font-black tracking-tight">Upcoming Sessions</h1>
      <p className="mt-2 text-stone-700">Pick a session and book your spot.</p>
      <div className="mt-8">
        {isPending ? (
          <LoadingState />
        ) : !sessions || sessions.length === 0 ? (
          <Card className="flex flex-col items-center p-10 text-center">
            <CalendarX className="size-10 text-green-700" aria-hidden="true" />
            <h2 className="mt-3 text-xl font-bold">No Sessions Found</h2>
            {listNotLoaded(sessions) ? (
              <ListNotLoaded onRetry={() => void refetch()} />
            ) : (
              <p className="mt-1 text-stone-700">
                There are no upcoming sessions right now. Check back soon.
              </p>
            )}
          </Card>
        ) : (
          <SessionCardList sessions={sessions} readAt={dataUpdatedAt} />
        )}
      </div>
    </PageContainer>
  );
}
