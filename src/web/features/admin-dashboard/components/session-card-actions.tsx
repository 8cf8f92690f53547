import { ClipboardList, Eye, EyeOff, Link2, Users } from 'lucide-react';
import type { SessionDto } from '../../../../core/schemas.ts';
import { bookingUrl, whatsappList } from '../../../../core/whatsapp-list.ts';
import { AddToCalendarLink } from '../../../components/add-to-calendar-link.tsx';
import { Button, ButtonLink } from '../../../components/ui/button.tsx';
import { cn } from '../../../lib/cn.ts';
import { config } from '../../../lib/config.ts';
import { copyText } from '../../../lib/copy-text.ts';
import { toast } from '../../../lib/toast.ts';
import { usePublishSession } from '../api/publish-session.ts';
import { SessionCardShareLinks } from './session-card-share-links.tsx';

type Props = { session: SessionDto; isPast: boolean; titleId: string };

async function copyLink(session: SessionDto) {
  try {
    await copyText(bookingUrl(config.publicUrl, session.link));
    toast.success('Link copied!');
  } catch {
    toast.error('Copy failed - Unable to copy link.');
  }
}

async function copyList(session: SessionDto) {
  try {
    await copyText(whatsappList(session, { publicUrl: config.publicUrl }));
    toast.success('List copied!', { description: 'Paste it into the WhatsApp group.' });
  } catch {
    toast.error('Error generating list for WhatsApp');
  }
}

/** Manage/View Bookings for every session; copy and publish only while it is upcoming (docs/product/data.md). */
export function SessionCardActions({ session, isPast, titleId }: Props) {
  const publish = usePublishSession();
  const toggle = () =>
    publish.mutate(
      { id: session.id, isPublished: !session.isPublished },
      {
        onSuccess: ({ isPublished }) =>
          toast.success(isPublished ? 'Session published' : 'Session unpublished'),
        onError: () => toast.error('Failed to update session publish status.'),
      },
    );
  return (
    <div className="mt-auto grid grid-cols-2 gap-2">
      <ButtonLink to={`/admin/bookings/${session.id}`} className="col-span-2" aria-describedby={titleId}>
        <Users className="size-4" aria-hidden="true" />
        {isPast ? 'View Bookings' : 'Manage Bookings'}
      </ButtonLink>
      {!isPast && (
        <>
          <Button variant="outline" size="sm" onClick={() => copyLink(session)} aria-describedby={titleId}>
            <Link2 className="size-4" aria-hidden="true" />
            Copy Link
          </Button>
          <Button variant="outline" size="sm" onClick={() => copyList(session)} aria-describedby={titleId}>
            <ClipboardList className="size-4" aria-hidden="true" />
            Copy List
          </Button>
          <SessionCardShareLinks session={session} titleId={titleId} />
          {/* The .ics is public, so only a published session has one (decision 0034). */}
          {session.isPublished && (
            <AddToCalendarLink link={session.link} className="col-span-2" aria-describedby={titleId} />
          )}
          <Button
            variant="outline"
            size="sm"
            className={cn(
              'col-span-2',
              session.isPublished
                ? 'border-green-700 text-green-900'
                : 'border-amber-600 bg-amber-50 text-amber-900',
            )}
            aria-pressed={session.isPublished}
            aria-describedby={titleId}
            disabled={publish.isPending}
            onClick={toggle}
          >
            {session.isPublished ? (
              <Eye className="size-4" aria-hidden="true" />
            ) : (
              <EyeOff className="size-4" aria-hidden="true" />
            )}
            {session.isPublished ? 'Published' : 'Unpublished'}
          </Button>
        </>
      )}
    </div>
  );
}
