import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type DbHandle, openDatabase } from '../db/connection.ts';
import { migrateToLatest } from '../db/migrate.ts';
import type { TypedEntry } from './events.ts';
import { OutboxSignal } from './signal.ts';
import { withOutbox } from './with-outbox.ts';

const live = (sessionId: string): TypedEntry => ({ kind: 'live', payload: { sessionId, version: 1 } });

describe('withOutbox (decision 0095)', () => {
  let dataDir: string;
  let handle: DbHandle;
  let rings = 0;
  let stopListening: () => void;
  const signal = new OutboxSignal();
  const deps = () => ({ db: handle.db, outbox: signal });
  const rows = async () =>
    (await handle.db.selectFrom('outbox').select('payload').execute()).map((r) => JSON.parse(r.payload));

  beforeAll(async () => {
    dataDir = mkdtempSync(path.join(tmpdir(), 'courtside-outbox-'));
    handle = openDatabase({ dataDir });
    await migrateToLatest(handle.db);
    stopListening = signal.listen(() => {
      rings += 1;
    });
  });
  afterAll(async () => {
    stopListening();
    await handle.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('commits the change with its rows, then wakes the dispatcher once, and answers the value', async () => {
    const value = await withOutbox(deps(), async () => ({ value: 42, outbox: [live('a'), live('b')] }));
    expect(value).toBe(42);
    expect(await rows()).toEqual([live('a').payload, live('b').payload]);
    expect(rings).toBe(1);
  });

  it('wakes nobody when the change causes no rows', async () => {
    await withOutbox(deps(), async () => ({ value: undefined, outbox: [] }));
    expect(rings).toBe(1);
  });

  it('adds nothing and wakes nobody when the change fails: it rolls back', async () => {
    const failing = withOutbox(deps(), async (trx) => {
      await trx.deleteFrom('outbox').execute();
      throw new Error('refused');
    });
    await expect(failing).rejects.toThrow('refused');
    expect(await rows()).toHaveLength(2);
    expect(rings).toBe(1);
  });
});
