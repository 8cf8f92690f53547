import { Check } from 'lucide-react';
import { Button } from '../../../components/ui/button.tsx';
import { failureDescription } from '../../../lib/api-client.ts';
import { useNavigate } from '../../../lib/router.tsx';
import { toast } from '../../../lib/toast.ts';
import { useMarkBookingPaid, useUndoMarkPaid } from '../api/mark-booking-paid.ts';

type Props = { sessionId: string; bookingId: string; name: string };

/** Long enough to notice a wrong tap and undo it. */
const UNDO_TOAST_MS = 8000;

/**
 * A name that still owes, with 'Mark as Paid' ('Marking...' meanwhile). The row leaves the list once
 * paid, so its toast offers Undo and the way to the session's bookings (issue 20).
 */
export function UnpaidBookingRow({ sessionId, bookingId, name }: Props) {
  const navigate = useNavigate();
  const undo = useUndoMarkPaid({
    onSuccess: () => toast.success('Marked as unpaid', { description: name }),
    onError: (error) =>
      toast.error('Error updating payment status', { description: failureDescription(error) }),
  });
  const mark = useMarkBookingPaid({
    onSuccess: () =>
      toast.success('Marked as paid', {
        description: name,
        duration: UNDO_TOAST_MS,
        action: { label: 'Undo', onClick: () => void undo({ sessionId, bookingId }) },
        cancel: { label: 'Open session', onClick: () => navigate(`/admin/bookings/${sessionId}`) },
      }),
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
