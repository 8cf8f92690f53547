import { describe, expect, it } from 'vitest';
import { type BatchLimits, BatchQueues, QueueFull, type Settled } from './batch-queues.ts';

/** A run that records its batches and finishes each one only when the test opens it. */
function gatedRun(limits: BatchLimits = { maxBatch: 100, maxQueued: 100, lingerMs: 1 }) {
  const batches: { key: string; items: number[] }[] = [];
  const gates: (() => void)[] = [];
  const queues = new BatchQueues<number, number>(async (key, items) => {
    batches.push({ key, items });
    await new Promise<void>((resolve) => gates.push(resolve));
    return items.map(
      (n): Settled<number> => (n < 0 ? { ok: false, error: `bad ${n}` } : { ok: true, value: n * 10 }),
    );
  }, limits);
  /** Lets the next batch finish once it runs, and waits until the queue has reacted. */
  const openNext = async () => {
    await until(() => gates.length > 0);
    gates.shift()?.();
    await tick();
  };
  return { queues, batches, openNext };
}

const tick = () => new Promise((resolve) => setImmediate(resolve));
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
async function until(condition: () => boolean) {
  for (let i = 0; i < 1000 && !condition(); i++) await sleep(1);
  if (!condition()) throw new Error('timed out');
}

describe('batch queues', () => {
  it('takes the items of one turn as one batch, and those that arrive while it runs as the next', async () => {
    const { queues, batches, openNext } = gatedRun();
    const firstTurn = [1, 2].map((n) => queues.submit('s', n));
    await until(() => batches.length === 1);
    const meanwhile = [3, 4, 5].map((n) => queues.submit('s', n));
    expect(queues.queued).toBe(3);
    await openNext();
    await openNext();
    expect(await Promise.all(firstTurn)).toEqual([10, 20]);
    expect(await Promise.all(meanwhile)).toEqual([30, 40, 50]);
    expect(batches.map((b) => b.items)).toEqual([
      [1, 2],
      [3, 4, 5],
    ]);
    expect(queues.stats).toMatchObject({ requests: 5, runs: 2, largestBatch: 3, fallbacks: 0 });
    expect(queues.queued).toBe(0);
  });

  it('gathers the items that arrive just after a batch into the next one while the rush lasts', async () => {
    const { queues, batches, openNext } = gatedRun({ maxBatch: 100, maxQueued: 100, lingerMs: 30 });
    const first = queues.submit('s', 1);
    await openNext();
    expect(await first).toBe(10);
    // Nothing waited when the batch ended (as on SQLite): these come one turn apart yet go together.
    const late = [];
    for (const n of [2, 3, 4]) {
      late.push(queues.submit('s', n));
      await tick();
    }
    await openNext();
    expect(await Promise.all(late)).toEqual([20, 30, 40]);
    expect(batches.map((b) => b.items)).toEqual([[1], [2, 3, 4]]);
  });

  it('answers each item on its own: one refusal does not fail the others', async () => {
    const { queues, batches, openNext } = gatedRun();
    const mixed = [2, -3, 4].map((n) => queues.submit('s', n).then(String, (e) => `refused: ${e}`));
    await openNext();
    expect(await Promise.all(mixed)).toEqual(['20', 'refused: bad -3', '40']);
    expect(batches).toHaveLength(1);
  });

  it('takes at most maxBatch items into one batch', async () => {
    const { queues, batches, openNext } = gatedRun({ maxBatch: 2, maxQueued: 100, lingerMs: 1 });
    const all = [1, 2, 3, 4, 5].map((n) => queues.submit('s', n));
    for (let i = 0; i < 3; i++) await openNext();
    await Promise.all(all);
    expect(batches.map((b) => b.items)).toEqual([[1, 2], [3, 4], [5]]);
  });

  it('refuses an item when maxQueued already wait for its key, and takes it again later', async () => {
    const { queues, batches, openNext } = gatedRun({ maxBatch: 10, maxQueued: 2, lingerMs: 1 });
    const first = queues.submit('s', 1);
    await until(() => batches.length === 1);
    const queued = [2, 3].map((n) => queues.submit('s', n));
    await expect(queues.submit('s', 4)).rejects.toBeInstanceOf(QueueFull);
    await openNext();
    await openNext();
    expect(await Promise.all([first, ...queued])).toEqual([10, 20, 30]);
    const later = queues.submit('s', 5);
    await openNext();
    expect(await later).toBe(50);
    expect(queues.stats.requests).toBe(4);
  });

  it('runs the batches of different keys side by side', async () => {
    const { queues, batches, openNext } = gatedRun();
    const a = queues.submit('a', 1);
    const b = queues.submit('b', 2);
    await tick();
    expect(batches.map((x) => x.key)).toEqual(['a', 'b']);
    await openNext();
    await openNext();
    expect(await Promise.all([a, b])).toEqual([10, 20]);
  });

  it('retries every item of a batch that failed as a whole alone, so only the culprit fails', async () => {
    const runs: number[][] = [];
    const queues = new BatchQueues<number, number>(
      async (_key, items) => {
        runs.push(items);
        await tick();
        if (items.includes(13)) throw new Error('unique violation');
        return items.map((n) => ({ ok: true, value: n }));
      },
      { maxBatch: 10, maxQueued: 10, lingerMs: 1 },
    );
    await queues.submit('s', 1);
    const batch = [12, 13, 14].map((n) => queues.submit('s', n).then(String, (e: Error) => e.message));
    expect(await Promise.all(batch)).toEqual(['12', 'unique violation', '14']);
    expect(runs).toEqual([[1], [12, 13, 14], [12], [13], [14]]);
    expect(queues.stats.fallbacks).toBe(1);
  });
});

describe('batch queues with one lane for every key', () => {
  it('takes the items of all keys into one batch, and still counts maxQueued per key', async () => {
    const batches: number[][] = [];
    const gates: (() => void)[] = [];
    const queues = new BatchQueues<number, number>(
      async (lane, items) => {
        expect(lane).toBe('all');
        batches.push(items);
        await new Promise<void>((resolve) => gates.push(resolve));
        return items.map((n) => ({ ok: true, value: n }));
      },
      { maxBatch: 10, maxQueued: 1, lingerMs: 1 },
      () => 'all',
    );
    const first = queues.submit('a', 1);
    await until(() => batches.length === 1);
    const waiting = [queues.submit('a', 2), queues.submit('b', 3), queues.submit('c', 4)];
    // One waits for 'a' already: a second is refused, though other keys wait in the same lane.
    await expect(queues.submit('a', 5)).rejects.toBeInstanceOf(QueueFull);
    expect(queues.queued).toBe(3);
    gates.shift()?.();
    await until(() => batches.length === 2);
    gates.shift()?.();
    expect(await Promise.all([first, ...waiting])).toEqual([1, 2, 3, 4]);
    expect(batches).toEqual([[1], [2, 3, 4]]);
    // Taken into a batch, an item no longer counts against its key.
    const again = queues.submit('a', 6);
    await until(() => gates.length === 1);
    gates.shift()?.();
    expect(await again).toBe(6);
  });
});
