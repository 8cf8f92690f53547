import { TriangleAlert } from 'lucide-react';
import type { PublicBooking, SessionDto } from '#core/schemas.ts';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog.tsx';
import { toast } from '../../../lib/toast.ts';
import { useCancelBooking } from '../api/cancel-booking.ts';

type CancelBookingDialogProps = {
  session: SessionDto;
  booking: PublicBooking | null;
  /** The booking waits: cancelling it frees no place. */
  waiting: boolean;
  feeMayApply: boolean;
  onClose: () => void;
  /** The booking being cancelled while the server answers, then undefined. */
  onPendingChange: (bookingId: string | undefined) => void;
  onCanceled: (name: string) => void;
};

/**
 * Every visitor cancel is confirmed; within 24 hours the possible fee is spelled out (docs/product/validation.md,
 * decision 0009). Loaded on demand with its Radix dialog (use-cancel-flow.tsx, decision 0030).
 */
export function CancelBookingDialog({
  session,
  booking,
  waiting,
  feeMayApply,
  onClose,
  onPendingChange,
  onCanceled,
}: CancelBookingDialogProps) {
  const cancel = useCancelBooking(session.link);

  function confirm() {
    if (!booking) return;
    const { id, name } = booking;
    onPendingChange(id);
    cancel.mutate(
      { sessionId: session.id, bookingId: id },
      {
        onSuccess: () => {
          toast.success('Booking canceled');
          onCanceled(name);
        },
        onError: (error) => toast.error(error.message),
        onSettled: () => onPendingChange(undefined),
      },
    );
  }

  return (
    <ConfirmDialog
      open={booking !== null}
      onOpenChange={(open) => !open && onClose()}
      title="Cancel booking?"
      description={
        <>
          Cancel the booking for <strong className="wrap-anywhere">{booking?.name}</strong>?{' '}
          {waiting
            ? 'They come off the waiting list.'
            : 'If anyone is waiting, the first person on the waiting list takes the spot.'}
        </>
      }
      confirmLabel="Cancel Booking"
      cancelLabel="Keep Booking"
      onConfirm={confirm}
    >
      {feeMayApply && (
        <p className="mt-4 flex gap-2 rounded-lg bg-amber-50 p-3 text-sm text-amber-900 ring-1 ring-amber-200">
          <TriangleAlert className="size-5 shrink-0" aria-hidden="true" />
          <span>
            This session starts within 24 hours. A cancellation fee may apply unless your spot is filled from
            the waiting list.
          </span>
        </p>
      )}
    </ConfirmDialog>
  );
}
