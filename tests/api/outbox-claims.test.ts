// The outbox's leases (decision 0026): a claim takes due rows, in due order, for a lease; no other
// claim takes them until it runs out, in this process or another; done rows never come back.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../../src/server/db/connection.ts';
import { addToOutbox, claimDue, markDone, type OutboxEntry } from '../../src/server/store/outbox.ts';
import { createTestDb, type TestDb } from '../support/test-db.ts';

const LEASE_MS = 15_000;
let t: TestDb;
beforeAll(async () => {
  t = await createTestDb();
});
afterAll(async () => {
  await t?.drop();
});

/** Rows of `kind` numbered from `first`, due one millisecond apart from `atMs`. */
async function addRows(kind: string, first: number, count: number, atMs: number): Promise<void> {
  const entries: OutboxEntry[] = Array.from({ length: count }, (_, i) => ({
    kind,
    payload: { n: first + i },
    notBeforeMs: atMs + i,
  }));
  await t.db.transaction().execute((trx) => addToOutbox(trx, entries, atMs));
}
const numbers = (rows: { payload: string }[]) => rows.map((r) => (JSON.parse(r.payload) as { n: number }).n);

describe('claiming due outbox rows', () => {
  it('takes due rows in due order, up to the limit, each once while its lease runs', async () => {
    const now = 1_000_000;
    await addRows('first', 0, 5, now - 100);
    await addRows('first', 5, 2, now + 60_000); // not due yet
    const claim = (limit: number, at = now) =>
      claimDue(t.db, t.engine, LEASE_MS, limit, { only: ['first'] }, at);

    const taken = await claim(3);
    expect(numbers(taken).sort((a, b) => a - b)).toEqual([0, 1, 2]);
    expect(taken.map((r) => r.attempts)).toEqual([1, 1, 1]);
    expect(numbers(await claim(10)).sort((a, b) => a - b)).toEqual([3, 4]);
    expect(await claim(10)).toEqual([]);

    // Once the lease has run out, what was not marked done comes back, one attempt more.
    await markDone(
      t.db,
      taken.filter((r) => numbers([r])[0] !== 1).map((r) => r.id),
      now,
    );
    const back = await claim(10, now + LEASE_MS);
    expect(numbers(back).sort((a, b) => a - b)).toEqual([1, 3, 4]);
    expect(back.map((r) => r.attempts)).toEqual([2, 2, 2]);
  });

  it('takes only the kinds asked for, or all but the kinds left out', async () => {
    const now = 2_000_000;
    await addRows('second-a', 0, 2, now);
    await addRows('second-b', 10, 2, now);
    const only = await claimDue(t.db, t.engine, LEASE_MS, 10, { only: ['second-b'] }, now + 10);
    expect(numbers(only).sort((a, b) => a - b)).toEqual([10, 11]);
    const except = await claimDue(t.db, t.engine, LEASE_MS, 10, { except: ['first', 'second-b'] }, now + 10);
    expect(numbers(except).sort((a, b) => a - b)).toEqual([0, 1]);
  });

  it('never hands one row to two simultaneous claims, from one connection pool or two', async () => {
    const now = 3_000_000;
    await addRows('third', 0, 40, now);
    const other = openDatabase({ dataDir: t.dataDir, databaseUrl: t.databaseUrl, pgSchema: t.pgSchema });
    try {
      const claims = await Promise.all(
        [t.db, other.db, t.db, other.db, t.db, other.db].map((db) =>
          claimDue(db, t.engine, LEASE_MS, 8, { only: ['third'] }, now + 100),
        ),
      );
      // PostgreSQL may answer a claim short when a row it saw was just taken: whatever is left
      // is claimed after, and no row may be in two claims.
      for (;;) {
        const rest = await claimDue(t.db, t.engine, LEASE_MS, 8, { only: ['third'] }, now + 100);
        if (rest.length === 0) break;
        claims.push(rest);
      }
      const all = claims.flatMap(numbers).sort((a, b) => a - b);
      expect(all).toEqual(Array.from({ length: 40 }, (_, i) => i));
    } finally {
      await other.close();
    }
  });
});
