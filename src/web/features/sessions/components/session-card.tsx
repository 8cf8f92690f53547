import { ArrowRight, Users } from 'lucide-react';
import { formatLongDate } from '../../../../core/format.ts';
import { confirmedAndWaiting } from '../../../../core/roster.ts';
import type { SessionDto } from '../../../../core/schemas.ts';
import { SessionFacts } from '../../../components/session-facts.tsx';
import { Badge } from '../../../components/ui/badge.tsx';
import { ButtonLink } from '../../../components/ui/button.tsx';
import { Card } from '../../../components/ui/card.tsx';

export function SessionCard({ session }: { session: SessionDto }) {
  const { confirmed, waiting } = confirmedAndWaiting(session.bookings, session.capacity);
  const full = confirmed.length >= session.capacity;
  return (
    <Card className="flex h-full flex-col overflow-hidden">
      <div className="h-1.5 bg-gradient-to-r from-green-800 to-lime-300" aria-hidden="true" />
      <div className="flex flex-1 flex-col gap-4 p-5">
        <h2 className="text-lg font-bold break-words">{session.title}</h2>
        <SessionFacts session={session} />
        <div className="flex flex-wrap gap-2">
          <Badge tone={full ? 'red' : 'court'}>
            <Users className="size-3.5" aria-hidden="true" />
            {confirmed.length}/{session.capacity}
            <span className="sr-only"> confirmed</span>
          </Badge>
          <Badge tone={waiting.length > 0 ? 'amber' : 'neutral'}>{waiting.length} waiting</Badge>
        </div>
        <ButtonLink
          to={`/book/${session.link}`}
          className="mt-auto w-full"
          aria-label={`View ${session.title}, ${formatLongDate(session.date)}`}
        >
          View
          <ArrowRight className="size-4" aria-hidden="true" />
        </ButtonLink>
      </div>
    </Card>
  );
}
