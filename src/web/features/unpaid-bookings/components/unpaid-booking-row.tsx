import { Check } from 'lucide-react';
import { Button } from '../../../components/ui/button.tsx';
import { failureDescription } from '../../../lib/api-client.ts';
import { toast } from '../../../lib/toast.ts';
import { useMarkBookingPaid } from '../api/mark-booking-paid.ts';

type Props = { sessionId: string; bookingId: string; name: string };

/** A name that still owes, with 'Mark as Paid' ('Marking...' meanwhile). */
export function UnpaidBookingRow({ sessionId, bookingId, name }: Props) {
  const mark = useMarkBookingPaid({
    onSuccess: () => toast.success('Marked as paid', { description: name }),
    onError: (error) =>
      toast.error('Failed to mark booking as paid', { description: failureDescription(error) }),
  });
  const markPaid = () => mark.mutate({ sessionId, bookingId });
  return (
    <li className="flex min-h-14 items-center justify-between gap-3 py-2">
      <span className="min-w-0 font-medium break-words text-stone-900">{name}</span>
      <Button variant="outline" size="sm" className="shrink-0" onClick={markPaid} disabled={mark.isPending}>
        <Check className="size-4" aria-hidden="true" />
        {mark.isPending ? 'Marking...' : 'Mark as Paid'}
        <span className="sr-only"> for {name}</span>
      </Button>
    </li>
  );
}
