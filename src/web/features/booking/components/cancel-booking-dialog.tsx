import { TriangleAlert } from 'lucide-react';
import type { PublicBooking } from '../../../../core/schemas.ts';
import { ConfirmDialogOnDemand, preloadConfirmDialog } from '../../../components/ui/dialogs-on-demand.tsx';

type CancelBookingDialogProps = {
  booking: PublicBooking | null;
  feeMayApply: boolean;
  onOpenChange: (open: boolean) => void;
  onConfirm: () => void;
};

/** Starts loading the dialog's code before the first click needs it. */
export const preloadCancelBookingDialog = preloadConfirmDialog;

/** Every visitor cancel is confirmed; within 24 hours the possible fee is spelled out (docs/product/validation.md, decision 0009). */
export function CancelBookingDialog({
  booking,
  feeMayApply,
  onOpenChange,
  onConfirm,
}: CancelBookingDialogProps) {
  return (
    <ConfirmDialogOnDemand
      open={booking !== null}
      onOpenChange={onOpenChange}
      title="Cancel booking?"
      description={
        <>
          Cancel the booking for <strong className="wrap-anywhere">{booking?.name}</strong>? If anyone is
          waiting, the first person on the waiting list takes the spot.
        </>
      }
      confirmLabel="Cancel Booking"
      cancelLabel="Keep Booking"
      onConfirm={onConfirm}
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
    </ConfirmDialogOnDemand>
  );
}
