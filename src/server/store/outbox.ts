// The outbox (decision 0026): what a committed change must still cause, written in the change's own
// transaction and worked off by the dispatcher.

import { sql } from 'kysely';
import type { Db, Engine, Trx } from '../db/connection.ts';
import { newRowId } from '../db/row-ids.ts';

export type OutboxEntry = { kind: string; payload: unknown; dedupeKey?: string; notBeforeMs?: number };
export type OutboxRow = { id: string; kind: string; payload: string; attempts: number };

/**
 * Adds entries, due now or at their `notBeforeMs`; one whose dedupe key is already known is skipped
 * (delivered once, ever).
 */
export async function addToOutbox(trx: Trx, entries: readonly OutboxEntry[], nowMs = Date.now()) {
  if (entries.length === 0) return;
  const at = new Date(nowMs).toISOString();
  await trx
    .insertInto('outbox')
    .values(
      entries.map((e) => ({
        id: newRowId(),
        kind: e.kind,
        dedupe_key: e.dedupeKey ?? null,
        payload: JSON.stringify(e.payload),
        created_at: at,
        next_attempt_at: e.notBeforeMs ?? nowMs,
      })),
    )
    .onConflict((oc) => oc.column('dedupe_key').doNothing())
    .execute();
}

/**
 * Takes up to `limit` due rows for `leaseMs`: no other dispatcher (this process or another) takes
 * them until the lease runs out, so a crashed worker's rows come back by themselves. One statement,
 * so a claim is one round trip to the database, and one that finds nothing is no transaction.
 */
export async function claimDue(
  db: Db,
  engine: Engine,
  leaseMs: number,
  limit: number,
  kinds: { only?: string[]; except?: string[] } = {},
  nowMs = Date.now(),
): Promise<OutboxRow[]> {
  const due = db
    .selectFrom('outbox')
    .select('id')
    .where('done_at', 'is', null)
    .where('next_attempt_at', '<=', nowMs)
    .where((eb) => eb.or([eb('locked_until', 'is', null), eb('locked_until', '<=', nowMs)]))
    .$if(kinds.only !== undefined, (q) => q.where('kind', 'in', kinds.only ?? []))
    .$if(kinds.except !== undefined, (q) => q.where('kind', 'not in', kinds.except ?? []))
    .orderBy('next_attempt_at')
    .limit(limit)
    // SQLite has one writer at a time anyway; PostgreSQL processes skip rows another one is taking.
    .$if(engine === 'postgres', (q) => q.forUpdate().skipLocked());
  const rows = await db
    .updateTable('outbox')
    .set({ locked_until: nowMs + leaseMs, attempts: sql<number>`attempts + 1` })
    .where('id', 'in', due)
    .returning(['id', 'kind', 'payload', 'attempts'])
    .execute();
  return rows.map((r) => ({ ...r, attempts: Number(r.attempts) }));
}

export async function markDone(db: Db, ids: readonly string[], nowMs = Date.now()) {
  if (ids.length === 0) return;
  await db
    .updateTable('outbox')
    .set({ done_at: new Date(nowMs).toISOString(), locked_until: null })
    .where('id', 'in', ids)
    .execute();
}

export async function retryLater(db: Db, id: string, atMs: number) {
  await db
    .updateTable('outbox')
    .set({ next_attempt_at: atMs, locked_until: null })
    .where('id', '=', id)
    .execute();
}

/** Rows done before `beforeMs` are forgotten; their dedupe keys go with them. */
export async function forgetDone(db: Db, beforeMs: number) {
  await db
    .deleteFrom('outbox')
    .where('done_at', 'is not', null)
    .where('done_at', '<', new Date(beforeMs).toISOString())
    .execute();
}

/** Rows not delivered yet (due now, waiting for a retry, or being worked on). */
export async function outboxBacklog(db: Db): Promise<number> {
  const row = await db
    .selectFrom('outbox')
    .select((eb) => eb.fn.countAll().as('n'))
    .where('done_at', 'is', null)
    .executeTakeFirst();
  return Number(row?.n ?? 0);
}
