import { describe, expect, it } from 'vitest';
import { inOneCallPerTurn } from './one-call-per-turn.ts';

const nextTurn = () => new Promise((resolve) => setImmediate(resolve));

describe('inOneCallPerTurn', () => {
  it('sends what one turn announced in one call, in order, and answers each announcer after it', async () => {
    const calls: number[][] = [];
    let sent = false;
    const announce = inOneCallPerTurn<number, void>(async (items) => {
      calls.push(items);
      await nextTurn();
      sent = true;
    });
    const answers = [1, 2, 3].map((n) => announce(n).then(() => sent));
    expect(await Promise.all(answers)).toEqual([true, true, true]);
    await announce(4);
    expect(calls).toEqual([[1, 2, 3], [4]]);
  });

  it('fails every announcer of a turn whose call failed, and sends the next turn anew', async () => {
    let fail = true;
    const calls: string[][] = [];
    const announce = inOneCallPerTurn<string, void>(async (items) => {
      calls.push(items);
      if (fail) throw new Error('connection lost');
    });
    const first = [announce('a'), announce('b')];
    for (const answer of first) await expect(answer).rejects.toThrow('connection lost');
    fail = false;
    await expect(announce('c')).resolves.toBeUndefined();
    expect(calls).toEqual([['a', 'b'], ['c']]);
  });

  it('starts a new call for what is announced while the last one is still being sent', async () => {
    const calls: string[][] = [];
    let release = () => {};
    const announce = inOneCallPerTurn<string, void>(async (items) => {
      calls.push(items);
      if (items[0] === 'slow') await new Promise<void>((resolve) => (release = resolve));
    });
    const slow = announce('slow');
    await nextTurn();
    const later = announce('later');
    await later;
    expect(calls).toEqual([['slow'], ['later']]);
    release();
    await slow;
  });
});
