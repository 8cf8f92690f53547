import { describe, expect, it } from 'vitest';
import { sessionStart } from './club-time.ts';
import { isRepeatWeeks, REPEAT_WEEKS_ERROR, seriesLabel, weeklySessions } from './weekly-series.ts';

describe('isRepeatWeeks', () => {
  it('accepts whole numbers from 1 to 12 only', () => {
    for (const ok of [1, 2, 6, 12]) expect(isRepeatWeeks(ok), String(ok)).toBe(true);
    for (const bad of [0, 13, -1, 2.5, Number.NaN, Number.POSITIVE_INFINITY, '3', null, undefined]) {
      expect(isRepeatWeeks(bad), String(bad)).toBe(false);
    }
  });

  it('names the range in its message', () => {
    expect(REPEAT_WEEKS_ERROR).toBe('Repeat weekly must be a whole number of weeks from 1 to 12');
  });
});

describe('weeklySessions', () => {
  const first = { title: 'Fitness SUNDAY', date: '2099-09-13', time: '18:00' };

  it('copies the session each week, in date order, numbered within the series', () => {
    const series = weeklySessions(first, 3, 's1');
    expect(series).toEqual([
      { ...first, date: '2099-09-13', series: { id: 's1', week: 1, weeks: 3 } },
      { ...first, date: '2099-09-20', series: { id: 's1', week: 2, weeks: 3 } },
      { ...first, date: '2099-09-27', series: { id: 's1', week: 3, weeks: 3 } },
    ]);
  });

  it('crosses month and year ends on the calendar', () => {
    const dates = weeklySessions({ date: '2099-12-24' }, 3, 's').map((s) => s.date);
    expect(dates).toEqual(['2099-12-24', '2099-12-31', '2100-01-07']);
  });

  it('keeps the club wall-clock time across a DST change: the instants are 7 days less an hour apart', () => {
    // Sydney's clocks go forward on the first Sunday of October (2099-10-04).
    const [before, after] = weeklySessions({ date: '2099-09-27', time: '18:00' }, 2, 's').map((s) =>
      sessionStart(s.date, s.time, 'Australia/Sydney').getTime(),
    );
    expect((after as number) - (before as number)).toBe((7 * 24 - 1) * 3_600_000);
  });

  it('makes one week a plain session, not a series', () => {
    expect(weeklySessions(first, 1, 's1')).toEqual([{ ...first, series: null }]);
  });
});

describe('seriesLabel', () => {
  it("reads 'Week n of N'", () => {
    expect(seriesLabel({ week: 2, weeks: 6 })).toBe('Week 2 of 6');
  });
});
