import { describe, expect, it } from 'vitest';
import { fillPercent, isFull } from './session-fill.ts';

describe('session fill', () => {
  it('is full once every place is confirmed', () => {
    expect(isFull(15, 16)).toBe(false);
    expect(isFull(16, 16)).toBe(true);
    expect(isFull(1, 1)).toBe(true);
  });

  it('rounds the share of places to a whole percentage within 0–100', () => {
    expect(fillPercent(0, 16)).toBe(0);
    expect(fillPercent(1, 3)).toBe(33);
    expect(fillPercent(2, 3)).toBe(67);
    expect(fillPercent(16, 16)).toBe(100);
    expect(fillPercent(20, 16)).toBe(100);
    expect(fillPercent(3, 0)).toBe(0);
  });
});
