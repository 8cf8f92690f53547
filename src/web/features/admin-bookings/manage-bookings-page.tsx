import { Clock } from 'lucide-react';
import { sessionHasStarted } from '#core/club-time.ts';
import { DownloadCsvLink } from '../../components/download-csv-link.tsx';
import { BackLink } from '../../components/layout/back-link.tsx';
import { PageContainer } from '../../components/layout/page-container.tsx';
import { LiveStatus } from '../../components/live-status.tsx';
import { LoadingState } from '../../components/ui/spinner.tsx';
import { API_BASE } from '../../lib/api-client.ts';
import { config } from '../../lib/config.ts';
import { useParams } from '../../lib/router.tsx';
import { useAdminLive } from '../../lib/use-admin-live.ts';
import { useDocumentTitle } from '../../lib/use-document-title.ts';
import { useNow } from '../../lib/use-now.ts';
import { useSession } from './api/get-session.ts';
import { BookingsTabs } from './components/bookings-tabs.tsx';
import { SessionHeader } from './components/session-header.tsx';
import { useLeaveOnLoadError } from './hooks/use-leave-on-load-error.ts';

/** /admin/bookings/{sessionId} (docs/product/screens.md Manage bookings page). */
export default function ManageBookingsPage() {
  const { sessionId = '' } = useParams();
  const { data: session, error } = useSession(sessionId);
  const live = useAdminLive();
  const now = useNow();
  useLeaveOnLoadError(error, session !== undefined);
  useDocumentTitle(`${session ? `${session.title} - ` : ''}Bookings - Admin - ${config.appName}`);

  // Past sessions are read-only except for the paid flag (docs/product/data.md).
  const isPast = session ? sessionHasStarted(session, config.clubTimeZone, now) : false;

  return (
    <PageContainer className="max-w-3xl space-y-4 sm:space-y-6">
      <BackLink to="/admin">Back to Dashboard</BackLink>
      <LiveStatus status={live} />
      {session ? (
        <>
          {isPast && (
            <p className="flex items-center gap-2 rounded-lg bg-amber-50 px-4 py-3 text-sm font-semibold text-amber-900 ring-1 ring-amber-300">
              <Clock className="size-4 shrink-0" aria-hidden="true" />
              This session has already ended.
            </p>
          )}
          <SessionHeader session={session} isPast={isPast} />
          <DownloadCsvLink
            href={`${API_BASE}/sessions/${encodeURIComponent(session.id)}/roster.csv`}
            what="the roster"
          />
          <BookingsTabs session={session} isPast={isPast} />
        </>
      ) : (
        <LoadingState label="Loading session..." />
      )}
    </PageContainer>
  );
}
