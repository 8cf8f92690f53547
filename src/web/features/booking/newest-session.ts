// The booking page hears its session three ways: a read, a booking's or cancel's answer, and the live
// stream. They can land out of order: a read that started before a booking may answer after the live
// frame that shows it. The page keeps the newest (decision 0147): a session at an older version never
// replaces a newer one.
import { replaceEqualDeep } from '@tanstack/react-query';
import type { SessionDto } from '#core/schemas.ts';

type Kept = SessionDto | null | undefined;

/**
 * `incoming` is the same session at an older version than `kept`: for a live connection's first
 * frame, the session as the server has it now, that means the database went back (decision 0153).
 */
export const wentBack = (kept: Kept, incoming: SessionDto): boolean =>
  kept?.id === incoming.id &&
  kept.version !== undefined &&
  incoming.version !== undefined &&
  incoming.version < kept.version;

/**
 * What the cache keeps when `incoming` lands on `kept`. At one version, a booking's answer shows the
 * roster only up to its own names while a read or a live frame shows all of it: the longer one wins.
 * A session gone (null) always lands; so does one without a version to compare.
 */
export function newestSession(kept: Kept, incoming: Kept): Kept {
  if (!kept || !incoming || kept.id !== incoming.id) return incoming;
  if (wentBack(kept, incoming)) return kept;
  const sameVersion = incoming.version !== undefined && incoming.version === kept.version;
  if (sameVersion && incoming.bookings.length < kept.bookings.length) return kept;
  return replaceEqualDeep(kept, incoming);
}
