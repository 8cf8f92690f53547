// What a link preview says about a session (decision 0035): the same facts in the chat card's text and
// in its image, in en-AU.
import { formatLongDate, timeRange } from './format.ts';
import { confirmedAndWaiting } from './roster.ts';

export type PreviewSession = {
  title: string;
  date: string;
  time: string;
  location: string;
  capacity: number;
  bookings: readonly unknown[];
  /** A rained-off session (decision 0080): the card says so instead of counting places. */
  canceledReason?: string | null | undefined;
};

export type PreviewFacts = { title: string; when: string; location: string; counts: string };

export function previewFacts(session: PreviewSession): PreviewFacts {
  const { confirmed, waiting } = confirmedAndWaiting(session.bookings, session.capacity);
  return {
    title: session.title,
    when: `${formatLongDate(session.date)}, ${timeRange(session.time)}`,
    location: session.location,
    counts: session.canceledReason
      ? `Canceled: ${session.canceledReason}`
      : `${confirmed.length}/${session.capacity} confirmed · ${waiting.length} waiting`,
  };
}

/** The one-line description of a chat card: when, where, how full. */
export const previewDescription = (facts: PreviewFacts) =>
  `${facts.when} · ${facts.location} · ${facts.counts}`;

export const CLUB_TAGLINE = "Book your spot in the club's group tennis-fitness sessions.";
