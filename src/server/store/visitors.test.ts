import { describe, expect, it } from 'vitest';
import { isVisitorIdShape, newVisitorId } from './visitors.ts';

describe('newVisitorId', () => {
  it('gives 22-character base64url ids, all different, across many refills of its pool', () => {
    const ids = Array.from({ length: 2000 }, () => newVisitorId());
    expect(ids.every(isVisitorIdShape)).toBe(true);
    expect(new Set(ids).size).toBe(ids.length);
  });
});
