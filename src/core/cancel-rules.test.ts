import { describe, expect, it } from 'vitest';
import { visitorCancelWindow } from './cancel-rules.ts';
import { HOUR_MS } from './club-time.ts';

const now = new Date('2026-03-10T08:00:00Z');
const startIn = (hours: number) => new Date(now.getTime() + hours * HOUR_MS);

describe('a visitor cancelling their own booking (terms)', () => {
  it('is free more than 24 hours ahead', () => {
    expect(visitorCancelWindow(startIn(25), now)).toBe('free');
  });

  it('may cost a fee inside the last 24 hours, down to exactly 2 hours before', () => {
    expect(visitorCancelWindow(startIn(24), now)).toBe('fee-may-apply');
    expect(visitorCancelWindow(startIn(2), now)).toBe('fee-may-apply');
  });

  it('is closed inside the last 2 hours and once the session has started', () => {
    expect(visitorCancelWindow(startIn(1.99), now)).toBe('closed');
    expect(visitorCancelWindow(startIn(0), now)).toBe('closed');
    expect(visitorCancelWindow(startIn(-1), now)).toBe('closed');
  });
});
