import { describe, expect, it } from 'vitest';
import { sessionStart } from './club-time.ts';
import {
  currentSeriesPlaces,
  everyWeekLabel,
  isRepeatWeeks,
  laterWeeksOf,
  REPEAT_WEEKS_ERROR,
  seriesLabel,
  weeklySessions,
} from './weekly-series.ts';

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

describe('currentSeriesPlaces', () => {
  const member = (id: string, date: string, seriesId = 's1', time = '18:00') => ({
    id,
    seriesId,
    date,
    time,
  });

  it('numbers the sessions left in start order, out of how many are left', () => {
    const places = currentSeriesPlaces([member('b', '2099-09-20'), member('a', '2099-09-13')]);
    expect(places.get('a')).toEqual({ id: 's1', week: 1, weeks: 2 });
    expect(places.get('b')).toEqual({ id: 's1', week: 2, weeks: 2 });
  });

  it('follows a moved date and keeps two series apart', () => {
    const places = currentSeriesPlaces([
      member('a', '2099-09-27'),
      member('b', '2099-09-20'),
      member('c', '2099-09-27', 's1', '07:00'),
      member('x', '2099-09-13', 's2'),
      member('y', '2099-09-14', 's2'),
    ]);
    expect([places.get('b')?.week, places.get('c')?.week, places.get('a')?.week]).toEqual([1, 2, 3]);
    expect(places.get('y')).toEqual({ id: 's2', week: 2, weeks: 2 });
  });

  it('gives a series down to one session no place: it is a plain session again', () => {
    expect(currentSeriesPlaces([member('a', '2099-09-13')]).size).toBe(0);
  });
});

describe('laterWeeksOf', () => {
  const week = (id: string, date: string, time = '18:00', isPublished = true) => ({
    id,
    date,
    time,
    isPublished,
  });

  it('keeps the published weeks that start after this one, in start order', () => {
    const current = week('c', '2099-09-13');
    const later = laterWeeksOf(
      [
        week('d', '2099-09-27'),
        week('a', '2099-09-06'),
        current,
        week('hidden', '2099-09-20', '18:00', false),
        week('b', '2099-09-20'),
        week('same-day-later', '2099-09-13', '19:00'),
        week('same-day-earlier', '2099-09-13', '07:00'),
      ],
      current,
    );
    expect(later.map((w) => w.id)).toEqual(['same-day-later', 'b', 'd']);
  });

  it('has none after the last week', () => {
    const current = week('c', '2099-09-13');
    expect(laterWeeksOf([week('a', '2099-09-06'), current], current)).toEqual([]);
  });
});

describe('everyWeekLabel', () => {
  it('names the weekday and how many more weeks', () => {
    expect(everyWeekLabel('2099-09-15', 3)).toBe('this and 3 more Tuesdays');
    expect(everyWeekLabel('2099-09-15', 1)).toBe('this and 1 more Tuesday');
  });
});
