import { ArrowLeft } from 'lucide-react';
import { useEffect } from 'react';
import { Link, useParams } from 'react-router';
import { toast } from 'sonner';
import { bookingPageTitle, isBookingLinkShape } from '../../../core/booking-link.ts';
import { hasStarted, sessionStart, startsWithin24Hours } from '../../../core/club-time.ts';
import { PageContainer } from '../../components/layout/page-container.tsx';
import { Card } from '../../components/ui/card.tsx';
import { LoadingState } from '../../components/ui/spinner.tsx';
import { config } from '../../lib/config.ts';
import { useDocumentTitle } from '../../lib/use-document-title.ts';
import { useNow } from '../../lib/use-now.ts';
import { useSessionByLink } from './api/get-session-by-link.ts';
import { BookingForm } from './components/booking-form.tsx';
import { ParticipantList } from './components/participant-list.tsx';
import { SessionNotFound } from './components/session-not-found.tsx';
import { SessionEndedCard, StartsSoonNotice } from './components/session-notices.tsx';
import { SessionOverview } from './components/session-overview.tsx';

export function BookingPage() {
  const link = useParams().link ?? '';
  useDocumentTitle(bookingPageTitle(link, config.appName));
  // A link that cannot be a booking link is not looked up at all.
  const validLink = isBookingLinkShape(link);
  const query = useSessionByLink(link, validLink);
  const now = useNow();
  const session = query.data;

  // Spec §8: a failed lookup is also told in a toast; the id keeps it to one.
  useEffect(() => {
    if (!validLink) toast.error('Invalid session link', { id: 'session-load' });
    else if (query.isError) toast.error('Error loading session', { id: 'session-load' });
    else if (query.data === null) toast.error('Session not found', { id: 'session-load' });
  }, [validLink, query.isError, query.data]);

  if (validLink && query.isPending) return <LoadingState />;
  if (!session) {
    return (
      <PageContainer>
        <SessionNotFound />
      </PageContainer>
    );
  }

  const start = sessionStart(session.date, session.time, config.clubTimeZone);
  const ended = hasStarted(start, now);
  const startsSoon = startsWithin24Hours(start, now);

  return (
    <PageContainer className="space-y-5">
      <Link
        to="/sessions"
        className="inline-flex items-center gap-1 rounded-md text-sm font-semibold text-green-800 hover:underline"
      >
        <ArrowLeft className="size-4" aria-hidden="true" />
        All sessions
      </Link>
      {startsSoon && <StartsSoonNotice />}
      <div className="grid items-start gap-5 lg:grid-cols-2">
        <div className="space-y-5">
          <Card className="space-y-6 p-5 sm:p-6">
            <SessionOverview session={session} />
            {!ended && <BookingForm session={session} />}
          </Card>
          {ended && <SessionEndedCard />}
        </div>
        <ParticipantList
          session={session}
          canCancel={!ended}
          startsSoon={startsSoon}
          refreshing={query.isFetching}
          onRefresh={() => void query.refetch()}
        />
      </div>
    </PageContainer>
  );
}
