import { useId } from 'react';
import type { PublicBooking } from '../../../../core/schemas.ts';
import { Checkbox } from '../../../components/ui/checkbox.tsx';
import { failureDescription } from '../../../lib/api-client.ts';
import { toast } from '../../../lib/toast.ts';
import { useSetBookingPaid } from '../api/set-booking-paid.ts';

/** The 'Paid $' tick of one booking; allowed on past sessions too (cash is collected after class). */
export function PaidCheckbox({ sessionId, booking }: { sessionId: string; booking: PublicBooking }) {
  const id = useId();
  const setPaid = useSetBookingPaid();
  const change = (isPaid: boolean) =>
    setPaid.mutate(
      { sessionId, bookingId: booking.id, isPaid },
      {
        onSuccess: () =>
          toast.success(isPaid ? 'Marked as paid' : 'Marked as unpaid', { description: booking.name }),
        onError: (error) =>
          toast.error('Error updating payment status', { description: failureDescription(error) }),
      },
    );
  return (
    <div className="flex shrink-0 flex-col items-center gap-0.5 sm:flex-row sm:gap-1.5">
      <Checkbox id={id} checked={booking.isPaid === true} onCheckedChange={change} />
      <label htmlFor={id} className="text-xs font-semibold whitespace-nowrap text-stone-700 sm:text-sm">
        Paid $<span className="sr-only"> for {booking.name}</span>
      </label>
    </div>
  );
}
