import { formatMoney, toCents } from '#core/money.ts';
import type { CanceledBooking } from '#core/schemas.ts';
import { Badge } from '../../../components/ui/badge.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { config } from '../../../lib/config.ts';
import { setCancelFee, useSessionChange } from '../api/attendance.ts';

const FEE_TEXT = { owed: 'Fee owed', paid: 'Fee paid', waived: 'Fee waived' } as const;

/**
 * A late cancel in the Canceled tab (docs/product/screens.md): 'Late', and once the session has
 * started its fee — 'Fee owed $12.50' with Paid and Waive, or paid/waived with Undo.
 */
export function LateCancelFee({
  sessionId,
  price,
  booking,
}: {
  sessionId: string;
  price: number;
  booking: CanceledBooking;
}) {
  const change = useSessionChange(setCancelFee, 'Error updating the fee');
  if (!booking.late) return null;
  const { fee } = booking;
  const set = (next: 'owed' | 'paid' | 'waived') =>
    change.mutate({ sessionId, bookingId: booking.id, fee: next });
  return (
    <div className="mt-1 flex flex-wrap items-center gap-2">
      <Badge tone="amber">Late</Badge>
      {fee && (
        <>
          <span className="text-sm font-semibold text-stone-900">
            {FEE_TEXT[fee]} {formatMoney(toCents(price), config.currency)}
          </span>
          {fee === 'owed' ? (
            <>
              <Button size="sm" variant="outline" disabled={change.isPending} onClick={() => set('paid')}>
                Paid<span className="sr-only"> fee of {booking.name}</span>
              </Button>
              <Button size="sm" variant="ghost" disabled={change.isPending} onClick={() => set('waived')}>
                Waive<span className="sr-only"> fee of {booking.name}</span>
              </Button>
            </>
          ) : (
            <Button size="sm" variant="ghost" disabled={change.isPending} onClick={() => set('owed')}>
              Undo<span className="sr-only"> fee of {booking.name}</span>
            </Button>
          )}
        </>
      )}
    </div>
  );
}
