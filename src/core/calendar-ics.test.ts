import { describe, expect, it } from 'vitest';
import { calendarFileName, escapeText, foldLine, icsUtc, sessionCalendar } from './calendar-ics.ts';

const SYDNEY = 'Australia/Sydney';
const options = {
  publicUrl: 'https://club.example.org',
  timeZone: SYDNEY,
  now: new Date('2026-09-01T01:02:03Z'),
};
const session = {
  id: '6f1c2d3e-0000-4000-8000-000000000001',
  title: 'Saturday Smash',
  date: '2026-10-03',
  time: '18:00',
  location: 'Centre Courts',
  link: '10-03-k3x9qa',
};

const octets = (text: string) => new TextEncoder().encode(text).length;

/** The content lines after unfolding (RFC 5545 §3.1), as a calendar app reads them. */
function contentLines(ics: string): string[] {
  return ics.replace(/\r\n$/, '').replace(/\r\n /g, '').split('\r\n');
}

function property(ics: string, name: string): string | undefined {
  return contentLines(ics)
    .find((line) => line.startsWith(`${name}:`))
    ?.slice(name.length + 1);
}

describe('sessionCalendar', () => {
  it('is one published event with a stable UID, the location and the booking link', () => {
    const ics = sessionCalendar(session, options);
    expect(contentLines(ics)).toEqual([
      'BEGIN:VCALENDAR',
      'PRODID:-//Courtside//Session Calendar//EN',
      'VERSION:2.0',
      'CALSCALE:GREGORIAN',
      'METHOD:PUBLISH',
      'BEGIN:VEVENT',
      'UID:6f1c2d3e-0000-4000-8000-000000000001@club.example.org',
      'DTSTAMP:20260901T010203Z',
      'DTSTART:20261003T080000Z',
      'DTEND:20261003T090000Z',
      'SUMMARY:Saturday Smash',
      'LOCATION:Centre Courts',
      'URL:https://club.example.org/book/10-03-k3x9qa',
      'DESCRIPTION:Booking page: https://club.example.org/book/10-03-k3x9qa',
      'END:VEVENT',
      'END:VCALENDAR',
    ]);
  });

  it('ends every line with CRLF and never has a bare LF', () => {
    const ics = sessionCalendar({ ...session, title: 'Line one\nline two' }, options);
    expect(ics.endsWith('END:VCALENDAR\r\n')).toBe(true);
    expect(ics.replace(/\r\n/g, '')).not.toMatch(/[\r\n]/);
  });

  it('keeps the UID when the title, date and time change', () => {
    const edited = { ...session, title: 'Sunday Smash', date: '2026-10-04', time: '09:00' };
    expect(property(sessionCalendar(edited, options), 'UID')).toBe(
      property(sessionCalendar(session, options), 'UID'),
    );
  });

  // Sydney's clocks go forward at 02:00 on Sunday 4 October 2026 (+10 → +11) and back at 03:00 on
  // Sunday 5 April 2026 (+11 → +10): 18:00 at the club is a different UTC hour on either side.
  it.each([
    ['2026-10-03', '18:00', '20261003T080000Z', '20261003T090000Z'],
    ['2026-10-05', '18:00', '20261005T070000Z', '20261005T080000Z'],
    ['2026-04-04', '18:00', '20260404T070000Z', '20260404T080000Z'],
    ['2026-04-06', '18:00', '20260406T080000Z', '20260406T090000Z'],
  ])('a session on %s at %s in Sydney starts at %s and ends an hour later', (date, time, start, end) => {
    const ics = sessionCalendar({ ...session, date, time }, options);
    expect(property(ics, 'DTSTART')).toBe(start);
    expect(property(ics, 'DTEND')).toBe(end);
  });

  it('lasts one real hour across the clock change itself', () => {
    // 01:30 AEST on the night the clocks go forward; one hour later the clocks read 03:30 AEDT.
    const ics = sessionCalendar({ ...session, date: '2026-10-04', time: '01:30' }, options);
    expect(property(ics, 'DTSTART')).toBe('20261003T153000Z');
    expect(property(ics, 'DTEND')).toBe('20261003T163000Z');
  });

  it('escapes the title and location as TEXT', () => {
    const ics = sessionCalendar(
      { ...session, title: 'Smash; drills, games \\ fun', location: 'Court 1, Gate B\nNorth side' },
      options,
    );
    expect(property(ics, 'SUMMARY')).toBe('Smash\\; drills\\, games \\\\ fun');
    expect(property(ics, 'LOCATION')).toBe('Court 1\\, Gate B\\nNorth side');
  });

  it('folds a long UTF-8 title into lines of at most 75 octets without splitting a character', () => {
    const title = 'Séance de tennis à Zoë — 🎾 Nguyễn Văn An et les amis du club '.repeat(3);
    const ics = sessionCalendar({ ...session, title }, options);
    const physical = ics.replace(/\r\n$/, '').split('\r\n');
    for (const line of physical) {
      expect(octets(line)).toBeLessThanOrEqual(75);
      expect(line).not.toContain('\uFFFD');
    }
    expect(physical.filter((line) => line.startsWith(' ')).length).toBeGreaterThan(2);
    expect(property(ics, 'SUMMARY')).toBe(title);
  });
});

describe('the pieces', () => {
  it('writes an instant in UTC form', () => {
    expect(icsUtc(new Date('2026-10-03T08:00:00.000Z'))).toBe('20261003T080000Z');
  });

  it('drops control characters other than tab from TEXT, and turns CR, LF and CRLF into \\n', () => {
    expect(escapeText('a\tb\u0000c\u007fd')).toBe('a\tbcd');
    expect(escapeText('one\r\ntwo\rthree\nfour')).toBe('one\\ntwo\\nthree\\nfour');
  });

  it('leaves a line of exactly 75 octets whole and folds the 76th octet', () => {
    expect(foldLine('x'.repeat(75))).toBe('x'.repeat(75));
    expect(foldLine('x'.repeat(76))).toBe(`${'x'.repeat(75)}\r\n x`);
    // A 4-octet emoji that would straddle octet 75 moves whole to the next line.
    expect(foldLine(`${'x'.repeat(73)}🎾y`)).toBe(`${'x'.repeat(73)}\r\n 🎾y`);
  });

  it('names the download with safe characters only', () => {
    expect(calendarFileName('10-03-k3x9qa')).toBe('session-10-03-k3x9qa.ics');
    expect(calendarFileName('a"b/../c\r\nd')).toBe('session-abcd.ics');
    expect(calendarFileName('"/')).toBe('session.ics');
  });
});
