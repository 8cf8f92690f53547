import { expect, test } from 'vitest';
import { publicEntries } from './session-view.ts';

const row = (i: number, visitor: string | null = `visitor ${i}`) => ({
  id: `b${i}`,
  name: `Player ${'abcdef'[i]}`,
  visitor_id: visitor,
});

test('a roster’s public entries carry the id and the name only, never the visitor', () => {
  expect(publicEntries([row(0), row(1, null)])).toEqual([
    { id: 'b0', name: 'Player a' },
    { id: 'b1', name: 'Player b' },
  ]);
});

test('entries made for a roster’s first rows are reused as it grows, and left as they were', () => {
  const first = publicEntries([row(0), row(1)]);
  const grown = publicEntries([row(0), row(1), row(2)], first);
  expect(grown).toEqual([
    { id: 'b0', name: 'Player a' },
    { id: 'b1', name: 'Player b' },
    { id: 'b2', name: 'Player c' },
  ]);
  expect(grown[0]).toBe(first[0]);
  expect(first).toHaveLength(2);
  expect(publicEntries([row(0), row(1)], first)).toBe(first);
});

test('entries kept for more rows than the roster holds are not used', () => {
  const kept = publicEntries([row(0), row(1), row(2)]);
  expect(publicEntries([row(3)], kept)).toEqual([{ id: 'b3', name: 'Player d' }]);
});
