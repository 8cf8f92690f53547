import { describe, expect, it } from 'vitest';
import { laterWeeksSummary, skippedWeeksLine, weekLine } from './every-week.ts';
import { leftOutOfLaterWeeks } from './every-week-notes.ts';

describe('weekLine', () => {
  it('says who is confirmed and who waits that week', () => {
    expect(
      weekLine({ sessionId: 's', date: '2099-12-02', confirmed: ['Ann Lee'], waiting: ['Bo Chen'] }),
    ).toBe('02/12: Ann Lee confirmed, Bo Chen on the waiting list');
    expect(
      weekLine({
        sessionId: 's',
        date: '2099-12-09',
        confirmed: ['Ann Lee', 'Bo Chen', 'Cy Doe'],
        waiting: [],
      }),
    ).toBe('09/12: Ann Lee, Bo Chen and Cy Doe confirmed');
    expect(weekLine({ sessionId: 's', date: '2099-12-16', confirmed: [], waiting: ['Bo Chen'] })).toBe(
      '16/12: Bo Chen on the waiting list',
    );
  });
});

describe('skippedWeeksLine', () => {
  it('counts the later weeks that took nobody', () => {
    expect(skippedWeeksLine(3, 3)).toBeNull();
    expect(skippedWeeksLine(3, 2)).toBe(
      'Not booked in 1 later week: full, or the names are already booked there.',
    );
    expect(skippedWeeksLine(4, 1)).toBe(
      'Not booked in 3 later weeks: full, or the names are already booked there.',
    );
  });
});

describe('laterWeeksSummary', () => {
  it('tells in one line how many later weeks took the names', () => {
    expect(laterWeeksSummary(5, 5)).toBe('Also booked in the 5 later weeks: see Later weeks below.');
    expect(laterWeeksSummary(1, 1)).toBe('Also booked in the 1 later week: see Later weeks below.');
    expect(laterWeeksSummary(5, 3)).toBe('Also booked in 3 later weeks, not in 2: see Later weeks below.');
    expect(laterWeeksSummary(2, 0)).toBe('Not booked in the 2 later weeks: see Later weeks below.');
  });
});

describe('leftOutOfLaterWeeks', () => {
  it('names who is booked here already and is not taken to the later weeks', () => {
    expect(leftOutOfLaterWeeks(['Rita Family'])).toMatch(
      /^Rita Family is booked this week already, so Book every week takes only the new names to the later weeks\. To book Rita Family every week too/,
    );
    expect(leftOutOfLaterWeeks(['Ann Lee', 'Bo Chen'])).toMatch(
      /^Ann Lee and Bo Chen are booked this week already/,
    );
  });
});
