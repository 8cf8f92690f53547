import { confirmedAndWaiting } from '#core/roster.ts';
import type { PublicBooking, SessionDto } from '#core/schemas.ts';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog.tsx';
import { failureDescription } from '../../../lib/api-client.ts';
import { toast } from '../../../lib/toast.ts';
import { useCancelBooking } from '../api/cancel-booking.ts';
import { useRenameBooking } from '../api/rename-booking.ts';
import { BookingNameDialog } from './booking-name-dialog.tsx';

/** What the admin chose to do with a booking row: rename it or cancel it. */
export type BookingAction = { kind: 'edit' | 'cancel'; booking: PublicBooking };

type Props = {
  session: SessionDto;
  action: BookingAction | null;
  movesWaitingUp: boolean;
  onDone: () => void;
};

/** The rename dialog and the cancel confirmation (docs/product/validation.md: cancelling needs a confirm dialog). */
export function BookingActionDialogs({ session, action, movesWaitingUp, onDone }: Props) {
  const rename = useRenameBooking();
  const cancel = useCancelBooking();
  const editing = action?.kind === 'edit' ? action.booking : null;
  const canceling = action?.kind === 'cancel' ? action.booking : null;
  const cancelingConfirmed =
    canceling !== null &&
    confirmedAndWaiting(session.bookings, session.capacity).confirmed.some((b) => b.id === canceling.id);

  const submitRename = (name: string) => {
    if (!editing) return;
    rename.mutate(
      { sessionId: session.id, bookingId: editing.id, name },
      {
        onSuccess: () => {
          toast.success('Booking updated', { description: name });
          onDone();
        },
        onError: (error) => toast.error('Error updating booking', { description: failureDescription(error) }),
      },
    );
  };

  const confirmCancel = () => {
    if (!canceling) return;
    cancel.mutate(
      { sessionId: session.id, bookingId: canceling.id },
      {
        onSuccess: () => toast.success('Booking canceled', { description: canceling.name }),
        onError: (error) =>
          toast.error('Error canceling booking', { description: failureDescription(error) }),
      },
    );
  };

  return (
    <>
      <BookingNameDialog
        open={editing !== null}
        onOpenChange={(open) => !open && onDone()}
        title="Edit Booking"
        description="Change the name on this booking. Its place in the list stays the same."
        initialName={editing?.name}
        submitLabel="Save"
        pendingLabel="Saving..."
        pending={rename.isPending}
        onSubmit={submitRename}
        bookedNames={session.bookings.filter((b) => b.id !== editing?.id).map((b) => b.name)}
      />
      <ConfirmDialog
        open={canceling !== null}
        onOpenChange={(open) => !open && onDone()}
        title="Cancel this booking?"
        description={
          <>
            <strong className="font-semibold text-stone-900">{canceling?.name}</strong>
            {/* A paid booking is money the club may owe back: say so before it goes (issue 20). */}
            {canceling?.isPaid
              ? ' has paid. The booking moves to the Canceled list, still marked Paid, so a refund is not forgotten.'
              : ' moves to the Canceled list.'}
            {cancelingConfirmed && movesWaitingUp && ' The first person on the waiting list moves up.'}
          </>
        }
        confirmLabel="Cancel Booking"
        cancelLabel="Keep Booking"
        onConfirm={confirmCancel}
      />
    </>
  );
}
