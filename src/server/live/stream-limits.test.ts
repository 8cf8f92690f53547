import { expect, it } from 'vitest';
import { StreamLimits, type StreamSlot } from './stream-limits.ts';

/** Takes a slot whose stream "ends" by noting it in `ended`, as the routes' streams do. */
function taker(limits: StreamLimits, ended: StreamSlot[] = []) {
  return (ip: string, session: string | null = 's1') => {
    const slot = limits.take(ip, session);
    if (slot) slot.end = () => ended.push(slot);
    return slot;
  };
}

it('holds at most perIp streams per address and total in all, and frees slots on release', () => {
  const limits = new StreamLimits({ perIp: 2, perSession: 10, total: 3 });
  const take = taker(limits);
  const a = [take('a'), take('a'), take('a')];
  expect(a.map(Boolean)).toEqual([true, true, false]);
  const b = take('b');
  expect(take('b')).toBeNull(); // full, and a holds no more than one stream more than b
  limits.release(a[0] as StreamSlot);
  limits.release(a[0] as StreamSlot); // twice: no effect
  const b2 = take('b');
  expect(b2).not.toBeNull();
  for (const slot of [a[1], b, b2]) limits.release(slot as StreamSlot);
  expect([limits.open, limits.ips]).toEqual([0, 0]);
});

it('counts a whole IPv6 /64 as one address', () => {
  const limits = new StreamLimits({ perIp: 2, perSession: 10, total: 10 });
  const take = taker(limits);
  expect([take('2001:db8:1:2::1'), take('2001:db8:1:2::2')].every(Boolean)).toBe(true);
  expect(take('2001:db8:1:2:ffff::3')).toBeNull();
  expect(take('2001:db8:1:3::1')).not.toBeNull();
  expect(limits.ips).toBe(2);
});

it('holds at most perSession streams on one session, other sessions unaffected', () => {
  const limits = new StreamLimits({ perIp: 10, perSession: 3, total: 100 });
  const take = taker(limits);
  expect([take('a'), take('b'), take('c')].every(Boolean)).toBe(true);
  expect(take('d')).toBeNull(); // everyone on s1 holds one: nobody gives way
  expect(take('d', 's2')).not.toBeNull();
  expect(take('d', null)).not.toBeNull(); // the admins' stream counts in no session
  expect([limits.viewersOf('s1'), limits.viewersOf('s2'), limits.open]).toEqual([3, 1, 5]);
});

it('ends the oldest stream of the busiest address to let a lighter one in', () => {
  const ended: StreamSlot[] = [];
  const limits = new StreamLimits({ perIp: 20, perSession: 100, total: 6 });
  const take = taker(limits, ended);
  const flood = [take('x'), take('x'), take('x'), take('x'), take('y'), take('y')];
  // A newcomer gets in: x (4 streams) gives up its oldest.
  const newcomer = take('new');
  expect(newcomer).not.toBeNull();
  expect(ended).toEqual([flood[0]]);
  // x again (now 3): y holds 2, not more than 3 + 1, so nobody gives way to x.
  expect(take('x')).toBeNull();
  // A second newcomer: x still holds the most.
  expect(take('other')).not.toBeNull();
  expect(ended).toEqual([flood[0], flood[1]]);
  expect(limits.open).toBe(6);
});

it('makes room the same way inside a full session, and never ends an admin stream', () => {
  const ended: StreamSlot[] = [];
  const limits = new StreamLimits({ perIp: 20, perSession: 3, total: 4 });
  const take = taker(limits, ended);
  const flood = [take('x'), take('x'), take('x')];
  expect(take('viewer')).not.toBeNull();
  expect(ended).toEqual([flood[0]]);
  // Full in total now (3 on s1, 1 admin): the admin slot, without `end`, never gives way.
  const admins = new StreamLimits({ perIp: 20, perSession: 10, total: 2 });
  const admin = [admins.take('a', null), admins.take('a', null)];
  expect(admin.every(Boolean)).toBe(true);
  expect(admins.take('b', null)).toBeNull();
});
