import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  formatDateTime,
  formatLongDate,
  formatShortDate,
  formatTime12,
  timeRange,
  weekdayName,
} from './format.ts';

const SYD = 'Australia/Sydney';

/** ICU may put a narrow no-break space before am/pm and a comma after the date; the text is the same to a reader. */
const spaced = (s: string) => s.replace(/[\u202f\u00a0]/gu, ' ');

describe("12-hour times 'hh:mm am/pm' (docs/product/README.md)", () => {
  it.each([
    ['00:00', '12:00 am'],
    ['00:05', '12:05 am'],
    ['01:00', '01:00 am'],
    ['09:30', '09:30 am'],
    ['11:59', '11:59 am'],
    ['12:00', '12:00 pm'],
    ['12:30', '12:30 pm'],
    ['13:00', '01:00 pm'],
    ['18:05', '06:05 pm'],
    ['23:59', '11:59 pm'],
  ])('shows %s as %s', (time, shown) => {
    expect(formatTime12(time)).toBe(shown);
  });
});

describe('time range: the start to one hour later (docs/product/booking-rules.md)', () => {
  it.each([
    ['18:00', '06:00 pm - 07:00 pm'],
    ['06:30', '06:30 am - 07:30 am'],
    ['11:30', '11:30 am - 12:30 pm'],
    ['12:15', '12:15 pm - 01:15 pm'],
    ['00:00', '12:00 am - 01:00 am'],
    ['23:00', '11:00 pm - 12:00 am'],
    ['23:30', '11:30 pm - 12:30 am'],
  ])('shows a session at %s as %s', (time, shown) => {
    expect(timeRange(time)).toBe(shown);
  });
});

describe("short dates 'DD/MM' (docs/product/README.md)", () => {
  it.each([
    ['2026-03-07', '07/03'],
    ['2026-11-24', '24/11'],
    ['2026-12-31', '31/12'],
    ['2027-01-01', '01/01'],
  ])('shows %s as %s', (date, shown) => {
    expect(formatShortDate(date)).toBe(shown);
  });
});

// A calendar date names the same weekday wherever the machine is, even at the ends of the earth.
describe.each(['UTC', 'Australia/Sydney', 'Pacific/Kiritimati', 'Pacific/Pago_Pago'])(
  'weekday and long date on a machine in %s',
  (hostZone) => {
    const originalTz = process.env.TZ;
    beforeAll(() => {
      process.env.TZ = hostZone;
    });
    afterAll(() => {
      if (originalTz === undefined) delete process.env.TZ;
      else process.env.TZ = originalTz;
    });

    it.each([
      ['2026-11-24', 'Tuesday'],
      ['2026-04-05', 'Sunday'],
      ['2026-10-04', 'Sunday'],
      ['2027-01-01', 'Friday'],
      ['2028-02-29', 'Tuesday'],
    ])('names the weekday of %s: %s', (date, weekday) => {
      expect(weekdayName(date)).toBe(weekday);
    });

    it("writes the long en-AU date as 'Tuesday 24 November 2026'", () => {
      expect(formatLongDate('2026-11-24')).toMatch(/^Tuesday,? 24 November 2026$/);
      expect(formatLongDate('2027-01-01')).toMatch(/^Friday,? 1 January 2027$/);
    });
  },
);

describe('an instant shown in the club zone (en-AU)', () => {
  it.each([
    ['2026-11-23T07:05:00Z', SYD, '23/11/2026, 06:05 pm'],
    ['2026-07-01T08:00:00Z', SYD, '01/07/2026, 06:00 pm'],
    ['2026-11-23T13:30:00Z', SYD, '24/11/2026, 12:30 am'],
    ['2026-10-03T16:30:00Z', SYD, '04/10/2026, 03:30 am'],
    ['2026-10-03T15:59:00Z', SYD, '04/10/2026, 01:59 am'],
    ['2026-04-04T15:30:00Z', SYD, '05/04/2026, 02:30 am'],
    ['2026-04-04T16:30:00Z', SYD, '05/04/2026, 02:30 am'],
    ['2026-07-01T08:00:00Z', 'Europe/London', '01/07/2026, 09:00 am'],
    ['2026-12-31T23:59:00Z', 'Europe/London', '31/12/2026, 11:59 pm'],
  ])('shows %s in %s as %s', (instant, zone, shown) => {
    expect(spaced(formatDateTime(instant, zone)).replace(',', '')).toBe(shown.replace(',', ''));
    expect(formatDateTime(instant, zone)).toMatch(/^\d{2}\/\d{2}\/\d{4},? \d{2}:\d{2}[\s\u202f](am|pm)$/);
  });
});
