import { describe, expect, it } from 'vitest';
import { nextSession, startedSince, todaysSessions, totalWaiting, withRecentlyStarted } from './summary.ts';

const tz = 'Australia/Sydney';
const people = (n: number) => Array.from({ length: n }, (_, i) => ({ id: String(i) }));
const session = (date: string, time: string, capacity: number, booked: number) => ({
  date,
  time,
  capacity,
  bookings: people(booked),
});

const NOW = new Date('2026-11-25T00:00:00Z');

describe('nextSession', () => {
  it('keeps a session that has started until the end of its hour, then moves on (decision 0070)', () => {
    const running = session('2026-12-01', '18:00', 16, 4);
    const later = session('2026-12-01', '20:00', 16, 2);
    // 18:00 in Sydney (summer, UTC+11) is 07:00 UTC.
    const at = (iso: string) => nextSession([running, later], tz, new Date(iso))?.session;
    expect(at('2026-12-01T06:59:00Z')).toBe(running);
    expect(at('2026-12-01T07:30:00Z')).toBe(running);
    expect(at('2026-12-01T07:59:00Z')).toBe(running);
    expect(at('2026-12-01T08:00:00Z')).toBe(later);
  });

  it('picks the earliest start and shows confirmed places as a percentage of capacity', () => {
    const later = session('2026-12-03', '18:00', 16, 4);
    const sooner = session('2026-12-01', '18:00', 16, 20);
    const next = nextSession([later, sooner], tz, NOW);
    expect(next?.session).toBe(sooner);
    expect(next?.confirmed).toBe(16);
    expect(next?.percent).toBe(100);
  });

  it('passes over a canceled session', () => {
    const rainedOff = { ...session('2026-12-01', '18:00', 4, 4), canceled: { reason: 'Rain', at: 'x' } };
    const after = session('2026-12-08', '18:00', 4, 1);
    expect(nextSession([rainedOff, after], tz, NOW)?.session).toBe(after);
    expect(nextSession([rainedOff], tz, NOW)).toBeNull();
  });

  it('rounds the percentage and is null with no upcoming sessions', () => {
    expect(nextSession([session('2026-12-01', '18:00', 3, 1)], tz, NOW)?.percent).toBe(33);
    expect(nextSession([], tz, NOW)).toBeNull();
  });
});

describe('todaysSessions', () => {
  it("counts only sessions on the club's date, summing filled (confirmed) and total places", () => {
    // 2026-12-01 20:00 UTC is already 2 December in Sydney.
    const now = new Date('2026-12-01T20:00:00Z');
    const result = todaysSessions(
      [
        session('2026-12-02', '09:00', 10, 12),
        session('2026-12-02', '18:00', 16, 3),
        session('2026-12-01', '18:00', 16, 1),
      ],
      now,
      tz,
    );
    expect(result).toEqual({ count: 2, filled: 13, capacity: 26 });
  });
});

describe('startedSince', () => {
  it('is the club’s today, and before 1 am its yesterday, when a late session may still run (decision 0140)', () => {
    // Sydney is UTC+11 in December.
    expect(startedSince(new Date('2026-12-01T13:00:00Z'), tz)).toBe('2026-12-01'); // 00:00 on 2 December
    expect(startedSince(new Date('2026-12-01T13:59:00Z'), tz)).toBe('2026-12-01'); // 00:59
    expect(startedSince(new Date('2026-12-01T14:00:00Z'), tz)).toBe('2026-12-02'); // 01:00
    expect(startedSince(new Date('2026-12-02T02:00:00Z'), tz)).toBe('2026-12-02'); // 13:00
  });

  it('keeps a session that started at 23:40 on the card after midnight, for the rest of its hour', () => {
    const lateClass = { id: 'a', date: '2026-12-01', time: '23:40', capacity: 16, bookings: people(5) };
    const tomorrow = { id: 'b', date: '2026-12-03', time: '18:00', capacity: 16, bookings: people(2) };
    // 00:20 on 2 December in Sydney: the late class started 40 minutes ago, on the day before.
    const now = new Date('2026-12-01T13:20:00Z');
    const sessions = withRecentlyStarted([tomorrow], [lateClass]);
    expect(nextSession(sessions, tz, now)?.session).toBe(lateClass);
    // It is not one of today's sessions.
    expect(todaysSessions(sessions, now, tz)).toEqual({ count: 0, filled: 0, capacity: 0 });
    expect(nextSession(sessions, tz, new Date('2026-12-01T13:40:00Z'))?.session).toBe(tomorrow);
  });
});

describe('withRecentlyStarted', () => {
  it('adds the sessions that have started, each session once', () => {
    const running = { id: 'a', date: '2026-12-02', time: '09:00', capacity: 10, bookings: people(4) };
    const tonight = { id: 'b', date: '2026-12-02', time: '18:00', capacity: 16, bookings: people(3) };
    // The upcoming list was loaded before the morning class started, so it still has it.
    const merged = withRecentlyStarted([running, tonight], [running]);
    expect(merged.map((s) => s.id)).toEqual(['a', 'b']);
    const now = new Date('2026-12-01T23:00:00Z'); // 10:00 on 2 December in Sydney
    expect(todaysSessions(merged, now, tz)).toEqual({ count: 2, filled: 7, capacity: 26 });
  });
});

describe('totalWaiting', () => {
  it('adds up the bookings beyond capacity of every session', () => {
    expect(totalWaiting([session('2026-12-01', '18:00', 2, 5), session('2026-12-02', '18:00', 16, 3)])).toBe(
      3,
    );
  });
});
