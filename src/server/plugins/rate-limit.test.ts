import { describe, expect, it } from 'vitest';
import { waitText } from './rate-limit.ts';

describe('waitText', () => {
  it('tells a short wait in seconds', () => {
    expect(waitText(1)).toBe('1 second');
    expect(waitText(45)).toBe('45 seconds');
    expect(waitText(119)).toBe('119 seconds');
  });

  it('tells a long wait in whole minutes, rounded up', () => {
    expect(waitText(120)).toBe('2 minutes');
    expect(waitText(121)).toBe('3 minutes');
    expect(waitText(3589)).toBe('60 minutes');
  });
});
