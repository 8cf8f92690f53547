// What "Book every week" tells the player (decision 0088): per later week, where each name landed.
import { formatShortDate } from '#core/format.ts';
import type { SeriesWeekBookedDto } from '#core/schemas.ts';

/** 'Ann Lee', 'Ann Lee and Bo Chen', 'Ann Lee, Bo Chen and Cy Dee'. */
export const list = (names: readonly string[]) =>
  names.length <= 1 ? (names[0] ?? '') : `${names.slice(0, -1).join(', ')} and ${names.at(-1)}`;

/** '02/12: Ann Lee confirmed, Bo Chen on the waiting list'. */
export function weekLine({ date, confirmed, waiting }: SeriesWeekBookedDto): string {
  const parts = [];
  if (confirmed.length > 0) parts.push(`${list(confirmed)} confirmed`);
  if (waiting.length > 0) parts.push(`${list(waiting)} on the waiting list`);
  return `${formatShortDate(date)}: ${parts.join(', ')}`;
}

/**
 * The later weeks that took nobody: full, or already holding every name. The answer leaves them
 * out; `laterWeeks` (in the same answer) says how many there were.
 */
export function skippedWeeksLine(laterWeeks: number, booked: number): string | null {
  const skipped = laterWeeks - booked;
  if (skipped <= 0) return null;
  return `Not booked in ${skipped} later week${skipped === 1 ? '' : 's'}: full, or the names are already booked there.`;
}

/**
 * The booking toast's one line about the later weeks; the page's 'Later weeks' box lists each week
 * (decision 0157: the whole list in a toast ran past it on a phone).
 */
export function laterWeeksSummary(laterWeeks: number, booked: number): string {
  const weeks = (n: number) => `${n} later week${n === 1 ? '' : 's'}`;
  const skipped = laterWeeks - booked;
  if (booked === 0) return `Not booked in the ${weeks(laterWeeks)}: see Later weeks below.`;
  if (skipped <= 0) return `Also booked in the ${weeks(booked)}: see Later weeks below.`;
  return `Also booked in ${weeks(booked)}, not in ${skipped}: see Later weeks below.`;
}
