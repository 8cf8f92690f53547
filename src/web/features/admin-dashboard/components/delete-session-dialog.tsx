import { formatLongDate, timeRange } from '#core/format.ts';
import type { SessionDto } from '#core/schemas.ts';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog.tsx';
import { failureDescription } from '../../../lib/api-client.ts';
import { toast } from '../../../lib/toast.ts';
import { useDeleteSession } from '../api/delete-session.ts';

type Props = { session: SessionDto; open: boolean; onOpenChange: (open: boolean) => void };

/** What deleting loses, so the admin knows which session this is and who booked it (issue 20). */
export function bookingsLostText(bookings: SessionDto['bookings']): string {
  const count = bookings.length;
  if (count === 0) return 'Nobody has booked it yet.';
  const paid = bookings.filter((b) => b.isPaid).length;
  const lost = `${count} ${count === 1 ? 'booking' : 'bookings'} will be lost`;
  if (paid === 0) return `${lost}, none of them paid.`;
  if (count === 1) return `${lost}, and it is paid.`;
  return `${lost}, ${paid === count ? 'all' : paid} of them paid.`;
}

export function DeleteSessionDialog({ session, open, onOpenChange }: Props) {
  const remove = useDeleteSession({
    onSuccess: () => toast.success('Session deleted'),
    onError: (error) => toast.error('Error deleting session', { description: failureDescription(error) }),
  });
  const confirm = () => remove.mutate(session.id);
  return (
    <ConfirmDialog
      open={open}
      onOpenChange={onOpenChange}
      title={`Delete ${session.title}?`}
      description={
        <>
          <span className="block font-semibold text-stone-900">
            {formatLongDate(session.date)}, {timeRange(session.time)}
          </span>
          <span className="mt-1 block font-semibold text-stone-900">
            {bookingsLostText(session.bookings)}
          </span>
          <span className="mt-2 block">
            Are you sure you want to delete this session? This action cannot be undone.
          </span>
        </>
      }
      confirmLabel="Delete"
      onConfirm={confirm}
    />
  );
}
