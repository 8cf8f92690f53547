import { Ban, CalendarPlus, ChevronDown, ClipboardList, Link2, MessageCircle } from 'lucide-react';
import type { ReactNode } from 'react';
import type { SessionDto } from '#core/schemas.ts';
import { bookingUrl, whatsappList } from '#core/whatsapp-list.ts';
import { whatsappShareUrl } from '#core/whatsapp-share.ts';
import { calendarFileUrl } from '../../../components/add-to-calendar-link.tsx';
import { Button } from '../../../components/ui/button.tsx';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from '../../../components/ui/dropdown-menu.tsx';
import { config } from '../../../lib/config.ts';
import { copyText } from '../../../lib/copy-text.ts';
import { toast } from '../../../lib/toast.ts';

/** `onCancelSession`: opens the card's 'Cancel session' dialog (decision 0080). */
type Props = { session: SessionDto; describedBy: string; onCancelSession: () => void };

const iconClass = 'size-4 shrink-0 text-green-800';

async function copyLink(session: SessionDto) {
  try {
    await copyText(bookingUrl(config.publicUrl, session.link));
    toast.success('Link copied!');
  } catch {
    toast.error('Copy failed - Unable to copy link.');
  }
}

/** An unpublished session's link answers 'Session Not Found', so its list leaves the link out (decision 0069). */
const listText = (session: SessionDto) =>
  whatsappList(session, { publicUrl: config.publicUrl, withLink: session.isPublished });

async function copyList(session: SessionDto) {
  try {
    await copyText(listText(session));
    toast.success('List copied!', { description: 'Paste it into the WhatsApp group.' });
  } catch {
    toast.error('Error generating list for WhatsApp');
  }
}

/** A menu item that opens a link (WhatsApp, the calendar file) rather than running an action. */
function LinkItem({ href, children, download }: { href: string; children: ReactNode; download?: boolean }) {
  return (
    <DropdownMenuItem asChild>
      <a href={href} {...(download ? { download: true } : { target: '_blank', rel: 'noopener noreferrer' })}>
        {children}
      </a>
    </DropdownMenuItem>
  );
}

/**
 * The card's secondary actions in one menu, so a phone shows a session in a third of a screen
 * (decision 0069): copy and share to WhatsApp (decision 0037), Add to calendar (decision 0034). An
 * unpublished session offers only Copy List, without the link: its link is not found yet.
 */
export function SessionCardMenu({ session, describedBy, onCancelSession }: Props) {
  const published = session.isPublished;
  return (
    <DropdownMenu>
      <DropdownMenuTrigger asChild>
        <Button variant="outline" className="shrink-0 px-3" aria-describedby={describedBy}>
          More<span className="sr-only"> actions</span>
          <ChevronDown className="size-4" aria-hidden="true" />
        </Button>
      </DropdownMenuTrigger>
      <DropdownMenuContent>
        {published && (
          <DropdownMenuItem onSelect={() => copyLink(session)}>
            <Link2 className={iconClass} aria-hidden="true" />
            Copy Link
          </DropdownMenuItem>
        )}
        <DropdownMenuItem onSelect={() => copyList(session)}>
          <ClipboardList className={iconClass} aria-hidden="true" />
          Copy List
        </DropdownMenuItem>
        {published && (
          <>
            <DropdownMenuSeparator />
            <LinkItem href={whatsappShareUrl(bookingUrl(config.publicUrl, session.link))}>
              <MessageCircle className={iconClass} aria-hidden="true" />
              Share link to WhatsApp
            </LinkItem>
            <LinkItem href={whatsappShareUrl(listText(session))}>
              <MessageCircle className={iconClass} aria-hidden="true" />
              Share list to WhatsApp
            </LinkItem>
            {/* The .ics is public, so only a published session has one (decision 0034). */}
            <LinkItem href={calendarFileUrl(session.link)} download>
              <CalendarPlus className={iconClass} aria-hidden="true" />
              Add to calendar
            </LinkItem>
          </>
        )}
        {!session.canceled && (
          <>
            <DropdownMenuSeparator />
            <DropdownMenuItem onSelect={onCancelSession} className="text-red-800">
              <Ban className="size-4 shrink-0 text-red-800" aria-hidden="true" />
              Cancel session
            </DropdownMenuItem>
          </>
        )}
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
