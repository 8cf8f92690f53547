import { confirmedAndWaiting } from '#core/roster.ts';
import type { SessionDto } from '#core/schemas.ts';
import { SessionCanceledNote } from '../../../components/session-canceled-note.tsx';
import { SessionCountBadges } from '../../../components/session-count-badges.tsx';
import { SessionFacts } from '../../../components/session-facts.tsx';
import { Card } from '../../../components/ui/card.tsx';
import { AddBookingButton } from './add-booking-button.tsx';

/** Title, date, time range, location and confirmed/capacity; Add Booking while it is upcoming. */
export function SessionHeader({ session, isPast }: { session: SessionDto; isPast: boolean }) {
  const { confirmed, waiting } = confirmedAndWaiting(session.bookings, session.capacity);
  return (
    <Card className="flex flex-col gap-4 p-4 sm:flex-row sm:items-end sm:justify-between sm:p-6">
      <div className="min-w-0 space-y-3">
        <h1 className="text-2xl font-black tracking-tight break-words sm:text-3xl">{session.title}</h1>
        <SessionFacts session={session} />
        {session.canceled && <SessionCanceledNote canceled={session.canceled} forAdmin />}
        <SessionCountBadges
          confirmed={confirmed.length}
          waiting={waiting.length}
          capacity={session.capacity}
          canceled={Boolean(session.canceled)}
          spelledOut
        />
      </div>
      {!isPast && (
        <AddBookingButton sessionId={session.id} bookedNames={session.bookings.map((b) => b.name)} />
      )}
    </Card>
  );
}
