import { CalendarX, Clock } from 'lucide-react';
import { CANCEL_CUTOFF_DETAIL } from '#core/cancel-rules.ts';
import { type Availability, availabilityText } from '#core/session-fill.ts';
import { Card } from '../../../components/ui/card.tsx';
import { Link } from '../../../lib/router.tsx';

/** docs/product/screens.md: the start is in the future and at most 24 hours away; in the last 2 hours no cancelling at all. */
export function StartsSoonNotice({ cancelClosed }: { cancelClosed: boolean }) {
  return (
    <div
      role="note"
      className="flex gap-3 rounded-2xl border border-amber-300 bg-amber-50 p-4 text-amber-950 shadow-sm"
    >
      <Clock className="mt-0.5 size-5 shrink-0 text-amber-800" aria-hidden="true" />
      <div>
        <p className="font-bold">This session starts within {cancelClosed ? '2' : '24'} hours</p>
        <p className="mt-1 text-sm">
          {cancelClosed
            ? CANCEL_CUTOFF_DETAIL
            : 'Canceling now may incur a fee unless your spot is filled from the waiting list.'}{' '}
          See the{' '}
          <Link to="/terms" className="font-semibold underline underline-offset-2">
            Terms &amp; Conditions
          </Link>
          .
        </p>
      </div>
    </div>
  );
}

/**
 * Decision 0065: shown instead of the form while no name fits (the waiting list is full), so nobody
 * types names only to be refused. A cancellation opens the form again by itself (live page).
 */
export function BookingClosedNotice({ room }: { room: Availability }) {
  return (
    // Takes the focus when a refusal closes booking under the player's finger (booking-form.tsx).
    <section
      aria-label="Booking closed"
      tabIndex={-1}
      data-closed-notice
      className="space-y-3 border-t border-stone-200 pt-4"
    >
      {/* Where 'Book N Spot(s)' stands, switched off: at full strength, so the reason stays readable. */}
      <button
        type="button"
        disabled
        className="flex min-h-12 w-full cursor-not-allowed items-center justify-center rounded-lg bg-stone-100 px-4 text-base font-bold text-stone-900 ring-1 ring-stone-300"
      >
        {availabilityText(room)}
      </button>
      <p className="text-center text-sm text-stone-700">
        If someone cancels, booking opens again here by itself.
      </p>
    </section>
  );
}

/** docs/product/screens.md: shown instead of the form once the session has started. */
export function SessionEndedCard() {
  return (
    <Card className="flex items-center gap-3 border-stone-300 bg-stone-100 p-5">
      <CalendarX className="size-8 shrink-0 text-stone-700" aria-hidden="true" />
      <div>
        <h2 className="text-lg font-bold">Session has ended</h2>
        <p className="text-stone-700">Booking is closed.</p>
      </div>
    </Card>
  );
}
