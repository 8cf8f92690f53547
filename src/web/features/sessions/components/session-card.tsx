import { ArrowRight } from 'lucide-react';
import { bookingPath } from '../../../../core/booking-link.ts';
import { formatLongDate } from '../../../../core/format.ts';
import type { SessionSummaryDto } from '../../../../core/schemas.ts';
import { SessionCanceledNote } from '../../../components/session-canceled-note.tsx';
import { SessionCountBadges } from '../../../components/session-count-badges.tsx';
import { SessionFacts } from '../../../components/session-facts.tsx';
import { ButtonLink } from '../../../components/ui/button.tsx';
import { Card } from '../../../components/ui/card.tsx';

const actionLabels = { view: 'View', book: 'Book Session' } as const;

type Props = {
  session: SessionSummaryDto;
  /** 'book' is the spec's public variant of the session card (docs/product/screens.md), shown outside /sessions. */
  action?: keyof typeof actionLabels;
  /** The title's heading level: 2 on /sessions, 3 inside a page section. */
  titleLevel?: 2 | 3;
};

/** A published session as a visitor sees it, leading to its booking page. */
export function SessionCard({ session, action = 'view', titleLevel = 2 }: Props) {
  const Title = titleLevel === 3 ? 'h3' : 'h2';
  const label = actionLabels[action];
  return (
    <Card className="flex h-full flex-col overflow-hidden">
      <div className="h-1.5 bg-gradient-to-r from-green-800 to-lime-300" aria-hidden="true" />
      <div className="flex flex-1 flex-col gap-4 p-5">
        <Title className="text-lg font-bold break-words">{session.title}</Title>
        <SessionFacts session={session} />
        {session.canceled && <SessionCanceledNote canceled={session.canceled} />}
        <SessionCountBadges
          confirmed={session.confirmedCount}
          waiting={session.waitingCount}
          capacity={session.capacity}
        />
        <ButtonLink
          to={bookingPath(session.link)}
          className="mt-auto w-full"
          aria-label={`${label} ${session.title}, ${formatLongDate(session.date)}`}
        >
          {label}
          <ArrowRight className="size-4" aria-hidden="true" />
        </ButtonLink>
      </div>
    </Card>
  );
}
