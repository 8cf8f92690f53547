import { CalendarX } from 'lucide-react';
import type { SessionCanceled } from '#core/session-cancel.ts';

/** A rained-off session (decision 0080): canceled, why, and booking closed. The icon is the ended card's,
 * already in the public bundle (decision 0030). The admin, who can still manage its bookings, is told
 * that players cannot book it rather than that booking is closed. */
export function SessionCanceledNote({
  canceled,
  as: Heading = 'p',
  forAdmin = false,
}: {
  canceled: SessionCanceled;
  as?: 'p' | 'h2';
  forAdmin?: boolean;
}) {
  return (
    <div role="note" className="flex gap-3 rounded-xl border border-red-300 bg-red-50 p-3 text-red-950">
      <CalendarX className="mt-0.5 size-5 shrink-0 text-red-800" aria-hidden="true" />
      <div className="min-w-0">
        <Heading className="font-bold">Session canceled</Heading>
        <p className="text-sm break-words">
          <span className="font-semibold">Reason:</span> {canceled.reason}
        </p>
        <p className="text-sm">
          {forAdmin
            ? 'Players cannot book it. You can still manage its bookings here.'
            : 'Booking is closed.'}
        </p>
      </div>
    </div>
  );
}
