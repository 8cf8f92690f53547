import { ArrowLeft } from 'lucide-react';
import { useEffect, useState } from 'react';
import { Link, useParams } from 'react-router';
import { bookingPageTitle, isBookingLinkShape } from '../../../core/booking-link.ts';
import { visitorCancelWindow } from '../../../core/cancel-rules.ts';
import { hasStarted, sessionStart, startsWithin24Hours } from '../../../core/club-time.ts';
import { nameKey } from '../../../core/names.ts';
import { SESSION_NOT_FOUND } from '../../../core/session-messages.ts';
import { PageContainer } from '../../components/layout/page-container.tsx';
import { SessionCanceledNote } from '../../components/session-canceled-note.tsx';
import { Card } from '../../components/ui/card.tsx';
import { LoadingState } from '../../components/ui/spinner.tsx';
import { config } from '../../lib/config.ts';
import { toast } from '../../lib/toast.ts';
import { useDocumentTitle } from '../../lib/use-document-title.ts';
import { useNow } from '../../lib/use-now.ts';
import { useWebPush } from '../../lib/use-web-push.ts';
import { VISITOR_PUSH } from '../../lib/web-push.ts';
import { useSessionByLink } from './api/get-session-by-link.ts';
import { BookingForm } from './components/booking-form.tsx';
import { ParticipantList } from './components/participant-list.tsx';
import { SessionNotFound } from './components/session-not-found.tsx';
import { SessionEndedCard, StartsSoonNotice } from './components/session-notices.tsx';
import { SessionOverview } from './components/session-overview.tsx';
import { NotificationBell } from './components/waiting-list-notifications.tsx';
import { useLiveSession } from './hooks/use-live-session.ts';

export function BookingPage() {
  const link = useParams().link ?? '';
  useDocumentTitle(bookingPageTitle(link, config.appName));
  // A link that cannot be a booking link is not looked up at all.
  const validLink = isBookingLinkShape(link);
  const query = useSessionByLink(link, validLink);
  const live = useLiveSession(link, validLink && Boolean(query.data));
  const push = useWebPush(VISITOR_PUSH);
  const now = useNow();
  const session = query.data;
  // Names this visitor cancelled here: the form does not book them again by itself (decision 0019).
  const [canceledKeys, setCanceledKeys] = useState<ReadonlySet<string>>(new Set());
  const holdBack = (name: string) => setCanceledKeys((keys) => new Set(keys).add(nameKey(name)));
  const bookAgain = (key: string) => setCanceledKeys((keys) => new Set([...keys].filter((k) => k !== key)));

  // docs/product/messages-and-limits.md: a failed lookup is also told in a toast; the id keeps it to one.
  useEffect(() => {
    if (!validLink) toast.error('Invalid session link', { id: 'session-load' });
    else if (query.isError) toast.error('Error loading session', { id: 'session-load' });
    else if (query.data === null) toast.error(SESSION_NOT_FOUND, { id: 'session-load' });
  }, [validLink, query.isError, query.data]);

  // docs/product/messages-and-limits.md: after a booking that put someone on the waiting list, offer notifications for 6 s.
  const offerNotifications = () => {
    if (push.state !== 'default') return;
    toast('Get a notification when a spot opens up?', {
      duration: 6000,
      action: { label: 'Enable', onClick: () => void push.enable() },
    });
  };

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
  const cancelWindow = visitorCancelWindow(start, now);

  return (
    <PageContainer className="space-y-5">
      <NotificationBell push={push} />
      <Link
        to="/sessions"
        className="inline-flex items-center gap-1 rounded-md text-sm font-semibold text-green-800 hover:underline"
      >
        <ArrowLeft className="size-4" aria-hidden="true" />
        All sessions
      </Link>
      {startsSoon && !session.canceled && <StartsSoonNotice cancelClosed={cancelWindow === 'closed'} />}
      {/* grid-cols-1 (minmax(0, 1fr)): a long unbroken name must not widen the column past the screen. */}
      <div className="grid grid-cols-1 items-start gap-5 lg:grid-cols-2">
        <div className="space-y-5">
          <Card className="space-y-6 p-5 sm:p-6">
            <SessionOverview session={session} />
            {!ended && session.canceled && <SessionCanceledNote canceled={session.canceled} as="h2" />}
            {!ended && !session.canceled && (
              <BookingForm
                session={session}
                canceledKeys={canceledKeys}
                onBookAgain={bookAgain}
                onWaitlisted={offerNotifications}
              />
            )}
          </Card>
          {ended && <SessionEndedCard />}
        </div>
        <ParticipantList
          session={session}
          cancelWindow={cancelWindow}
          onCanceled={holdBack}
          refreshing={query.isFetching}
          onRefresh={() => void query.refetch()}
          liveStatus={live}
        />
      </div>
    </PageContainer>
  );
}
