// Late cancels and their fees (docs/product/booking-rules.md late cancels, the terms page made real).
// A visitor's own cancel of a confirmed place within 24 hours of the start is late. Once the session
// has started, a late cancel owes the session's price unless its place was filled: with k places left
// empty at the start, the k latest late cancels owe — an earlier canceller gave the club more time to
// fill the place, so when some places were filled, theirs is counted as one of them.
import { startsWithin24Hours } from './club-time.ts';

/** What the admin recorded about a fee; whether one is owed at all is worked out here. */
export type FeeMark = 'paid' | 'waived' | null;
export type Fee = 'owed' | 'paid' | 'waived' | null;

export const FEE_MARKS = ['owed', 'paid', 'waived'] as const;
export const NO_FEE = 'No fee applies to this cancellation.';

export const feeMarkOf = (stored: string | null): FeeMark =>
  stored === 'paid' || stored === 'waived' ? stored : null;

/** Whether a cancel is late, decided when it happens. */
export function isLateCancel(cancel: {
  byAdmin: boolean;
  wasConfirmed: boolean;
  start: Date;
  now: Date;
}): boolean {
  return !cancel.byAdmin && cancel.wasConfirmed && startsWithin24Hours(cancel.start, cancel.now);
}

/**
 * Whether the cancel dialog warns of a fee (docs/product/validation.md): a visitor's cancel inside
 * 24 hours, of a confirmed place. A waiting booking's cancel is never late and frees no place (decision 0158).
 */
export const cancelNoteWarnsOfFee = (within24Hours: boolean, wasConfirmed: boolean): boolean =>
  within24Hours && wasConfirmed;

export type LateCancel = { id: string; canceledAt: string; feeMark: FeeMark };

/**
 * The fee of each late cancel of one session, by id. Before the start, and for a free session, none
 * owes (null). `activeCount` is the session's active bookings at the start (nothing books or cancels
 * after it), so `capacity - activeCount` places were left empty.
 */
export function lateCancelFees(session: {
  started: boolean;
  priceCents: number;
  capacity: number;
  activeCount: number;
  lateCancels: readonly LateCancel[];
}): Map<string, Fee> {
  const fees = new Map<string, Fee>(session.lateCancels.map((c) => [c.id, null]));
  if (!session.started || session.priceCents <= 0) return fees;
  const empty = Math.max(0, session.capacity - session.activeCount);
  const latestFirst = [...session.lateCancels].sort(
    (a, b) => b.canceledAt.localeCompare(a.canceledAt) || b.id.localeCompare(a.id),
  );
  for (const cancel of latestFirst.slice(0, empty)) fees.set(cancel.id, cancel.feeMark ?? 'owed');
  return fees;
}
