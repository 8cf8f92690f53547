// What a push notification says (decision 0026). The server writes them; the service worker shows
// them as given.
import { formatShortDate, formatTime12, weekdayName } from './format.ts';

export type PushMessage = {
  title: string;
  body: string;
  /** The page a click opens or focuses. */
  url: string;
  /** Notifications with one tag replace each other: a push delivered twice shows once. */
  tag: string;
};

type SessionFacts = { title: string; date: string; time: string };

/** 'Tuesday 01/12 at 06:00 pm'. */
export function whenText(s: Pick<SessionFacts, 'date' | 'time'>): string {
  return `${weekdayName(s.date)} ${formatShortDate(s.date)} at ${formatTime12(s.time)}`;
}

export function placeConfirmedMessage(s: SessionFacts, name: string, bookingUrl: string, bookingId: string) {
  return {
    title: `You're in: ${s.title}`,
    body: `A place opened up and ${name} moved from the waiting list to confirmed for ${s.title}, ${whenText(s)}.`,
    url: bookingUrl,
    tag: `promoted-${bookingId}`,
  } satisfies PushMessage;
}

export function visitorCanceledMessage(s: SessionFacts, name: string, adminUrl: string, bookingId: string) {
  return {
    title: `Booking canceled: ${s.title}`,
    body: `${name} canceled their booking for ${s.title}, ${whenText(s)}.`,
    url: adminUrl,
    tag: `canceled-${bookingId}`,
  } satisfies PushMessage;
}

export function sessionFullMessage(
  s: SessionFacts & { capacity: number },
  adminUrl: string,
  sessionId: string,
) {
  return {
    title: `Session full: ${s.title}`,
    body: `All ${s.capacity} places of ${s.title}, ${whenText(s)}, are taken. New bookings go on the waiting list.`,
    url: adminUrl,
    tag: `full-${sessionId}`,
  } satisfies PushMessage;
}

/** Rained off (decision 0080): one per visitor with a booking, and to the admins. */
export function sessionCanceledMessage(s: SessionFacts, reason: string, url: string, sessionId: string) {
  return {
    title: `Canceled: ${s.title}`,
    body: `${s.title}, ${whenText(s)}, is canceled: ${reason}`,
    url,
    tag: `session-canceled-${sessionId}`,
  } satisfies PushMessage;
}

/**
 * The reminder before a session (decision 0081): the visitor's confirmed names, the session and its
 * time, and until when cancelling is free (or that a fee may now apply).
 */
export function reminderMessage(
  s: SessionFacts,
  names: readonly string[],
  freeUntil: { date: string; time: string } | null,
  url: string,
  sessionId: string,
) {
  const who = names.length === 1 ? `${names[0]} is` : `${names.join(', ')} are`;
  const cancel = freeUntil
    ? `Free to cancel until ${whenText(freeUntil)}.`
    : 'Cancelling now may incur a fee unless your spot is filled from the waiting list.';
  return {
    title: `Reminder: ${s.title}`,
    body: `${who} booked for ${s.title}, ${whenText(s)}. ${cancel}`,
    url,
    tag: `reminder-${sessionId}`,
  } satisfies PushMessage;
}
