import { sql } from 'kysely';
import type { Db } from '../db/connection.ts';

/**
 * Counts `hits` hits on `key` in a fixed window and returns the count and window end. One upsert, so
 * concurrent processes on one PostgreSQL share the counter (docs/product/system.md: processes are stateless).
 */
/** Hits to count on one key, in a window of `windowMs` that restarts if it ended by `nowMs`. */
export type RateLimitHit = { key: string; hits: number; windowMs: number; nowMs: number };

/**
 * Counts hits on several distinct keys with one statement: each key's window starts anew once it is
 * over. Answers each key's count in its window (these hits included) and when the window ends.
 */
export async function hitRateLimits(
  db: Db,
  items: readonly RateLimitHit[],
): Promise<Map<string, { count: number; resetAt: number }>> {
  if (items.length === 0) return new Map();
  // One "now" for the statement: the earliest, so no window is taken as over before its time.
  const nowMs = Math.min(...items.map((i) => i.nowMs));
  const rows = await db
    .insertInto('rate_limits')
    .values(items.map((i) => ({ key: i.key, count: i.hits, reset_at: i.nowMs + i.windowMs })))
    .onConflict((oc) =>
      oc.column('key').doUpdateSet({
        count: sql<number>`case when rate_limits.reset_at <= ${nowMs} then excluded.count else rate_limits.count + excluded.count end`,
        reset_at: sql<number>`case when rate_limits.reset_at <= ${nowMs} then excluded.reset_at else rate_limits.reset_at end`,
      }),
    )
    .returning(['key', 'count', 'reset_at'])
    .execute();
  return new Map(rows.map((r) => [r.key, { count: Number(r.count), resetAt: Number(r.reset_at) }]));
}

export async function deleteExpiredRateLimits(db: Db, nowMs = Date.now()): Promise<void> {
  await db.deleteFrom('rate_limits').where('reset_at', '<=', nowMs).execute();
}

/** Takes back one hit counted by hitRateLimit (a reserved attempt that turned out not to count). */
export async function releaseRateLimit(db: Db, key: string): Promise<void> {
  await db
    .updateTable('rate_limits')
    .set({ count: sql<number>`count - 1` })
    .where('key', '=', key)
    .where('count', '>', 0)
    .execute();
}
