import { sessionStart } from '#core/club-time.ts';
import type { SessionDto } from '#core/schemas.ts';

/** setTimeout's longest wait (about 24.8 days). */
const LONGEST_WAIT_MS = 2 ** 31 - 1;
/** Read a moment after the start, so the server's clock has passed it too. */
const AFTER_START_MS = 1000;
/** A start already past, with the session still listed: read again after this. */
const STILL_LISTED_MS = 5000;

/**
 * How long until the earliest of `sessions` starts and leaves the upcoming list (decision 0195), or
 * undefined for none.
 */
export function msUntilNextStart(
  sessions: readonly Pick<SessionDto, 'date' | 'time'>[] | undefined,
  now: number,
  timeZone: string,
): number | undefined {
  if (!sessions || sessions.length === 0) return undefined;
  const first = Math.min(...sessions.map((s) => sessionStart(s.date, s.time, timeZone).getTime()));
  if (first <= now) return STILL_LISTED_MS;
  return Math.min(first - now + AFTER_START_MS, LONGEST_WAIT_MS);
}
