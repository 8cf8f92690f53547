import { useId } from 'react';
import type { PublicBooking } from '#core/schemas.ts';
import { Checkbox } from '../../../components/ui/checkbox.tsx';
import { failureDescription } from '../../../lib/api-client.ts';
import { toast } from '../../../lib/toast.ts';
import { useSetBookingPaid } from '../api/set-booking-paid.ts';

/**
 * One toast for every payment tick: an admin ticking a row after another (cash at the court) sees the
 * last one told, instead of three toasts stacked over the rows being ticked.
 */
const PAYMENT_TOAST_ID = 'payment-status';

/** The 'Paid $' tick of one booking; allowed on past sessions too (cash is collected after class). */
export function PaidCheckbox({ sessionId, booking }: { sessionId: string; booking: PublicBooking }) {
  const id = useId();
  const setPaid = useSetBookingPaid();
  const change = (isPaid: boolean) =>
    setPaid.mutate(
      { sessionId, bookingId: booking.id, isPaid },
      {
        onSuccess: () =>
          toast.success(isPaid ? 'Marked as paid' : 'Marked as unpaid', {
            id: PAYMENT_TOAST_ID,
            description: booking.name,
          }),
        onError: (error) =>
          toast.error('Error updating payment status', { description: failureDescription(error) }),
      },
    );
  return (
    // The whole label is the tap target, at least 44×44 px around the 24 px box (WCAG 2.5.5).
    <label
      htmlFor={id}
      className="flex min-h-11 min-w-11 shrink-0 cursor-pointer flex-col items-center justify-center gap-0.5 rounded-md px-1 hover:bg-stone-100 sm:flex-row sm:gap-1.5 sm:px-2"
    >
      <Checkbox id={id} checked={booking.isPaid === true} onCheckedChange={change} />
      <span className="text-xs font-semibold whitespace-nowrap text-stone-700 sm:text-sm">
        Paid $<span className="sr-only"> for {booking.name}</span>
      </span>
    </label>
  );
}
