import { Users } from 'lucide-react';
import { confirmedAndWaiting } from '#core/roster.ts';
import type { SessionDto } from '#core/schemas.ts';
import { type Availability, availabilityText, isBookingClosed } from '#core/session-fill.ts';
import { AddToCalendarLink } from '../../../components/add-to-calendar-link.tsx';
import { SessionFacts } from '../../../components/session-facts.tsx';
import { Progress } from '../../../components/ui/progress.tsx';

type Props = { session: SessionDto; room: Availability; ended: boolean };

/**
 * Title, when and where, how full the session is and, while booking is open, how much room is left
 * (decision 0065). Once it has started or nothing fits, the card below the form says so instead.
 */
export function SessionOverview({ session, room, ended }: Props) {
  const { confirmed, waiting } = confirmedAndWaiting(session.bookings, session.capacity);
  return (
    <div>
      <h1 className="text-2xl font-black tracking-tight break-words sm:text-3xl">{session.title}</h1>
      <div className="mt-3">
        <SessionFacts session={session} />
      </div>
      {/* A started session cannot be attended any more: nothing to put in a calendar. */}
      {!ended && <AddToCalendarLink link={session.link} className="mt-3" />}
      <div className="mt-4 grid grid-cols-2 gap-3 cramped:grid-cols-1">
        <div className="rounded-xl bg-green-50 p-3 ring-1 ring-green-100">
          <p className="text-xs font-semibold tracking-wide text-green-800 uppercase">Spots filled</p>
          <p className="mt-0.5 text-2xl font-black text-green-900">
            {confirmed.length}/{session.capacity}
          </p>
          <Progress
            value={confirmed.length}
            max={session.capacity}
            label="Spots filled"
            track="white"
            className="mt-2"
          />
        </div>
        <div className="rounded-xl bg-amber-50 p-3 ring-1 ring-amber-100">
          <p className="text-xs font-semibold tracking-wide text-amber-900 uppercase">Waiting</p>
          <p className="mt-0.5 text-2xl font-black text-amber-950">{waiting.length}</p>
        </div>
      </div>
      {!ended && !isBookingClosed(room) && (
        <p className="mt-3 flex items-center gap-2 text-sm font-semibold text-stone-800">
          <Users className="size-4 shrink-0 text-green-700" aria-hidden="true" />
          {availabilityText(room)}
        </p>
      )}
    </div>
  );
}
