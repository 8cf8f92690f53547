import { describe, expect, it } from 'vitest';
import { coalescedReads } from './coalesced-reads.ts';

/** A read whose answers the test releases one at a time; `started` counts the reads begun. */
function controlledRead() {
  const pending: ((value: number) => void)[] = [];
  let started = 0;
  const read = (_key: string) =>
    new Promise<number>((resolve) => {
      started += 1;
      pending.push(resolve);
    });
  return { read, started: () => started, finish: (value: number) => pending.shift()?.(value) };
}
const tick = () => new Promise((r) => setTimeout(r, 0));

describe('coalescedReads (decision 0104)', () => {
  it('never hands a caller a read begun before it arrived; callers arriving meanwhile share the next one', async () => {
    const c = controlledRead();
    const read = coalescedReads(c.read);
    const first = read('a');
    const second = read('a');
    const third = read('a');
    expect(c.started()).toBe(1);
    c.finish(1);
    expect(await first).toBe(1);
    await tick();
    // The second and third arrived while the first ran: one read, begun after they arrived.
    expect(c.started()).toBe(2);
    c.finish(2);
    expect(await second).toBe(2);
    expect(await third).toBe(2);
    const fourth = read('a');
    expect(c.started()).toBe(3);
    c.finish(3);
    expect(await fourth).toBe(3);
  });

  it('keeps keys apart, and a failed read fails only its own callers', async () => {
    let calls = 0;
    const read = coalescedReads(async (key: string) => {
      calls += 1;
      if (key === 'bad' && calls === 1) throw new Error('down');
      return key.length;
    });
    const bad = read('bad');
    const good = read('good');
    await expect(bad).rejects.toThrow('down');
    expect(await good).toBe(4);
    expect(await read('bad')).toBe(3);
  });
});
