import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import type { PublicBooking, SessionDto } from '#core/schemas.ts';
import { queryKeys } from '../../lib/query-keys.ts';
import { sessionByLinkQueryOptions } from './api/get-session-by-link.ts';
import { newestSession, wentBack } from './newest-session.ts';

const names = (...list: string[]): PublicBooking[] => list.map((name) => ({ id: name, name }));
const at = (version: number | undefined, bookings: PublicBooking[], id = 's1'): SessionDto => ({
  id,
  link: 'abc',
  title: 'Tuesday Fitness',
  date: '2026-12-01',
  time: '18:00',
  location: 'Court 1',
  capacity: 2,
  isPublished: true,
  price: 0,
  version,
  bookings,
});

describe('the booking page keeps the newest session it heard (decision 0147)', () => {
  it('a newer version replaces the kept one; an older one does not', () => {
    const v3 = at(3, names('Ann'));
    const v4 = at(4, names('Ann', 'Ben'));
    expect(newestSession(v3, v4)).toEqual(v4);
    expect(newestSession(v4, v3)).toBe(v4);
  });

  it("at one version, a booking's shorter answer does not replace the whole roster, and the whole one replaces it", () => {
    const whole = at(5, names('Ann', 'Ben', 'Cy'));
    const answer = at(5, names('Ann', 'Ben'));
    expect(newestSession(whole, answer)).toBe(whole);
    expect(newestSession(answer, whole)).toEqual(whole);
  });

  it('a session gone, a first one, another session, or one without a version always lands', () => {
    const kept = at(7, names('Ann'));
    expect(newestSession(kept, null)).toBeNull();
    expect(newestSession(undefined, kept)).toBe(kept);
    const other = at(1, [], 's2');
    expect(newestSession(kept, other)).toBe(other);
    expect(newestSession(kept, at(undefined, []))).toEqual(at(undefined, []));
  });

  it("the page's query applies it to reads and to what is set by hand (live frames, answers)", async () => {
    const client = new QueryClient();
    const key = queryKeys.sessionByLink('abc');
    const v4 = at(4, names('Ann', 'Ben'));
    await client.fetchQuery({ ...sessionByLinkQueryOptions('abc'), queryFn: async () => v4 });
    client.setQueryData(key, at(3, names('Ann')));
    expect(client.getQueryData(key)).toBe(v4);
    await client.fetchQuery({
      ...sessionByLinkQueryOptions('abc'),
      queryFn: async () => at(2, []),
      staleTime: 0,
    });
    expect(client.getQueryData(key)).toBe(v4);
    client.setQueryData(key, at(5, names('Ann')));
    expect(client.getQueryData(key)).toEqual(at(5, names('Ann')));
  });

  it('tells a session gone back to an older version (a restored backup, decision 0153) from any other', () => {
    const v4 = at(4, names('Ann', 'Ben'));
    expect(wentBack(v4, at(2, names('Ann')))).toBe(true);
    expect(wentBack(v4, at(4, names('Ann')))).toBe(false);
    expect(wentBack(v4, at(5, []))).toBe(false);
    expect(wentBack(v4, at(1, [], 's2'))).toBe(false);
    expect(wentBack(null, v4)).toBe(false);
    expect(wentBack(undefined, v4)).toBe(false);
    expect(wentBack(at(undefined, []), v4)).toBe(false);
  });
});
