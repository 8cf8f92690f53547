import { ArrowLeft } from 'lucide-react';
import { bookingPageTitle, isBookingLinkShape } from '#core/booking-link.ts';
import { visitorCancelWindow } from '#core/cancel-rules.ts';
import { hasStarted, sessionStart, startsWithin24Hours } from '#core/club-time.ts';
import { availabilityOf, isBookingClosed } from '#core/session-fill.ts';
import { PageContainer } from '../../components/layout/page-container.tsx';
import { SessionCanceledNote } from '../../components/session-canceled-note.tsx';
import { Card } from '../../components/ui/card.tsx';
import { LoadingState } from '../../components/ui/spinner.tsx';
import { config } from '../../lib/config.ts';
import { Link, useParams } from '../../lib/router.tsx';
import { useDocumentTitle } from '../../lib/use-document-title.ts';
import { useNow } from '../../lib/use-now.ts';
import { useWebPush } from '../../lib/use-web-push.ts';
import { VISITOR_PUSH } from '../../lib/web-push.ts';
import { useSessionByLink } from './api/get-session-by-link.ts';
import { AnotherPhoneButton } from './components/another-phone-button.tsx';
import { BookingForm } from './components/booking-form.tsx';
import { ParticipantList } from './components/participant-list.tsx';
import { SessionNotFound } from './components/session-not-found.tsx';
import { SessionEndedCard, StartsSoonNotice } from './components/session-notices.tsx';
import { SessionOverview } from './components/session-overview.tsx';
import { NotificationBell } from './components/waiting-list-notifications.tsx';
import { useCanceledNames } from './hooks/use-canceled-names.ts';
import { useLiveSession } from './hooks/use-live-session.ts';

export function BookingPage() {
  const link = useParams().link ?? '';
  useDocumentTitle(bookingPageTitle(link, config.appName));
  // A link that cannot be a booking link is not looked up at all.
  const validLink = isBookingLinkShape(link);
  const query = useSessionByLink(link, validLink);
  const live = useLiveSession(link, validLink && Boolean(query.data));
  const push = useWebPush(VISITOR_PUSH);
  // The first render uses the time the page's data was read, so a server-rendered page hydrates alike.
  const now = useNow(undefined, query.dataUpdatedAt);
  const session = query.data;
  const { canceledKeys, holdBack, bookAgain } = useCanceledNames(link);

  if (validLink && query.isPending) return <LoadingState />;
  if (!session) {
    return (
      <PageContainer>
        <SessionNotFound reason={!validLink ? 'invalid-link' : query.isError ? 'error' : 'not-found'} />
      </PageContainer>
    );
  }

  const start = sessionStart(session.date, session.time, config.clubTimeZone);
  const ended = hasStarted(start, now);
  const startsSoon = startsWithin24Hours(start, now);
  const cancelWindow = visitorCancelWindow(start, now);
  const room = availabilityOf(session, session.bookings.length);
  const closed = !ended && isBookingClosed(room);
  // A rained-off session, like a started one, has no calendar entry, no room left and no invitation
  // to book (decisions 0066, 0080).
  const over = ended || Boolean(session.canceled);

  return (
    <PageContainer className="space-y-5">
      {/* Nobody can move up once the session has started: nothing to be told about. */}
      {!ended && <NotificationBell push={push} />}
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
          <Card className="space-y-6 p-5 cramped:p-3 sm:p-6">
            <SessionOverview session={session} room={room} ended={over} />
            {!ended && session.canceled && <SessionCanceledNote canceled={session.canceled} as="h2" />}
            {!ended && !session.canceled && (
              <BookingForm
                session={session}
                room={room}
                closed={closed}
                canceledKeys={canceledKeys}
                onBookAgain={bookAgain}
                cancelWindow={cancelWindow}
                onCanceled={holdBack}
                onEnableNotifications={push.state === 'default' ? () => void push.enable() : undefined}
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
          ended={over}
        />
      </div>
      <AnotherPhoneButton />
    </PageContainer>
  );
}
