import { useId, useMemo, useState } from 'react';
import { confirmedAndWaiting } from '#core/roster.ts';
import type { PublicBooking, SessionDto } from '#core/schemas.ts';
import { visitorColours, visitorKey } from '#core/visitor-colours.ts';
import { AttendanceSummary } from './attendance-summary.tsx';
import { type BookingAction, BookingActionDialogs } from './booking-action-dialogs.tsx';
import { BookingList } from './booking-list.tsx';

/**
 * The Bookings tab: numbered confirmed and waiting lists (docs/product/screens.md). Selecting a name highlights
 * every booking of the same visitor; edit and cancel only while the session is upcoming.
 */
export function ActiveBookings({ session, isPast }: { session: SessionDto; isPast: boolean }) {
  const hintId = useId();
  const ids = { confirmed: useId(), waiting: useId() };
  const [selected, setSelected] = useState<string | null>(null);
  const [action, setAction] = useState<BookingAction | null>(null);
  const colours = useMemo(() => visitorColours(session.bookings), [session.bookings]);
  const { confirmed, waiting } = confirmedAndWaiting(session.bookings, session.capacity);
  const selectedCount = session.bookings.filter((b) => visitorKey(b) === selected).length;
  const highlightedVisitor = selectedCount > 0 ? selected : null;
  // A rained-off session was never played: nobody came or stayed away (decision 0162).
  const takesAttendance = isPast && !session.canceled;

  if (session.bookings.length === 0) {
    return <p className="rounded-lg bg-stone-100 p-4 text-center text-sm text-stone-700">No bookings yet.</p>;
  }

  const listProps = {
    sessionId: session.id,
    readOnly: isPast,
    takesAttendance,
    hintId,
    colours,
    highlightedVisitor,
    onSelectVisitor: (key: string) => setSelected((current) => (current === key ? null : key)),
    onEdit: (booking: PublicBooking) => setAction({ kind: 'edit', booking }),
    onCancel: (booking: PublicBooking) => setAction({ kind: 'cancel', booking }),
  };

  return (
    <div className="space-y-6">
      {takesAttendance && <AttendanceSummary session={session} />}
      <div className="text-sm text-stone-700">
        <p id={hintId}>Tap a name to highlight every booking made by the same person.</p>
        <p role="status" className="mt-1 min-h-5 font-semibold text-green-900">
          {highlightedVisitor &&
            `${selectedCount} ${selectedCount === 1 ? 'booking' : 'bookings'} by the same person highlighted.`}
        </p>
      </div>
      <BookingList
        {...listProps}
        heading={`Confirmed (${confirmed.length}/${session.capacity})`}
        headingId={ids.confirmed}
        tone="confirmed"
        bookings={confirmed}
        payable={!session.canceled}
      />
      {waiting.length > 0 && (
        <BookingList
          {...listProps}
          heading={`Waiting List (${waiting.length})`}
          headingId={ids.waiting}
          tone="waiting"
          bookings={waiting}
          payable={!session.canceled && !isPast}
        />
      )}
      {!isPast && (
        <BookingActionDialogs
          session={session}
          action={action}
          onDone={() => setAction(null)}
          movesWaitingUp={waiting.length > 0}
        />
      )}
    </div>
  );
}
