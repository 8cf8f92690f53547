import { sql } from 'kysely';
import type { Db } from '../db/connection.ts';

/**
 * Counts `hits` hits on `key` in a fixed window and returns the count and window end. One upsert, so
 * concurrent processes on one PostgreSQL share the counter (docs/product/system.md: processes are stateless).
 */
export async function hitRateLimit(
  db: Db,
  key: string,
  windowMs: number,
  { hits = 1, nowMs = Date.now() }: { hits?: number; nowMs?: number } = {},
) {
  const resetAt = nowMs + windowMs;
  const row = await db
    .insertInto('rate_limits')
    .values({ key, count: hits, reset_at: resetAt })
    .onConflict((oc) =>
      oc.column('key').doUpdateSet({
        count: sql<number>`case when rate_limits.reset_at <= ${nowMs} then ${hits} else rate_limits.count + ${hits} end`,
        reset_at: sql<number>`case when rate_limits.reset_at <= ${nowMs} then ${resetAt} else rate_limits.reset_at end`,
      }),
    )
    .returning(['count', 'reset_at'])
    .executeTakeFirstOrThrow();
  return { count: Number(row.count), resetAt: Number(row.reset_at) };
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
