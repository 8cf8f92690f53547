import { describe, expect, it } from 'vitest';
import { sessionHasStarted } from './club-time.ts';
import { upcomingWindow } from './upcoming-window.ts';

const SYD = 'Australia/Sydney';

describe('upcomingWindow', () => {
  const window = upcomingWindow(SYD);
  // 2026-04-05 10:00 in Sydney is 00:00 UTC (AEST, +10, after the DST change that morning).
  const now = new Date('2026-04-05T00:00:00Z');

  it('reads from the club calendar’s yesterday and up to its tomorrow', () => {
    expect(window.firstUpcomingDate(now)).toBe('2026-04-04');
    expect(window.lastPastDate(now)).toBe('2026-04-06');
  });

  it('agrees with sessionHasStarted on both sides of the start, across the DST change', () => {
    const cases = [
      { date: '2026-04-05', time: '09:59' },
      { date: '2026-04-05', time: '10:00' },
      { date: '2026-04-05', time: '10:01' },
      { date: '2026-04-04', time: '23:00' },
      { date: '2026-04-06', time: '00:00' },
      { date: '2026-04-09', time: '00:00' },
      { date: '2025-01-01', time: '12:00' },
    ];
    for (const when of cases) {
      expect(window.hasStarted(when, now), `${when.date} ${when.time}`).toBe(
        sessionHasStarted(when, SYD, now),
      );
    }
    expect(window.hasStarted({ date: '2026-04-05', time: '10:00' }, now)).toBe(true);
    expect(window.hasStarted({ date: '2026-04-05', time: '10:01' }, now)).toBe(false);
  });

  it('moves with the clock', () => {
    const later = new Date('2026-04-05T00:02:00Z');
    expect(window.hasStarted({ date: '2026-04-05', time: '10:01' }, later)).toBe(true);
    expect(window.firstUpcomingDate(new Date('2026-04-05T14:00:00Z'))).toBe('2026-04-05');
  });
});
