import { brotliDecompressSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { SharedBrotliText } from './brotli-splice.ts';

const entry = (i: number) =>
  `{"id":"${i.toString(16).padStart(8, '0')}-0000","name":"Zoë ${'ab'.repeat(i % 7)} 🎾"}`;

describe('SharedBrotliText', () => {
  it('splices stored heads and tails around the shared bytes into streams that decode exactly', async () => {
    const entries = Array.from({ length: 400 }, (_, i) => entry(i));
    const starts: number[] = [];
    let text = '[';
    for (const [i, e] of entries.entries()) {
      if (i > 0) text += ',';
      starts.push(text.length);
      text += e;
    }
    const points = starts.filter((_, i) => i % 25 === 0);
    const shared = new SharedBrotliText(text, points);
    for (const upTo of [0, 1, starts[3], starts[25], starts[26], starts[399], text.length] as number[]) {
      for (const head of ['', '{"confirmed":["Ann"],"waiting":[],"session":{"bookings":']) {
        const rest = `,{"id":"x","name":"Mine","userId":"v"}],"waitingListCap":16}}`;
        const body = await shared.splice(head, upTo, rest);
        expect(brotliDecompressSync(body).toString()).toBe(head + text.slice(0, upTo) + rest);
      }
    }
    // The shared bytes are compressed: a late cut sends far less than the text.
    const late = await shared.splice('{', starts[399] as number, '}');
    expect(late.length).toBeLessThan(text.length / 2);
  });

  it('stores a rest longer than 64 KiB in a meta-block of more nibbles', async () => {
    const shared = new SharedBrotliText('[1,2,3', [3]);
    const rest = 'x'.repeat(70_000);
    const body = await shared.splice('{"a":', 5, rest);
    expect(brotliDecompressSync(body).toString()).toBe(`{"a":[1,2,${rest}`);
  });

  it('splices a longer text it is a prefix of: its own bytes up to its last point, the rest stored', async () => {
    const entries = Array.from({ length: 200 }, (_, i) => entry(i));
    const text = `[${entries.join(',')}`;
    // Cut points at entries' starts (never inside a surrogate pair): 20, 40 and 80 entries in.
    const startOf = (i: number) => `[${entries.slice(0, i).join(',')},`.length;
    const shared = new SharedBrotliText(text.slice(0, startOf(100)), [startOf(20), startOf(40), startOf(80)]);
    for (const upTo of [
      0,
      startOf(30),
      startOf(80),
      startOf(100) - 1,
      startOf(100),
      startOf(150),
      text.length,
    ]) {
      const body = await shared.splice('{"a":', upTo, ']}', text);
      expect(brotliDecompressSync(body).toString()).toBe(`{"a":${text.slice(0, upTo)}]}`);
    }
  });
});
