// The participant list an admin pastes into the club's WhatsApp group (docs/product/messages-and-limits.md, decision 0008).
import { bookingPath } from './booking-link.ts';
import { formatShortDate, timeRange, weekdayName } from './format.ts';
import { confirmedAndWaiting } from './roster.ts';
import type { SessionDto } from './schemas.ts';
import { canceledSessionText } from './session-cancel.ts';

export const WHATSAPP_GREETING = 'Hi everyone! 🎾';
export const WAITING_LIST_HEADING = 'WL';

type ListSession = Pick<SessionDto, 'date' | 'time' | 'capacity' | 'link' | 'canceled'> & {
  bookings: readonly { name: string }[];
};

/** 'TUESDAY CARDIO SESSION 01/12 06:00 pm - 07:00 pm'. */
export function whatsappHeading(session: Pick<SessionDto, 'date' | 'time'>): string {
  const weekday = weekdayName(session.date).toUpperCase();
  return `${weekday} CARDIO SESSION ${formatShortDate(session.date)} ${timeRange(session.time)}`;
}

export function bookingUrl(publicUrl: string, link: string): string {
  return `${publicUrl.replace(/\/+$/, '')}${bookingPath(link)}`;
}

/**
 * Every place 1..capacity, free ones left as '5. ' to fill in; then the waiting list and the link
 * (left out with `withLink: false`: an unpublished session's link is not found, decision 0069).
 * A canceled session has no places to fill: its list is the cancel notice (decision 0080).
 */
export function whatsappList(
  session: ListSession,
  { publicUrl, withLink = true }: { publicUrl: string; withLink?: boolean },
): string {
  if (session.canceled) return canceledSessionText({ date: session.date, canceled: session.canceled });
  const { confirmed, waiting } = confirmedAndWaiting(session.bookings, session.capacity);
  const slots = Array.from({ length: session.capacity }, (_, i) => `${i + 1}. ${confirmed[i]?.name ?? ''}`);
  const waitingSection =
    waiting.length > 0 ? ['', WAITING_LIST_HEADING, ...waiting.map((b, i) => `${i + 1}. ${b.name}`)] : [];
  return [
    WHATSAPP_GREETING,
    '',
    whatsappHeading(session),
    '',
    ...slots,
    ...waitingSection,
    ...(withLink ? ['', bookingUrl(publicUrl, session.link)] : []),
  ].join('\n');
}
