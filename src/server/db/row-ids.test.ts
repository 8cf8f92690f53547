import { expect, test } from 'vitest';
import { newRowId } from './row-ids.ts';

const UUID_V7 = /^[0-9a-f]{8}-[0-9a-f]{4}-7[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

test('a row id is a version-7 UUID whose first 48 bits are the time it was made', () => {
  const at = Date.UTC(2026, 10, 27, 6, 0, 0, 123);
  const id = newRowId(at);
  expect(id).toMatch(UUID_V7);
  expect(Number.parseInt(id.slice(0, 8) + id.slice(9, 13), 16)).toBe(at);
});

test('ids made later sort after ids made earlier, and ids of one moment differ', () => {
  const at = Date.now();
  const earlier = Array.from({ length: 100 }, () => newRowId(at));
  const later = Array.from({ length: 100 }, () => newRowId(at + 1));
  expect(new Set([...earlier, ...later]).size).toBe(200);
  for (const a of earlier) for (const b of later) expect(a < b).toBe(true);
  expect(newRowId()).toMatch(UUID_V7);
});
