import { Users } from 'lucide-react';
import type { SessionDto } from '#core/schemas.ts';
import { ButtonLink } from '../../../components/ui/button.tsx';
import { PublishToggle } from './publish-toggle.tsx';
import { SessionCardMenu } from './session-card-menu.tsx';

/** describedBy: the ids of the card's title and date (the weeks of a series share a title). */
type Props = { session: SessionDto; isPast: boolean; describedBy: string; onCancelSession: () => void };

/**
 * Manage/View Bookings for every session; the publish toggle and the menu of copy and share
 * actions only while it is upcoming (docs/product/data.md).
 */
export function SessionCardActions({ session, isPast, describedBy, onCancelSession }: Props) {
  return (
    <div className="mt-auto space-y-2">
      <ButtonLink to={`/admin/bookings/${session.id}`} className="w-full" aria-describedby={describedBy}>
        <Users className="size-4" aria-hidden="true" />
        {isPast ? 'View Bookings' : 'Manage Bookings'}
      </ButtonLink>
      {!isPast && (
        <div className="flex gap-2 cramped:flex-col">
          <PublishToggle session={session} describedBy={describedBy} />
          <SessionCardMenu session={session} describedBy={describedBy} onCancelSession={onCancelSession} />
        </div>
      )}
    </div>
  );
}
