// Weekly series (decision 0038): 'Repeat weekly' makes one independent session per week. Sessions are
// club wall-clock date + time, so the same time a week later is right across a daylight-saving change.
import { addDays } from './club-time.ts';
import { weekdayName } from './format.ts';

export const MAX_REPEAT_WEEKS = 12;
export const REPEAT_WEEKS_ERROR = `Repeat weekly must be a whole number of weeks from 1 to ${MAX_REPEAT_WEEKS}`;

/** Where a session sits in its series: week `week` of `weeks`, all sharing `id`. */
export type SeriesPlace = { id: string; week: number; weeks: number };

export function isRepeatWeeks(value: unknown): value is number {
  return Number.isInteger(value) && (value as number) >= 1 && (value as number) <= MAX_REPEAT_WEEKS;
}

/**
 * The sessions of a series: `first` and a copy of it each week after, in date order. One week is a
 * plain session (no series).
 */
export function weeklySessions<T extends { date: string }>(
  first: T,
  weeks: number,
  seriesId: string,
): (T & { series: SeriesPlace | null })[] {
  return Array.from({ length: weeks }, (_, i) => ({
    ...first,
    date: addDays(first.date, 7 * i),
    series: weeks > 1 ? { id: seriesId, week: i + 1, weeks } : null,
  }));
}

/** A session as its series sees it: the series it was created in, and when it is now. */
export type SeriesMember = { id: string; seriesId: string; date: string; time: string };

/**
 * Where each session sits in its series as the series is now (decision 0068): the sessions still
 * there, in start order, so deleting week 3 of 3 leaves 'Week 1 of 2' and 'Week 2 of 2', and a moved
 * date takes its new place. A series down to one session is a plain session again (no place).
 */
export function currentSeriesPlaces(members: readonly SeriesMember[]): Map<string, SeriesPlace> {
  const bySeries = new Map<string, SeriesMember[]>();
  for (const m of members) {
    const list = bySeries.get(m.seriesId);
    if (list) list.push(m);
    else bySeries.set(m.seriesId, [m]);
  }
  const places = new Map<string, SeriesPlace>();
  for (const [id, list] of bySeries) {
    if (list.length < 2) continue;
    const ordered = list.toSorted(
      (a, b) => a.date.localeCompare(b.date) || a.time.localeCompare(b.time) || a.id.localeCompare(b.id),
    );
    ordered.forEach((m, i) => {
      places.set(m.id, { id, week: i + 1, weeks: ordered.length });
    });
  }
  return places;
}

/** The dashboard card's label: 'Week 2 of 6'. */
export function seriesLabel(series: Pick<SeriesPlace, 'week' | 'weeks'>): string {
  return `Week ${series.week} of ${series.weeks}`;
}

/** A session of a series as "Book every week" sees it: when it starts and whether it takes bookings. */
export type SeriesWeek = { id: string; date: string; time: string; isPublished: boolean };

/**
 * The weeks after `current` that "Book every week" books into (docs/product/booking-rules.md): the
 * published sessions of its series that start after it, in start order. Sessions are club date and
 * time, so comparing them as strings is comparing start instants. The caller drops weeks that have
 * started (none can have, while `current` has not) and canceled ones.
 */
export function laterWeeksOf<T extends SeriesWeek>(series: readonly T[], current: SeriesWeek): T[] {
  const key = (s: SeriesWeek) => `${s.date} ${s.time} ${s.id}`;
  const from = key(current);
  return series
    .filter((s) => s.isPublished && key(s) > from)
    .toSorted((a, b) => key(a).localeCompare(key(b)));
}

/** The checkbox's words (decision 0088): 'this and 3 more Tuesdays', 'this and 1 more Tuesday'. */
export function everyWeekLabel(date: string, laterWeeks: number): string {
  return `this and ${laterWeeks} more ${weekdayName(date)}${laterWeeks === 1 ? '' : 's'}`;
}
