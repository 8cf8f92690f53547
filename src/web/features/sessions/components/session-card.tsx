import { ArrowRight } from 'lucide-react';
import { bookingPath } from '#core/booking-link.ts';
import { startsWhenText } from '#core/club-time.ts';
import { formatLongDate } from '#core/format.ts';
import type { OwnPlacesDto, SessionSummaryDto } from '#core/schemas.ts';
import { availabilityOf, availabilityText, isBookingClosed } from '#core/session-fill.ts';
import { SessionCanceledNote } from '../../../components/session-canceled-note.tsx';
import { SessionCountBadges } from '../../../components/session-count-badges.tsx';
import { SessionFacts } from '../../../components/session-facts.tsx';
import { Badge } from '../../../components/ui/badge.tsx';
import { ButtonLink } from '../../../components/ui/button.tsx';
import { Card } from '../../../components/ui/card.tsx';
import { cn } from '../../../lib/cn.ts';
import { config } from '../../../lib/config.ts';
import { OwnPlacesNote } from './own-places-note.tsx';

const actionLabels = { view: 'View', book: 'Book Session' } as const;

type Props = {
  session: SessionSummaryDto;
  /** The time the card is read at: 'Today · starts in 1 h', 'Tomorrow' (decision 0065). */
  now: Date;
  /** 'book' is the spec's public variant of the session card (docs/product/screens.md), shown outside /sessions. */
  action?: keyof typeof actionLabels;
  /** The title's heading level: 2 on /sessions, 3 inside a page section. */
  titleLevel?: 2 | 3;
  /** The visitor's own names in the session, shown above the button (decision 0199). */
  ownPlaces?: OwnPlacesDto | undefined;
};

/** A published session as a visitor sees it, leading to its booking page. */
export function SessionCard({ session, now, action = 'view', titleLevel = 2, ownPlaces }: Props) {
  const Title = titleLevel === 3 ? 'h3' : 'h2';
  const room = availabilityOf(session, session.confirmedCount + session.waitingCount);
  const closed = isBookingClosed(room) || Boolean(session.canceled);
  // Nothing fits any more: the page can be seen, not booked.
  const label = actionLabels[closed ? 'view' : action];
  const when = startsWhenText(session, config.clubTimeZone, now);
  const ownId = `own-places-${session.id}`;
  return (
    <Card className="flex h-full flex-col overflow-hidden">
      <div className="h-1.5 bg-gradient-to-r from-green-800 to-lime-300" aria-hidden="true" />
      <div className="flex flex-1 flex-col gap-4 p-5">
        <div className="space-y-2">
          <Title className="text-lg font-bold break-words">{session.title}</Title>
          {when && <Badge tone="ball">{when}</Badge>}
        </div>
        <SessionFacts session={session} />
        {session.canceled && <SessionCanceledNote canceled={session.canceled} />}
        <div className="space-y-2">
          <SessionCountBadges
            confirmed={session.confirmedCount}
            waiting={session.waitingCount}
            capacity={session.capacity}
            canceled={Boolean(session.canceled)}
          />
          {!session.canceled && (
            <p className={cn('text-sm font-semibold', closed ? 'text-red-800' : 'text-stone-800')}>
              {availabilityText(room)}
            </p>
          )}
        </div>
        {ownPlaces && <OwnPlacesNote id={ownId} places={ownPlaces} canceled={Boolean(session.canceled)} />}
        <ButtonLink
          to={bookingPath(session.link)}
          variant={closed ? 'outline' : undefined}
          className="mt-auto w-full"
          aria-label={`${label} ${session.title}, ${formatLongDate(session.date)}`}
          aria-describedby={ownPlaces ? ownId : undefined}
        >
          {label}
          <ArrowRight className="size-4" aria-hidden="true" />
        </ButtonLink>
      </div>
    </Card>
  );
}
