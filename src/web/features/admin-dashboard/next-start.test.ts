import { describe, expect, it } from 'vitest';
import { msUntilNextStart } from './next-start.ts';

const SYDNEY = 'Australia/Sydney';
// 2026-12-01 17:59:30 in Sydney (UTC+11).
const now = Date.parse('2026-12-01T06:59:30Z');

describe('the wait until the next session leaves Upcoming (decision 0195)', () => {
  it('is the time to the earliest start, a second after it', () => {
    const sessions = [
      { date: '2026-12-02', time: '07:00' },
      { date: '2026-12-01', time: '18:00' },
    ];
    expect(msUntilNextStart(sessions, now, SYDNEY)).toBe(30_000 + 1000);
  });

  it('is a few seconds for a start already past (still listed), and nothing for no sessions', () => {
    expect(msUntilNextStart([{ date: '2026-12-01', time: '17:00' }], now, SYDNEY)).toBe(5000);
    expect(msUntilNextStart([], now, SYDNEY)).toBeUndefined();
    expect(msUntilNextStart(undefined, now, SYDNEY)).toBeUndefined();
  });

  it("never asks for more than a timer's longest wait", () => {
    expect(msUntilNextStart([{ date: '2027-12-01', time: '18:00' }], now, SYDNEY)).toBe(2 ** 31 - 1);
  });
});
