import { Users } from 'lucide-react';
import { confirmedAndWaiting } from '../../../../core/roster.ts';
import type { SessionDto } from '../../../../core/schemas.ts';
import { SessionFacts } from '../../../components/session-facts.tsx';
import { Badge } from '../../../components/ui/badge.tsx';
import { Card } from '../../../components/ui/card.tsx';
import { AddBookingButton } from './add-booking-button.tsx';

/** Title, date, time range, location and confirmed/capacity; Add Booking while it is upcoming. */
export function SessionHeader({ session, isPast }: { session: SessionDto; isPast: boolean }) {
  const { confirmed, waiting } = confirmedAndWaiting(session.bookings, session.capacity);
  const full = confirmed.length >= session.capacity;
  return (
    <Card className="flex flex-col gap-4 p-4 sm:flex-row sm:items-end sm:justify-between sm:p-6">
      <div className="min-w-0 space-y-3">
        <h1 className="text-2xl font-black tracking-tight break-words sm:text-3xl">{session.title}</h1>
        <SessionFacts session={session} />
        <div className="flex flex-wrap gap-2">
          <Badge tone={full ? 'red' : 'court'}>
            <Users className="size-3.5" aria-hidden="true" />
            {confirmed.length}/{session.capacity} confirmed
            {full && <span className="sr-only">, full</span>}
          </Badge>
          <Badge tone={waiting.length > 0 ? 'amber' : 'neutral'}>{waiting.length} waiting</Badge>
        </div>
      </div>
      {!isPast && <AddBookingButton sessionId={session.id} />}
    </Card>
  );
}
