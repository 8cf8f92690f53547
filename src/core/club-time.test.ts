import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  addDays,
  CANCEL_CUTOFF_HOURS,
  clubDate,
  clubWallTime,
  countdownText,
  HOUR_MS,
  hasStarted,
  isValidDate,
  isValidTime,
  isWithinCancelCutoff,
  NOTICE_WINDOW_HOURS,
  sessionStart,
  startsWhenText,
  startsWithin24Hours,
} from './club-time.ts';

const SYD = 'Australia/Sydney';
const LON = 'Europe/London';
const at = (iso: string) => new Date(iso);
const MIN = 60_000;
const minutes = (n: number) => n * MIN;
const shift = (d: Date, ms: number) => new Date(d.getTime() + ms);
const iso = (date: string, time: string, zone = SYD) => sessionStart(date, time, zone).toISOString();

// The answers must not depend on the zone of the machine (server or visitor's browser) doing the sum.
const HOST_ZONES = ['UTC', 'Australia/Sydney', 'America/New_York', 'Europe/London', 'Pacific/Chatham'];

describe.each(HOST_ZONES)('on a machine whose own zone is %s', (hostZone) => {
  const originalTz = process.env.TZ;
  beforeAll(() => {
    process.env.TZ = hostZone;
  });
  afterAll(() => {
    if (originalTz === undefined) delete process.env.TZ;
    else process.env.TZ = originalTz;
  });

  describe('session start instant in the club zone (docs/product/system.md)', () => {
    it('uses the host zone it claims to (sanity check of the test set-up)', () => {
      expect(Intl.DateTimeFormat().resolvedOptions().timeZone).toBe(hostZone === 'UTC' ? 'UTC' : hostZone);
    });

    it('reads a summer date in Sydney as AEDT (UTC+11)', () => {
      expect(iso('2026-12-01', '18:00')).toBe('2026-12-01T07:00:00.000Z');
    });

    it('reads a winter date in Sydney as AEST (UTC+10)', () => {
      expect(iso('2026-07-01', '18:00')).toBe('2026-07-01T08:00:00.000Z');
    });

    it('puts a session just after midnight on the previous UTC day', () => {
      expect(iso('2026-01-01', '00:00')).toBe('2025-12-31T13:00:00.000Z');
      expect(iso('2026-12-31', '23:30')).toBe('2026-12-31T12:30:00.000Z');
    });

    describe('autumn: 5 April 2026, 03:00 AEDT becomes 02:00 AEST', () => {
      it('reads 09:00 the day before as AEDT and 09:00 on the day of the change and after as AEST', () => {
        expect(iso('2026-04-04', '09:00')).toBe('2026-04-03T22:00:00.000Z');
        expect(iso('2026-04-05', '09:00')).toBe('2026-04-04T23:00:00.000Z');
        expect(iso('2026-04-06', '09:00')).toBe('2026-04-05T23:00:00.000Z');
      });

      it('reads 01:59, before the repeated hour, as AEDT', () => {
        expect(iso('2026-04-05', '01:59')).toBe('2026-04-04T14:59:00.000Z');
      });

      it('reads 02:30, which happens twice that night, as the first time (still AEDT)', () => {
        expect(iso('2026-04-05', '02:30')).toBe('2026-04-04T15:30:00.000Z');
        expect(iso('2026-04-05', '02:00')).toBe('2026-04-04T15:00:00.000Z');
      });

      it('reads 03:00, after the repeated hour, as AEST', () => {
        expect(iso('2026-04-05', '03:00')).toBe('2026-04-04T17:00:00.000Z');
      });

      it('makes 10:00 on 5 April 25 real hours after 10:00 on 4 April', () => {
        const gap =
          sessionStart('2026-04-05', '10:00', SYD).getTime() -
          sessionStart('2026-04-04', '10:00', SYD).getTime();
        expect(gap).toBe(25 * HOUR_MS);
      });
    });

    describe('spring: 4 October 2026, 02:00 AEST becomes 03:00 AEDT', () => {
      it('reads 09:00 the day before as AEST and 09:00 on the day of the change and after as AEDT', () => {
        expect(iso('2026-10-03', '09:00')).toBe('2026-10-02T23:00:00.000Z');
        expect(iso('2026-10-04', '09:00')).toBe('2026-10-03T22:00:00.000Z');
        expect(iso('2026-10-05', '09:00')).toBe('2026-10-04T22:00:00.000Z');
      });

      it('reads 01:59, just before the change, as AEST', () => {
        expect(iso('2026-10-04', '01:59')).toBe('2026-10-03T15:59:00.000Z');
      });

      it('moves 02:30, a wall time that does not exist that night, forward to 03:30 AEDT', () => {
        // Clocks jump from 01:59:59 AEST to 03:00 AEDT; the instant chosen is the one clocks show as 03:30.
        expect(iso('2026-10-04', '02:30')).toBe('2026-10-03T16:30:00.000Z');
        expect(iso('2026-10-04', '02:00')).toBe(iso('2026-10-04', '03:00'));
        expect(iso('2026-10-04', '03:00')).toBe('2026-10-03T16:00:00.000Z');
      });

      it('makes 10:00 on 4 October only 23 real hours after 10:00 on 3 October', () => {
        const gap =
          sessionStart('2026-10-04', '10:00', SYD).getTime() -
          sessionStart('2026-10-03', '10:00', SYD).getTime();
        expect(gap).toBe(23 * HOUR_MS);
      });
    });

    describe('another club zone: Europe/London', () => {
      it('reads winter as GMT (UTC+0) and summer as BST (UTC+1)', () => {
        expect(iso('2026-01-15', '09:00', LON)).toBe('2026-01-15T09:00:00.000Z');
        expect(iso('2026-07-01', '09:00', LON)).toBe('2026-07-01T08:00:00.000Z');
      });

      it('gets the days after its own changes (29 March and 25 October 2026) right', () => {
        expect(iso('2026-03-30', '09:00', LON)).toBe('2026-03-30T08:00:00.000Z');
        expect(iso('2026-10-26', '09:00', LON)).toBe('2026-10-26T09:00:00.000Z');
      });

      it('moves the skipped 01:30 on 29 March forward to 02:30 BST', () => {
        expect(iso('2026-03-29', '01:30', LON)).toBe('2026-03-29T01:30:00.000Z');
      });

      it('reads the repeated 01:30 on 25 October as the first time (BST)', () => {
        expect(iso('2026-10-25', '01:30', LON)).toBe('2026-10-25T00:30:00.000Z');
      });
    });

    describe('club zones at UTC, west of it and off the whole hour', () => {
      it('reads UTC itself with no offset', () => {
        expect(iso('2026-07-01', '09:00', 'UTC')).toBe('2026-07-01T09:00:00.000Z');
        expect(clubDate(at('2026-07-01T23:59:00Z'), 'UTC')).toBe('2026-07-01');
      });

      it('reads St John’s (UTC−3:30, −2:30 in summer) and Kathmandu (UTC+5:45)', () => {
        expect(iso('2026-01-15', '09:00', 'America/St_Johns')).toBe('2026-01-15T12:30:00.000Z');
        expect(iso('2026-07-01', '09:00', 'America/St_Johns')).toBe('2026-07-01T11:30:00.000Z');
        expect(iso('2026-07-01', '09:00', 'Asia/Kathmandu')).toBe('2026-07-01T03:15:00.000Z');
        expect(clubDate(at('2026-07-01T18:14:00Z'), 'Asia/Kathmandu')).toBe('2026-07-01');
        expect(clubDate(at('2026-07-01T18:15:00Z'), 'Asia/Kathmandu')).toBe('2026-07-02');
      });

      it('gives no instant for a zone that does not exist', () => {
        expect(sessionStart('2026-07-01', '09:00', 'Mars/Olympus_Mons').getTime()).toBeNaN();
      });
    });
  });

  describe("the club's calendar date", () => {
    it('is already tomorrow in Sydney late in the UTC day (AEDT midnight = 13:00 UTC)', () => {
      expect(clubDate(at('2026-11-23T12:59:59Z'), SYD)).toBe('2026-11-23');
      expect(clubDate(at('2026-11-23T13:00:00Z'), SYD)).toBe('2026-11-24');
    });

    it('turns at 14:00 UTC in winter (AEST midnight)', () => {
      expect(clubDate(at('2026-07-01T13:59:59Z'), SYD)).toBe('2026-07-01');
      expect(clubDate(at('2026-07-01T14:00:00Z'), SYD)).toBe('2026-07-02');
    });

    it('is the same as the UTC date either side of UTC midnight in the Sydney daytime', () => {
      expect(clubDate(at('2026-11-23T23:59:00Z'), SYD)).toBe('2026-11-24');
      expect(clubDate(at('2026-11-24T00:00:00Z'), SYD)).toBe('2026-11-24');
    });

    it('crosses the year end in the club zone before UTC does', () => {
      expect(clubDate(at('2026-12-31T13:00:00Z'), SYD)).toBe('2027-01-01');
    });

    it('works for London too: still today until 23:00 UTC in summer, midnight UTC in winter', () => {
      expect(clubDate(at('2026-07-01T22:59:00Z'), LON)).toBe('2026-07-01');
      expect(clubDate(at('2026-07-01T23:00:00Z'), LON)).toBe('2026-07-02');
      expect(clubDate(at('2026-12-31T23:59:00Z'), LON)).toBe('2026-12-31');
    });
  });
});

describe('past: hasStarted', () => {
  const start = sessionStart('2026-12-01', '18:00', SYD);

  it('has not started a minute (or a millisecond) before the start', () => {
    expect(hasStarted(start, shift(start, -minutes(1)))).toBe(false);
    expect(hasStarted(start, shift(start, -1))).toBe(false);
  });

  it('has started at the start instant and after it', () => {
    expect(hasStarted(start, start)).toBe(true);
    expect(hasStarted(start, shift(start, minutes(1)))).toBe(true);
    expect(hasStarted(start, shift(start, 30 * 24 * HOUR_MS))).toBe(true);
  });
});

describe('the 24-hour notice: startsWithin24Hours', () => {
  const start = sessionStart('2026-12-01', '18:00', SYD);

  it('uses a 24-hour window', () => {
    expect(NOTICE_WINDOW_HOURS).toBe(24);
  });

  it('is off more than 24 hours before the start', () => {
    expect(startsWithin24Hours(start, shift(start, -(24 * HOUR_MS + 1)))).toBe(false);
    expect(startsWithin24Hours(start, shift(start, -3 * 24 * HOUR_MS))).toBe(false);
  });

  it('is on from exactly 24 hours before the start', () => {
    expect(startsWithin24Hours(start, shift(start, -24 * HOUR_MS))).toBe(true);
  });

  it('is on a minute before the start', () => {
    expect(startsWithin24Hours(start, shift(start, -minutes(1)))).toBe(true);
  });

  it('is off once the session has started (the start is no longer in the future)', () => {
    expect(startsWithin24Hours(start, start)).toBe(false);
    expect(startsWithin24Hours(start, shift(start, HOUR_MS))).toBe(false);
  });

  it('counts real hours across the spring-forward change: 10:00 on 3 October is only 23 h before 10:00 on 4 October', () => {
    const sunday = sessionStart('2026-10-04', '10:00', SYD);
    expect(startsWithin24Hours(sunday, sessionStart('2026-10-03', '10:00', SYD))).toBe(true);
    expect(startsWithin24Hours(sunday, sessionStart('2026-10-03', '09:00', SYD))).toBe(true); // exactly 24 h
    expect(startsWithin24Hours(sunday, sessionStart('2026-10-03', '08:59', SYD))).toBe(false);
  });

  it('counts real hours across the fall-back change: 10:00 on 4 April is 25 h before 10:00 on 5 April', () => {
    const sunday = sessionStart('2026-04-05', '10:00', SYD);
    expect(startsWithin24Hours(sunday, sessionStart('2026-04-04', '10:00', SYD))).toBe(false);
    expect(startsWithin24Hours(sunday, sessionStart('2026-04-04', '10:59', SYD))).toBe(false);
    expect(startsWithin24Hours(sunday, sessionStart('2026-04-04', '11:00', SYD))).toBe(true); // exactly 24 h
  });
});

describe('the 2-hour self-cancel cut-off: isWithinCancelCutoff (terms page)', () => {
  const start = sessionStart('2026-12-01', '18:00', SYD);

  it('uses a 2-hour window', () => {
    expect(CANCEL_CUTOFF_HOURS).toBe(2);
  });

  it('allows cancelling well ahead and exactly 2 hours before the start', () => {
    expect(isWithinCancelCutoff(start, shift(start, -3 * 24 * HOUR_MS))).toBe(false);
    expect(isWithinCancelCutoff(start, shift(start, -minutes(121)))).toBe(false);
    expect(isWithinCancelCutoff(start, shift(start, -minutes(120)))).toBe(false);
  });

  it('refuses 1 hour 59 minutes before the start (and a millisecond inside 2 hours)', () => {
    expect(isWithinCancelCutoff(start, shift(start, -minutes(119)))).toBe(true);
    expect(isWithinCancelCutoff(start, shift(start, -(2 * HOUR_MS - 1)))).toBe(true);
  });

  it('refuses at the start and after it', () => {
    expect(isWithinCancelCutoff(start, start)).toBe(true);
    expect(isWithinCancelCutoff(start, shift(start, minutes(5)))).toBe(true);
    expect(isWithinCancelCutoff(start, shift(start, 7 * 24 * HOUR_MS))).toBe(true);
  });

  it('counts real hours across the spring-forward change: 03:30 AEDT on 4 October', () => {
    const start = sessionStart('2026-10-04', '03:30', SYD); // 16:30 UTC
    // 00:30 AEST is two real hours earlier although the wall clocks differ by three.
    expect(isWithinCancelCutoff(start, sessionStart('2026-10-04', '00:30', SYD))).toBe(false);
    // 01:30 AEST looks two hours early on the wall, but is only one real hour before.
    expect(isWithinCancelCutoff(start, sessionStart('2026-10-04', '01:30', SYD))).toBe(true);
  });

  it('counts real hours across the fall-back change: 03:30 AEST on 5 April', () => {
    const start = sessionStart('2026-04-05', '03:30', SYD); // 17:30 UTC
    expect(start.toISOString()).toBe('2026-04-04T17:30:00.000Z');
    // 02:30 AEDT, the first 02:30 that night, is exactly two real hours before.
    expect(isWithinCancelCutoff(start, at('2026-04-04T15:30:00Z'))).toBe(false);
    expect(isWithinCancelCutoff(start, at('2026-04-04T15:31:00Z'))).toBe(true);
    // 01:30 AEDT looks two hours early on the wall, but is three real hours before.
    expect(isWithinCancelCutoff(start, sessionStart('2026-04-05', '01:30', SYD))).toBe(false);
  });
});

describe('calendar arithmetic: addDays', () => {
  it.each([
    ['2026-11-24', 1, '2026-11-25'],
    ['2026-11-24', 0, '2026-11-24'],
    ['2026-01-31', 1, '2026-02-01'],
    ['2026-04-30', 1, '2026-05-01'],
    ['2026-12-31', 1, '2027-01-01'],
    ['2027-01-01', -1, '2026-12-31'],
    ['2026-03-01', -1, '2026-02-28'],
    ['2028-02-28', 1, '2028-02-29'],
    ['2028-03-01', -1, '2028-02-29'],
    ['2026-12-25', 14, '2027-01-08'],
    ['2026-10-01', 7, '2026-10-08'],
    ['2026-04-01', 7, '2026-04-08'],
    ['2026-01-01', 365, '2027-01-01'],
  ])('%s plus %d days is %s', (date, days, expected) => {
    expect(addDays(date, days)).toBe(expected);
  });
});

describe('date and time shape checks', () => {
  it.each([
    ['2026-11-24', true],
    ['2026-02-28', true],
    ['2026-02-29', false],
    ['2028-02-29', true],
    ['2100-02-29', false],
    ['2000-02-29', true],
    ['2026-02-30', false],
    ['2026-04-31', false],
    ['2026-12-31', true],
    ['2026-13-01', false],
    ['2026-00-10', false],
    ['2026-01-00', false],
    ['2026-1-01', false],
    ['2026-01-1', false],
    ['26-01-01', false],
    ['2026/01/01', false],
    ['2026-01-01T00:00', false],
    ['', false],
  ])('says %s is a valid date: %s', (date, valid) => {
    expect(isValidDate(date)).toBe(valid);
  });

  it.each([
    ['00:00', true],
    ['09:05', true],
    ['12:00', true],
    ['23:59', true],
    ['24:00', false],
    ['7:00', false],
    ['07:0', false],
    ['12:60', false],
    ['1200', false],
    ['12:00:00', false],
    [' 12:00', false],
    ['12:00 pm', false],
    ['', false],
  ])('says %s is a valid time: %s', (time, valid) => {
    expect(isValidTime(time)).toBe(valid);
  });
});

describe('admin countdown text (docs/product/screens.md)', () => {
  const start = at('2026-12-01T07:00:00Z');
  const earlier = (ms: number) => shift(start, -ms);

  it.each([
    [minutes(2 * 1440 + 3 * 60 + 20), 'in 2 days 3 hours'],
    [minutes(3 * 60 + 10), 'in 3 hours 10 min'],
    [minutes(5), 'in 5 min'],
    [minutes(1440 + 60), 'in 1 day 1 hour'],
    [minutes(1440 + 2 * 60), 'in 1 day 2 hours'],
    [minutes(3 * 1440 + 60), 'in 3 days 1 hour'],
    [minutes(60 + 1), 'in 1 hour 1 min'],
    [minutes(60), 'in 1 hour 0 min'],
    [minutes(59), 'in 59 min'],
    [minutes(1), 'in 1 min'],
  ])('shows %d ms before the start as %s', (ms, text) => {
    expect(countdownText(start, earlier(ms))).toBe(text);
  });

  it('rounds down to whole minutes', () => {
    expect(countdownText(start, earlier(minutes(5) + 59_000))).toBe('in 5 min');
    expect(countdownText(start, earlier(30_000))).toBe('in 0 min');
  });

  it("shows 'Started' from the start on", () => {
    expect(countdownText(start, start)).toBe('Started');
    expect(countdownText(start, shift(start, minutes(10)))).toBe('Started');
    expect(countdownText(start, shift(start, 3 * 24 * HOUR_MS))).toBe('Started');
  });

  it('counts real time across daylight-saving changes', () => {
    const springSunday = sessionStart('2026-10-04', '10:00', SYD);
    expect(countdownText(springSunday, sessionStart('2026-10-03', '10:00', SYD))).toBe('in 23 hours 0 min');
    const autumnSunday = sessionStart('2026-04-05', '10:00', SYD);
    expect(countdownText(autumnSunday, sessionStart('2026-04-04', '10:00', SYD))).toBe('in 1 day 1 hour');
  });
});

describe('how soon, on the public cards: startsWhenText (decision 0065)', () => {
  const session = { date: '2026-11-26', time: '18:00' };
  const start = sessionStart(session.date, session.time, SYD);
  const ahead = (ms: number) => shift(start, -ms);

  it('counts whole hours, rounded down, later the same club day', () => {
    expect(startsWhenText(session, SYD, ahead(minutes(60)))).toBe('Today · starts in 1 h');
    expect(startsWhenText(session, SYD, ahead(minutes(119)))).toBe('Today · starts in 1 h');
    expect(startsWhenText(session, SYD, ahead(minutes(17 * 60 + 59)))).toBe('Today · starts in 17 h');
  });

  it('counts minutes, rounded up, in the last hour', () => {
    expect(startsWhenText(session, SYD, ahead(minutes(25)))).toBe('Today · starts in 25 min');
    expect(startsWhenText(session, SYD, ahead(30_000))).toBe('Today · starts in 1 min');
    expect(startsWhenText(session, SYD, ahead(minutes(59) + 30_000))).toBe('Today · starts in 1 h');
  });

  it('says started from the start on', () => {
    expect(startsWhenText(session, SYD, start)).toBe('Today · started');
  });

  it("goes by the club's calendar day: Tomorrow the day before, nothing further ahead", () => {
    // Sydney is at +11 in November: its 25th runs from 13:00 UTC on the 24th to 13:00 UTC on the 25th.
    expect(startsWhenText(session, SYD, at('2026-11-25T12:30:00Z'))).toBe('Tomorrow');
    expect(startsWhenText(session, SYD, at('2026-11-24T13:30:00Z'))).toBe('Tomorrow');
    expect(startsWhenText(session, SYD, at('2026-11-24T12:30:00Z'))).toBeNull();
    expect(startsWhenText(session, SYD, at('2026-11-25T13:30:00Z'))).toBe('Today · starts in 17 h');
  });
});

describe('clubWallTime', () => {
  it('reads an instant on the club clock, across a daylight-saving change', () => {
    expect(clubWallTime(new Date('2026-11-25T07:30:00Z'), 'Australia/Sydney')).toEqual({
      date: '2026-11-25',
      time: '18:30',
    });
    expect(clubWallTime(new Date('2026-06-30T14:05:00Z'), 'Australia/Sydney')).toEqual({
      date: '2026-07-01',
      time: '00:05',
    });
  });
});
