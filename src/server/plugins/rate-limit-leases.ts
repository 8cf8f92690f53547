// Rate-limit counters with hits reserved ahead (decision 0031). The database counter stays the one
// every process shares (decision 0002), but a process far from a limit takes several hits from it
// in one upsert and spends them in memory, so most requests write nothing. Near the limit it takes
// one at a time, as before, so a limit of N still lets exactly N through in one process, and never
// more than N across processes: a hit is only ever spent after the database counted it.
import type { Db } from '../db/connection.ts';
import { inOneCallPerTurn } from '../store/one-call-per-turn.ts';
import { hitRateLimits, type RateLimitHit } from '../store/rate-limits.ts';

/** At most this share of what is left in a window is reserved at once… */
const LEASE_SHARE = 16;
/** …and never more than this many hits. */
const MAX_LEASE = 32;

type Lease = { resetAt: number; left: number; counted: number };
export type HitOutcome = { allowed: boolean; resetAt: number };

/**
 * How many hits to reserve: one while the count is unknown or near the limit, more the further
 * away it is. What one process holds unspent is what another may find counted early.
 */
function leaseSize(max: number, counted: number | undefined): number {
  if (counted === undefined) return 1;
  return Math.max(1, Math.min(MAX_LEASE, Math.floor((max - counted) / LEASE_SHARE)));
}

export class RateLimitLeases {
  #leases = new Map<string, Lease>();
  /** The reservation under way per key: a burst waits for it instead of reserving beside it. */
  #reserving = new Map<string, Promise<unknown>>();
  /**
   * The database's counts after adding these hits. Reservations of one turn of the event loop go in
   * one statement: a rush of 500 visitors, each on their own key, wrote 500 (issue 26). Keys are
   * distinct within a turn, since a key waits for its reservation under way (`hit`).
   */
  readonly #counts = inOneCallPerTurn((items: RateLimitHit[]) => hitRateLimits(this.db, items));

  constructor(private readonly db: Db) {}

  /** Counts one hit on `key`; `allowed` is false once the window holds more than `max`. */
  async hit(key: string, max: number, windowMs: number, nowMs = Date.now()): Promise<HitOutcome> {
    for (;;) {
      const lease = this.#leases.get(key);
      if (lease && nowMs < lease.resetAt && lease.left > 0) {
        lease.left -= 1;
        return { allowed: true, resetAt: lease.resetAt };
      }
      // Without this wait, fifty simultaneous requests would each reserve hits of their own and
      // use up the window for the hits they reserved, not the requests that were made.
      const pending = this.#reserving.get(key);
      if (!pending) break;
      await pending;
    }
    const reservation = this.#reserve(key, max, windowMs, nowMs);
    const settled = reservation.catch(() => undefined);
    this.#reserving.set(key, settled);
    try {
      return await reservation;
    } finally {
      if (this.#reserving.get(key) === settled) this.#reserving.delete(key);
    }
  }

  async #reserve(key: string, max: number, windowMs: number, nowMs: number): Promise<HitOutcome> {
    const lease = this.#leases.get(key);
    const current = lease && nowMs < lease.resetAt ? lease : undefined;
    const hits = leaseSize(max, current?.counted);
    const { count, resetAt } = await this.#counted({ key, hits, windowMs, nowMs });
    const mine = count - hits + 1; // this request's place in the window
    const spare = Math.max(0, Math.min(hits - 1, max - mine));
    this.#leases.set(key, { resetAt, left: mine <= max ? spare : 0, counted: count });
    return { allowed: mine <= max, resetAt };
  }

  /** The database's count of `item`'s key after adding its hits. */
  async #counted(item: RateLimitHit): Promise<{ count: number; resetAt: number }> {
    const counted = (await this.#counts(item)).get(item.key);
    if (!counted) throw new Error(`the rate limit of ${item.key} was not counted`);
    return counted;
  }

  /** Forgets the windows that are over (their counters restart from the database). */
  sweep(nowMs = Date.now()): void {
    for (const [key, lease] of this.#leases) if (lease.resetAt <= nowMs) this.#leases.delete(key);
  }
}
