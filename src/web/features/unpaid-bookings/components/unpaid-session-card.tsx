import { CalendarDays, Clock } from 'lucide-react';
import { useId } from 'react';
import { formatLongDate, timeRange } from '#core/format.ts';
import { Card } from '../../../components/ui/card.tsx';
import { Link } from '../../../lib/router.tsx';
import type { UnpaidSession } from '../api/get-unpaid-bookings.ts';
import { UnpaidAmount } from './unpaid-amounts.tsx';
import { UnpaidBookingRow } from './unpaid-booking-row.tsx';

/** One session with its unpaid bookings; the title opens the session's bookings page. */
export function UnpaidSessionCard({ session }: { session: UnpaidSession }) {
  const titleId = useId();
  return (
    <Card className="p-4 sm:p-5">
      <h2 id={titleId} className="text-lg font-bold break-words">
        <Link
          to={`/admin/bookings/${session.sessionId}`}
          className="rounded-sm text-green-900 underline-offset-4 hover:underline"
        >
          {session.sessionTitle}
        </Link>
      </h2>
      <p className="mt-1 flex flex-wrap gap-x-4 gap-y-1 text-sm text-stone-700">
        <span className="flex items-center gap-1.5">
          <CalendarDays className="size-4 shrink-0 text-green-700" aria-hidden="true" />
          {formatLongDate(session.date)}
        </span>
        <span className="flex items-center gap-1.5">
          <Clock className="size-4 shrink-0 text-green-700" aria-hidden="true" />
          {timeRange(session.time)}
        </span>
      </p>
      <UnpaidAmount session={session} />
      <ul aria-labelledby={titleId} className="mt-3 divide-y divide-stone-200 border-t border-stone-200">
        {session.unpaidBookings.map((b) => (
          <UnpaidBookingRow
            key={b.bookingId}
            sessionId={session.sessionId}
            bookingId={b.bookingId}
            name={b.name}
          />
        ))}
      </ul>
    </Card>
  );
}
