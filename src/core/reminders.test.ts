import { describe, expect, it } from 'vitest';
import { parseQuietHours, type ReminderRule, reminderDueAt } from './reminders.ts';

const TZ = 'Australia/Sydney';
const rule = (o: Partial<ReminderRule> = {}): ReminderRule => ({
  hours: 26,
  quiet: { from: 22, to: 7 },
  timeZone: TZ,
  ...o,
});
const EARLY = '2026-01-01T00:00:00Z';

// Instants in UTC; the club clock in the label. Sydney is +11 in summer (AEDT), +10 in winter (AEST);
// 2026-10-04 02:00 AEST jumps to 03:00 AEDT, 2026-04-05 03:00 AEDT falls back to 02:00 AEST.
const cases: [label: string, start: string, confirmed: string, r: ReminderRule, due: string | null][] = [
  ['plain: 26 h before Fri 18:30, Thu 16:30', '2026-11-27T07:30:00Z', EARLY, rule(), '2026-11-26T05:30:00Z'],
  ['confirmed after the reminder time: none', '2026-11-27T07:30:00Z', '2026-11-26T06:00:00Z', rule(), null],
  [
    'confirmed at the reminder time exactly: none',
    '2026-11-27T07:30:00Z',
    '2026-11-26T05:30:00Z',
    rule(),
    null,
  ],
  [
    'decimal hours: 1.5 h before',
    '2026-11-27T07:30:00Z',
    EARLY,
    rule({ hours: 1.5 }),
    '2026-11-27T06:00:00Z',
  ],
  ['0 = off', '2026-11-27T07:30:00Z', EARLY, rule({ hours: 0 }), null],
  [
    'due 06:00 (quiet): the minute before they began, 21:59 the evening before',
    '2026-11-26T21:00:00Z',
    EARLY,
    rule(),
    '2026-11-25T10:59:00Z',
  ],
  [
    'due 06:00 (quiet), confirmed at 23:00 inside them: as they end, 07:00',
    '2026-11-26T21:00:00Z',
    '2026-11-25T12:00:00Z',
    rule(),
    '2026-11-25T20:00:00Z',
  ],
  [
    'quiet hours end after the start (06:30 session): none',
    '2026-11-26T19:30:00Z',
    '2026-11-26T12:00:00Z',
    rule({ hours: 3 }),
    null,
  ],
  [
    'no quiet hours: due at night as it is',
    '2026-11-26T21:00:00Z',
    EARLY,
    rule({ quiet: null }),
    '2026-11-25T19:00:00Z',
  ],
  [
    'quiet hours within a day (13-15): 12:59',
    '2026-11-27T07:30:00Z',
    EARLY,
    rule({ hours: 4, quiet: { from: 13, to: 15 } }),
    '2026-11-27T01:59:00Z',
  ],
  [
    'DST starts between: 26 real hours before Sun 10:00 AEDT is Sat 07:00 AEST (not 08:00)',
    '2026-10-03T23:00:00Z',
    EARLY,
    rule(),
    '2026-10-02T21:00:00Z',
  ],
  [
    'DST starts inside the quiet night: 21:59 AEST the evening before',
    '2026-10-03T22:00:00Z',
    EARLY,
    rule({ hours: 5 }),
    '2026-10-03T11:59:00Z',
  ],
  [
    'DST starts inside the quiet night, confirmed in it: 07:00 AEDT (8 real hours of quiet)',
    '2026-10-03T22:00:00Z',
    '2026-10-03T13:00:00Z',
    rule({ hours: 5 }),
    '2026-10-03T20:00:00Z',
  ],
  [
    'DST ends inside the quiet night: 21:59 AEDT the evening before',
    '2026-04-04T23:00:00Z',
    EARLY,
    rule({ hours: 5 }),
    '2026-04-04T10:59:00Z',
  ],
  [
    'DST ends inside the quiet night, confirmed in it: 07:00 AEST (10 real hours of quiet)',
    '2026-04-04T23:00:00Z',
    '2026-04-04T12:00:00Z',
    rule({ hours: 5 }),
    '2026-04-04T21:00:00Z',
  ],
  [
    'another zone (UTC): quiet 22-07 on its own clock',
    '2026-11-27T08:00:00Z',
    EARLY,
    rule({ timeZone: 'UTC' }),
    '2026-11-25T21:59:00Z',
  ],
];

describe('when a reminder is due', () => {
  it.each(cases)('%s', (_label, start, confirmed, r, due) => {
    expect(reminderDueAt(new Date(start), new Date(confirmed), r)?.toISOString() ?? null).toBe(
      due === null ? null : new Date(due).toISOString(),
    );
  });
});

describe('QUIET_HOURS', () => {
  it.each([
    ['22-07', { from: 22, to: 7 }],
    ['00-06', { from: 0, to: 6 }],
    [' 13-15 ', { from: 13, to: 15 }],
    ['', null],
    ['  ', null],
    ['22-22', undefined],
    ['24-07', undefined],
    ['7-22', undefined],
    ['22:00-07:00', undefined],
    ['22-07,12-13', undefined],
  ])('%j reads as %j', (text, quiet) => {
    expect(parseQuietHours(text)).toEqual(quiet);
  });
});
