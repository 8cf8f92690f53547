import { sessionStart } from '#core/club-time.ts';
import type { SessionDto } from '#core/schemas.ts';

/** setTimeout's longest wait (about 24.8 days). */
const LONGEST_WAIT_MS = 2 ** 31 - 1;
/** Read a moment after the start, so the server's clock has passed it too. */
const AFTER_START_MS = 1000;

/**
 * How long until the earliest of `sessions` starts and leaves the upcoming list (decision 0195), or
 * undefined for none. A start already past waits a moment: the list is read once more, not in a loop
 * (an unchanged answer is the same data, which sets no new wait).
 */
export function msUntilNextStart(
  sessions: readonly Pick<SessionDto, 'date' | 'time'>[] | undefined,
  now: number,
  timeZone: string,
): number | undefined {
  if (!sessions || sessions.length === 0) return undefined;
  const first = Math.min(...sessions.map((s) => sessionStart(s.date, s.time, timeZone).getTime()));
  return Math.min(Math.max(first - now, 0) + AFTER_START_MS, LONGEST_WAIT_MS);
}
