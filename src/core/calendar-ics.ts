// 'Add to calendar' (decision 0034): one session as an RFC 5545 calendar with one event.
// Times are written in UTC, worked out from the club's wall-clock date and time, so no VTIMEZONE is
// needed and every calendar app lands on the same instant across a daylight-saving change.
import { HOUR_MS, sessionStart } from './club-time.ts';
import { SESSION_LENGTH_HOURS } from './format.ts';
import { bookingUrl } from './whatsapp-list.ts';

export type CalendarSession = {
  id: string;
  title: string;
  date: string;
  time: string;
  location: string;
  link: string;
};

export type CalendarOptions = {
  publicUrl: string;
  timeZone: string;
  /** When this copy was made (DTSTAMP). */
  now: Date;
};

const PRODID = '-//Courtside//Session Calendar//EN';
const MAX_LINE_OCTETS = 75;

/** '20261003T080000Z': an instant in the UTC form of RFC 5545 §3.3.5. */
export function icsUtc(instant: Date): string {
  return instant
    .toISOString()
    .replace(/\.\d{3}Z$/, 'Z')
    .replace(/[-:]/g, '');
}

/**
 * A TEXT value (RFC 5545 §3.3.11): backslash, semicolon and comma escaped, any line break as `\n`;
 * other control characters, which TEXT may not hold, are dropped.
 */
export function escapeText(value: string): string {
  return value
    .replace(/\\/g, '\\\\')
    .replace(/;/g, '\\;')
    .replace(/,/g, '\\,')
    .replace(/\r\n|\r|\n/g, '\\n')
    .replace(/[^\P{Cc}\t]/gu, '');
}

function utf8Octets(codePoint: number): number {
  if (codePoint < 0x80) return 1;
  if (codePoint < 0x800) return 2;
  return codePoint < 0x10000 ? 3 : 4;
}

/**
 * A content line folded at 75 octets (RFC 5545 §3.1): each continuation starts with one space, which
 * counts towards its 75, and no UTF-8 character is split between two lines.
 */
export function foldLine(line: string): string {
  const lines: string[] = [];
  let current = '';
  let octets = 0;
  for (const char of line) {
    const size = utf8Octets(char.codePointAt(0) as number);
    if (octets + size > MAX_LINE_OCTETS) {
      lines.push(current);
      current = ' ';
      octets = 1;
    }
    current += char;
    octets += size;
  }
  lines.push(current);
  return lines.join('\r\n');
}

/** A download name made only of safe characters: 'session-12-05-k3x9qa.ics'. */
export function calendarFileName(link: string): string {
  const safe = link.replace(/[^a-zA-Z0-9-]/g, '').slice(0, 60);
  return `session${safe ? `-${safe}` : ''}.ics`;
}

/** The session's VCALENDAR text, CRLF line ends included. */
export function sessionCalendar(session: CalendarSession, { publicUrl, timeZone, now }: CalendarOptions) {
  const start = sessionStart(session.date, session.time, timeZone);
  // The length is real time: a session over a clock change still lasts one hour.
  const end = new Date(start.getTime() + SESSION_LENGTH_HOURS * HOUR_MS);
  const url = bookingUrl(publicUrl, session.link);
  const lines = [
    'BEGIN:VCALENDAR',
    `PRODID:${PRODID}`,
    'VERSION:2.0',
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    'BEGIN:VEVENT',
    // The id never changes, so a calendar that imports the file again updates the same event.
    `UID:${session.id}@${new URL(publicUrl).hostname}`,
    `DTSTAMP:${icsUtc(now)}`,
    `DTSTART:${icsUtc(start)}`,
    `DTEND:${icsUtc(end)}`,
    `SUMMARY:${escapeText(session.title)}`,
    `LOCATION:${escapeText(session.location)}`,
    `URL:${url}`,
    `DESCRIPTION:${escapeText(`Booking page: ${url}`)}`,
    'END:VEVENT',
    'END:VCALENDAR',
  ];
  return `${lines.map(foldLine).join('\r\n')}\r\n`;
}
