import { useEffect } from 'react';
import { AdminSubpageHeader } from '../../components/layout/admin-subpage-header.tsx';
import { PageContainer } from '../../components/layout/page-container.tsx';
import { Button } from '../../components/ui/button.tsx';
import { LoadingState } from '../../components/ui/spinner.tsx';
import { config } from '../../lib/config.ts';
import { Link } from '../../lib/router.tsx';
import { toast } from '../../lib/toast.ts';
import { useDocumentTitle } from '../../lib/use-document-title.ts';
import { useUnpaidBookings } from './api/get-unpaid-bookings.ts';
import { UnpaidTotal } from './components/unpaid-amounts.tsx';
import { UnpaidSessionCard } from './components/unpaid-session-card.tsx';

const notice = 'rounded-lg bg-stone-100 p-4 text-center text-sm text-stone-700';

/** /admin/unpaid-bookings (docs/product/screens.md Unpaid bookings page). */
export default function UnpaidBookingsPage() {
  useDocumentTitle(`Unpaid Bookings - Admin - ${config.appName}`);
  const unpaid = useUnpaidBookings();
  const sessions = unpaid.data;

  useEffect(() => {
    if (unpaid.isError) {
      toast.error('Failed to load unpaid bookings', {
        id: 'unpaid-load-error',
        description: 'Please try again later.',
      });
    }
  }, [unpaid.isError]);

  return (
    <PageContainer className="max-w-3xl space-y-6">
      {/* The server's order (decision 0010): taught classes latest first, then upcoming soonest first. */}
      <AdminSubpageHeader title="Unpaid Bookings">
        Confirmed players who have not paid yet. Classes already taught come first, the most recent on top;
        then upcoming sessions, the soonest first. Late-cancel fees are not bookings: see who owes them on{' '}
        {/* A review compared this page's total with the Players page's, which counts the fees too. */}
        <Link to="/admin/players" className="font-semibold text-green-800 underline underline-offset-2">
          Players
        </Link>
        .
      </AdminSubpageHeader>
      {unpaid.isPending ? (
        <LoadingState label="Loading unpaid bookings..." />
      ) : !sessions ? (
        <div className={notice}>
          <p>Unpaid bookings could not be loaded.</p>
          <Button variant="outline" size="sm" className="mt-3" onClick={() => unpaid.refetch()}>
            Try again
          </Button>
        </div>
      ) : sessions.length === 0 ? (
        <p className={notice}>No unpaid bookings found</p>
      ) : (
        <div className="space-y-4">
          <UnpaidTotal sessions={sessions} />
          {sessions.map((session) => (
            <UnpaidSessionCard key={session.sessionId} session={session} />
          ))}
        </div>
      )}
    </PageContainer>
  );
}
