import { MessageCircle } from 'lucide-react';
import type { SessionDto } from '../../../../core/schemas.ts';
import { bookingUrl, whatsappList } from '../../../../core/whatsapp-list.ts';
import { whatsappShareUrl } from '../../../../core/whatsapp-share.ts';
import { buttonClasses } from '../../../components/ui/button.tsx';
import { config } from '../../../lib/config.ts';

type Props = { session: SessionDto; titleId: string };

/**
 * Share to WhatsApp beside Copy Link and Copy List (decision 0037): the same two texts, sent through
 * a wa.me link, which opens the WhatsApp app on a phone and WhatsApp Web on a desktop.
 */
export function SessionCardShareLinks({ session, titleId }: Props) {
  const shares = [
    {
      text: 'Share Link',
      name: 'Share link to WhatsApp',
      message: bookingUrl(config.publicUrl, session.link),
    },
    {
      text: 'Share List',
      name: 'Share list to WhatsApp',
      message: whatsappList(session, { publicUrl: config.publicUrl }),
    },
  ];
  return shares.map(({ text, name, message }) => (
    <a
      key={text}
      href={whatsappShareUrl(message)}
      target="_blank"
      rel="noopener noreferrer"
      className={buttonClasses('outline', 'sm')}
      aria-label={name}
      aria-describedby={titleId}
    >
      <MessageCircle className="size-4" aria-hidden="true" />
      {text}
    </a>
  ));
}
