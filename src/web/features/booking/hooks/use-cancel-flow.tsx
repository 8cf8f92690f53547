// A visitor's cancel, from the participant list or from a booked row of the form (decision 0063):
// every cancel asks first (decision 0009), then says it is done. The dialog, and the call it makes,
// load on demand (decision 0030).
import { useState } from 'react';
import type { VisitorCancelWindow } from '#core/cancel-rules.ts';
import { cancelNoteWarnsOfFee } from '#core/late-fees.ts';
import { confirmedAndWaiting } from '#core/roster.ts';
import type { PublicBooking, SessionDto } from '#core/schemas.ts';
import { MountOnceOpen, onDemand } from '../../../components/ui/on-demand.tsx';

const cancelDialog = onDemand(() =>
  import('../components/cancel-booking-dialog.tsx').then((m) => m.CancelBookingDialog),
);
/** Starts loading the dialog's code before the first click needs it. */
export const preloadCancelBookingDialog = cancelDialog.preload;

/** Among the session's first `capacity` active bookings. */
const isConfirmed = (session: SessionDto, booking: PublicBooking) =>
  confirmedAndWaiting(session.bookings, session.capacity).confirmed.some((b) => b.id === booking.id);

export function useCancelFlow(
  session: SessionDto,
  cancelWindow: VisitorCancelWindow,
  onCanceled: (name: string) => void,
) {
  const [toCancel, setToCancel] = useState<PublicBooking | null>(null);
  const confirmed = toCancel !== null && isConfirmed(session, toCancel);
  const [cancellingId, setCancellingId] = useState<string | undefined>();
  return {
    // The server refuses a visitor's cancel in the last 2 hours: no button that can only fail.
    canCancel: cancelWindow !== 'closed',
    ask: setToCancel,
    cancellingId,
    dialog: (
      <MountOnceOpen open={toCancel !== null} onLoadFailed={() => setToCancel(null)}>
        <cancelDialog.Component
          session={session}
          booking={toCancel}
          waiting={toCancel !== null && !confirmed}
          feeMayApply={cancelNoteWarnsOfFee(cancelWindow === 'fee-may-apply', confirmed)}
          onClose={() => setToCancel(null)}
          onPendingChange={setCancellingId}
          onCanceled={onCanceled}
        />
      </MountOnceOpen>
    ),
  };
}
