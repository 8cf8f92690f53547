import { expect, it } from 'vitest';
import { StreamLimits } from './stream-limits.ts';

it('holds at most perIp streams per address and total in all, and frees slots on release', () => {
  const limits = new StreamLimits({ perIp: 2, total: 3 });
  expect([limits.take('a'), limits.take('a'), limits.take('a')]).toEqual([true, true, false]);
  expect([limits.take('b'), limits.take('c')]).toEqual([true, false]);
  limits.release('a');
  expect(limits.take('c')).toBe(true);
  for (const ip of ['a', 'b', 'c']) limits.release(ip);
  expect([limits.open, limits.ips]).toEqual([0, 0]);
});
