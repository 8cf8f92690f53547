import { CalendarX } from 'lucide-react';
import type { SessionCanceled } from '#core/session-cancel.ts';

/** A rained-off session as players see it (decision 0080): canceled, why, and booking closed. The icon is the
 * ended card's, already in the public bundle (decision 0030). */
export function SessionCanceledNote({
  canceled,
  as: Heading = 'p',
}: {
  canceled: SessionCanceled;
  as?: 'p' | 'h2';
}) {
  return (
    <div role="note" className="flex gap-3 rounded-xl border border-red-300 bg-red-50 p-3 text-red-950">
      <CalendarX className="mt-0.5 size-5 shrink-0 text-red-800" aria-hidden="true" />
      <div className="min-w-0">
        <Heading className="font-bold">Session canceled</Heading>
        <p className="text-sm break-words">
          <span className="font-semibold">Reason:</span> {canceled.reason}
        </p>
        <p className="text-sm">Booking is closed.</p>
      </div>
    </div>
  );
}
