import { PageContainer } from '../../../components/layout/page-container.tsx';
import { listNotLoaded, useUpcomingSessions } from '../../sessions/api/get-upcoming-sessions.ts';
import { ListNotLoaded } from '../../sessions/components/list-not-loaded.tsx';
import { SessionCardList, SessionCardListPlaceholder } from '../../sessions/components/session-card-list.tsx';

const SHOWN = 3;

/**
 * The next few published sessions, each with Book Session (the spec's public card). The server
 * renders them into the first paint (page-reads.ts); the list shares its cache with /sessions.
 */
export function UpcomingSessions() {
  const { data: sessions, isPending, dataUpdatedAt, refetch } = useUpcomingSessions();
  return (
    <PageContainer className="pt-14 pb-0 sm:pt-20">
      <section aria-labelledby="upcoming-title">
        <h2 id="upcoming-title" className="text-3xl font-black tracking-tight">
          Upcoming Sessions
        </h2>
        <div className="mt-8">
          {isPending ? (
            <SessionCardListPlaceholder count={SHOWN} label="Loading sessions" />
          ) : sessions && sessions.length > 0 ? (
            <SessionCardList
              sessions={sessions.slice(0, SHOWN)}
              readAt={dataUpdatedAt}
              action="book"
              titleLevel={3}
            />
          ) : listNotLoaded(sessions) ? (
            <ListNotLoaded onRetry={() => void refetch()} />
          ) : (
            <p className="text-stone-700">No sessions are open for booking right now. Check back soon.</p>
          )}
        </div>
      </section>
    </PageContainer>
  );
}
