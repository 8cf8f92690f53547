import { expect, test } from 'vitest';
import { onFirstUse } from './on-first-use.ts';

test('loads once, on the first call, and every caller shares the load', async () => {
  let loads = 0;
  const get = onFirstUse(async () => ++loads);
  expect(loads).toBe(0);
  expect(await Promise.all([get(), get()])).toEqual([1, 1]);
  expect(await get()).toBe(1);
  expect(loads).toBe(1);
});

test('a failed load is not kept: the next call loads again', async () => {
  let loads = 0;
  const get = onFirstUse(async () => {
    loads += 1;
    if (loads === 1) throw new Error('EMFILE: too many open files');
    return 'loaded';
  });
  await expect(get()).rejects.toThrow('EMFILE');
  expect(await get()).toBe('loaded');
  expect(await get()).toBe('loaded');
  expect(loads).toBe(2);
});
