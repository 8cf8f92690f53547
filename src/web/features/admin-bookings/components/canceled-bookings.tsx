import { formatDateTime } from '#core/format.ts';
import type { CanceledBooking } from '#core/schemas.ts';
import { Badge } from '../../../components/ui/badge.tsx';
import { config } from '../../../lib/config.ts';
import { LateCancelFee } from './late-cancel-fee.tsx';

/**
 * The Canceled tab (docs/product/screens.md): name, 'Canceled on' date and time, '(By Admin)', a
 * CANCELED tag, Paid when it had been paid, and a late cancel's fee (decision 0078).
 */
export function CanceledBookings({
  bookings,
  sessionId,
  price,
}: {
  bookings: CanceledBooking[];
  sessionId: string;
  price: number;
}) {
  if (bookings.length === 0) {
    return (
      <p className="rounded-lg bg-stone-100 p-4 text-center text-sm text-stone-700">No canceled bookings.</p>
    );
  }
  return (
    <ul className="space-y-2">
      {bookings.map((b) => (
        <li
          key={b.id}
          className="flex items-center justify-between gap-3 rounded-lg border border-stone-200 bg-white px-3 py-2 cramped:flex-wrap"
        >
          <div className="min-w-0">
            <p className="font-medium break-words text-stone-900">{b.name}</p>
            <p className="text-sm text-stone-700">
              Canceled on {formatDateTime(b.cancelationDate, config.clubTimeZone)}
              {b.canceledByAdmin && <span className="font-semibold"> (By Admin)</span>}
            </p>
            <LateCancelFee sessionId={sessionId} price={price} booking={b} />
          </div>
          <div className="flex shrink-0 flex-col items-end gap-1 sm:flex-row sm:items-center">
            {/* Paid before it was canceled: the club may owe a refund. */}
            {b.isPaid && <Badge tone="court">Paid</Badge>}
            <Badge tone="red">CANCELED</Badge>
          </div>
        </li>
      ))}
    </ul>
  );
}
