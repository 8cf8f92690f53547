// What "Book every week" tells the player (decision 0088): per later week, where each name landed.
import { formatShortDate } from '#core/format.ts';
import type { SeriesWeekBookedDto } from '#core/schemas.ts';

const list = (names: readonly string[]) =>
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
