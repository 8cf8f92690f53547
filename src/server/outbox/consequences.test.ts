import { describe, expect, it } from 'vitest';
import type { BookingRow } from '../store/bookings.ts';
import type { SessionRow } from '../store/sessions.ts';
import { type ChangeCause, consequences, type RosterState } from './consequences.ts';

const session = (o: Partial<SessionRow> = {}): SessionRow => ({
  id: 's1',
  title: 'Thursday Smash',
  date: '2031-11-27',
  time: '18:30',
  location: 'Court 1',
  capacity: 1,
  link: '11-27-abcdef',
  is_published: 1,
  created_by: null,
  next_seq: 0,
  version: 3,
  appends: 0,
  created_at: '',
  updated_at: '',
  series_id: null,
  series_week: null,
  series_weeks: null,
  canceled_reason: null,
  canceled_at: null,
  price_cents: 0,
  ...o,
});
const booking = (id: string, seq: number, visitor: string | null): BookingRow => ({
  id,
  session_id: 's1',
  seq,
  name: `Name ${id}`,
  name_key: `name ${id}`,
  visitor_id: visitor,
  is_paid: 0,
  created_at: '',
  canceled_at: null,
  canceled_by_admin: 0,
  attendance: null,
  late: 0,
  fee_mark: null,
});
const ctx = (cause: ChangeCause, now = new Date('2031-11-20T00:00:00Z')) => ({
  cause,
  timeZone: 'Australia/Sydney',
  now,
  version: 4,
});
const state = (s: SessionRow, bookings: BookingRow[]): RosterState => ({ session: s, bookings });
/** Who is told now; the reminders a change plans have tests of their own below. */
const kinds = (entries: { kind: string }[]) =>
  entries.map((e) => e.kind).filter((kind) => kind !== 'plan-reminders');

const a = booking('a', 0, 'visitor-a');
const b = booking('b', 1, 'visitor-b');

describe('what a change to a session causes', () => {
  it('always a live refresh with the new version', () => {
    const [live] = consequences(state(session(), [a]), state(session(), [a]), ctx({ kind: 'admin' }));
    expect(live).toEqual({ kind: 'live', payload: { sessionId: 's1', version: 4 } });
  });

  it('tells the owner of a booking that moved up, once per booking', () => {
    const entries = consequences(state(session(), [a, b]), state(session(), [b]), ctx({ kind: 'admin' }));
    const push = entries.find((e) => e.kind === 'visitor-push');
    expect(push?.dedupeKey).toBe('promoted:b:4');
    expect(push?.payload).toMatchObject({ visitorId: 'visitor-b', message: { url: '/book/11-27-abcdef' } });
  });

  it('tells nobody whose own cancel freed the place, nor about unpublished or started sessions', () => {
    const mine = booking('m', 1, 'visitor-a');
    const ownCancel = ctx({ kind: 'visitor-canceled', visitorId: 'visitor-a', booking: a });
    expect(kinds(consequences(state(session(), [a, mine]), state(session(), [mine]), ownCancel))).toEqual([
      'live',
      'admin-push',
    ]);
    const hidden = session({ is_published: 0 });
    expect(kinds(consequences(state(hidden, [a, b]), state(hidden, [b]), ctx({ kind: 'admin' })))).toEqual([
      'live',
    ]);
    const afterStart = ctx({ kind: 'admin' }, new Date('2031-11-27T08:00:00Z'));
    expect(kinds(consequences(state(session(), [a, b]), state(session(), [b]), afterStart))).toEqual([
      'live',
    ]);
  });

  it('tells the admins when a session fills, and only then', () => {
    const two = session({ capacity: 2 });
    const filled = consequences(
      state(two, [a]),
      state(two, [a, b]),
      ctx({ kind: 'visitors-booked', visitorIds: ['visitor-b'] }),
    );
    expect(filled.find((e) => e.kind === 'admin-push')?.payload).toMatchObject({
      message: { title: 'Session full: Thursday Smash' },
    });
    const stillFull = consequences(state(session(), [a]), state(session(), [a, b]), ctx({ kind: 'admin' }));
    expect(kinds(stillFull)).toEqual(['live']);
  });

  it('tells the admins once when one batch of several visitors’ bookings fills a session', () => {
    const three = session({ capacity: 3 });
    const c = booking('c', 2, 'visitor-c');
    const d = booking('d', 3, 'visitor-d');
    const batch = ctx({ kind: 'visitors-booked', visitorIds: ['visitor-b', 'visitor-c', 'visitor-d'] });
    const entries = consequences(state(three, [a]), state(three, [a, b, c, d]), batch);
    expect(kinds(entries)).toEqual(['live', 'admin-push']);
  });

  it('marks a deleted session gone', () => {
    expect(consequences(state(session(), [a]), null, ctx({ kind: 'admin' }))).toEqual([
      { kind: 'live', payload: { sessionId: 's1', version: 4, gone: true } },
    ]);
  });

  describe('reminders planned (decision 0081)', () => {
    const plan = (entries: ReturnType<typeof consequences>) =>
      entries.find((e) => e.kind === 'plan-reminders')?.payload as { bookingIds: string[] } | undefined;
    const three = session({ capacity: 2 });
    const c = booking('c', 2, 'visitor-c');
    const admins = booking('n', 3, null);

    it('for the visitors’ bookings that became confirmed, none for waiting or admin-added ones', () => {
      const booked = ctx({ kind: 'visitors-booked', visitorIds: ['visitor-a', 'visitor-b', 'visitor-c'] });
      expect(plan(consequences(state(three, []), state(three, [a, b, c]), booked))?.bookingIds).toEqual([
        'a',
        'b',
      ]);
      const adminAdded = session({ capacity: 5 });
      expect(
        plan(consequences(state(adminAdded, [a]), state(adminAdded, [a, admins]), ctx({ kind: 'admin' }))),
      ).toBe(undefined);
    });

    it('for a booking moved up, and for every confirmed one when the start moves', () => {
      const promoted = consequences(state(three, [a, b, c]), state(three, [b, c]), ctx({ kind: 'admin' }));
      expect(plan(promoted)?.bookingIds).toEqual(['c']);
      const moved = session({ capacity: 2, time: '19:30' });
      expect(
        plan(consequences(state(three, [a, b, c]), state(moved, [a, b, c]), ctx({ kind: 'admin' }))),
      ).toMatchObject({
        bookingIds: ['a', 'b'],
        time: '19:30',
      });
    });

    it('none in a canceled session', () => {
      const off = session({ capacity: 2, canceled_at: '2031-11-20T00:00:00Z', canceled_reason: 'Rain' });
      const booked = ctx({ kind: 'visitors-booked', visitorIds: ['visitor-a'] });
      expect(plan(consequences(state(off, []), state(off, [a]), booked))).toBe(undefined);
    });
  });
});
