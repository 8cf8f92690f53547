import { describe, expect, it } from 'vitest';
import type { BookingRow } from '../store/bookings.ts';
import type { ServiceDeps } from './deps.ts';
import { BookingQueues, MAX_KEPT_BOOKINGS } from './public-bookings.ts';

/** The desk's keeping alone: no batch runs, so it needs no database. */
const desk = () => new BookingQueues({} as ServiceDeps);
const roster = (bookings: number, version = 1) => ({
  version,
  appends: 0,
  nextSeq: bookings,
  bookings: Array.from({ length: bookings }, () => ({}) as BookingRow),
  held: new Map<string, Set<string>>(),
});

describe('the rosters the booking desk keeps', () => {
  it('counts the bookings it holds, a replaced roster once', () => {
    const d = desk();
    d.keep('a', roster(10));
    d.keep('b', roster(5));
    d.keep('a', roster(12, 2));
    expect(d.keptBookings).toBe(17);
    expect([...d.rosters.keys()]).toEqual(['b', 'a']);
  });

  it('lets the oldest go once together they hold more than the bound', () => {
    const d = desk();
    const each = MAX_KEPT_BOOKINGS / 4;
    for (const id of ['a', 'b', 'c', 'd']) d.keep(id, roster(each));
    expect(d.keptBookings).toBe(MAX_KEPT_BOOKINGS);
    d.keep('e', roster(1));
    expect([...d.rosters.keys()]).toEqual(['b', 'c', 'd', 'e']);
    expect(d.keptBookings).toBe(3 * each + 1);
  });

  it('keeps the newest roster even when it alone is over the bound', () => {
    const d = desk();
    d.keep('a', roster(3));
    d.keep('big', roster(MAX_KEPT_BOOKINGS + 1));
    expect([...d.rosters.keys()]).toEqual(['big']);
    expect(d.keptBookings).toBe(MAX_KEPT_BOOKINGS + 1);
  });
});
