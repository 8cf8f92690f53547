// biome-ignore-all lint/suspicious/noExplicitAny: tests read whatever JSON came back
// Unpaid bookings page (docs/product/screens.md, data.md "Unpaid list", api.md Admin): GET /api/sessions/unpaid-bookings →
// { sessions: [{ sessionId, sessionTitle, date, time, unpaidBookings: [{ bookingId, name }] }] } —
// sessions past and upcoming with confirmed, unpaid, active bookings: classes already taught first,
// the latest on top, then upcoming ones, soonest first (decision 0010).
// Waiting people owe nothing; pre-added members paid in advance.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { type SignedInAccount, startAdminApp } from '../support/accounts.ts';
import { clubDateIn, clubWallTimeIn, makeSession, seedBookings } from '../support/fixtures.ts';
import { book, cancel, visitorWithCookie } from '../support/public-api.ts';
import type { TestApp } from '../support/test-app.ts';

let t: TestApp;
let admin: SignedInAccount;

beforeAll(async () => {
  ({ t, admin } = await startAdminApp());
});
afterAll(async () => {
  await t?.close();
});
// The list spans every session in the database, so each test starts from none.
beforeEach(async () => {
  await t.db.db.deleteFrom('bookings').execute();
  await t.db.db.deleteFrom('sessions').execute();
});

type UnpaidSession = {
  sessionId: string;
  sessionTitle: string;
  date: string;
  time: string;
  price: number;
  canceled: boolean;
  excused: number;
  unpaidBookings: { bookingId: string; name: string }[];
};

async function unpaidList(): Promise<UnpaidSession[]> {
  const res = await admin.client.get('/api/sessions/unpaid-bookings');
  expect(res.status).toBe(200);
  expect(Object.keys(res.body)).toEqual(['sessions']);
  return res.body.sessions;
}
const unpaidNames = (list: UnpaidSession[], sessionId: string) =>
  list.find((s) => s.sessionId === sessionId)?.unpaidBookings.map((b) => b.name);

const addBooking = async (sessionId: string, name: string): Promise<string> => {
  const res = await admin.client.post(`/api/sessions/${sessionId}/bookings/admin`, { name });
  expect(res.status).toBe(201);
  return res.body.bookings.at(-1).id;
};
/** Bookings of a session that has already started: the admin API rightly refuses to add to it. */
async function bookBeforeItStarted(sessionId: string, names: string[]): Promise<string[]> {
  return (await seedBookings(t.db.db, sessionId, names)).map((r) => r.id);
}
const setPaid = (sessionId: string, bookingId: string, isPaid: boolean) =>
  admin.client.post(`/api/sessions/${sessionId}/bookings/${bookingId}/paid`, { isPaid });
const adminCancel = (sessionId: string, bookingId: string) =>
  admin.client.delete(`/api/sessions/${sessionId}/bookings/${bookingId}/admin`);

describe('GET /api/sessions/unpaid-bookings', () => {
  it('answers { sessions: [] } when nothing is owed', async () => {
    expect(await unpaidList()).toEqual([]);
    await makeSession(t.deps);
    expect(await unpaidList()).toEqual([]);
  });

  it('lists a session with its unpaid confirmed bookings in the spec shape, in booking order', async () => {
    const session = await makeSession(t.deps, { title: 'Tennis Fitness MONDAY', time: '07:30' });
    const ann = await addBooking(session.id, 'Ann');
    const visitor = await visitorWithCookie(t);
    const booked = await book(visitor.client, session.id, ['Vic', 'Val']);
    expect(booked.status).toBe(201);
    const [, vic, val] = booked.body.session.bookings;

    expect(await unpaidList()).toEqual([
      {
        sessionId: session.id,
        sessionTitle: 'Tennis Fitness MONDAY',
        date: session.date,
        time: '07:30',
        price: 0,
        canceled: false,
        excused: 0,
        unpaidBookings: [
          { bookingId: ann, name: 'Ann' },
          { bookingId: vic.id, name: 'Vic' },
          { bookingId: val.id, name: 'Val' },
        ],
      },
    ]);
  });

  it('includes past sessions as well as upcoming ones, unpublished ones too', async () => {
    const past = await makeSession(t.deps, { date: clubDateIn(-7), preAddedNames: [] });
    const [fay] = await bookBeforeItStarted(past.id, ['Former Fay']);
    const hidden = await makeSession(t.deps, { isPublished: false });
    await addBooking(hidden.id, 'Hidden Hal');

    const list = await unpaidList();
    expect(list.map((s) => s.sessionId)).toEqual([past.id, hidden.id]);
    expect(unpaidNames(list, past.id)).toEqual(['Former Fay']);
    expect(list.find((s) => s.sessionId === past.id)?.unpaidBookings[0]?.bookingId).toBe(fay);
    expect(unpaidNames(list, hidden.id)).toEqual(['Hidden Hal']);
  });

  it('includes a session that started minutes ago (the class being paid for now)', async () => {
    const session = await makeSession(t.deps, clubWallTimeIn(30));
    const id = await addBooking(session.id, 'Now Nell');
    await t.db.db.updateTable('sessions').set(clubWallTimeIn(-10)).where('id', '=', session.id).execute();
    const list = await unpaidList();
    expect(list).toHaveLength(1);
    expect(list[0]?.unpaidBookings).toEqual([{ bookingId: id, name: 'Now Nell' }]);
  });

  it('leaves out paid bookings, and sessions where everyone has paid', async () => {
    const partly = await makeSession(t.deps, { date: clubDateIn(2) });
    const ann = await addBooking(partly.id, 'Ann');
    await addBooking(partly.id, 'Bob');
    expect((await setPaid(partly.id, ann, true)).status).toBe(200);
    const allPaid = await makeSession(t.deps, { date: clubDateIn(3) });
    expect((await setPaid(allPaid.id, await addBooking(allPaid.id, 'Cat'), true)).status).toBe(200);

    const list = await unpaidList();
    expect(list.map((s) => s.sessionId)).toEqual([partly.id]);
    expect(unpaidNames(list, partly.id)).toEqual(['Bob']);
  });

  it('leaves out canceled bookings, by an admin or by the visitor', async () => {
    const session = await makeSession(t.deps);
    const ann = await addBooking(session.id, 'Ann');
    await addBooking(session.id, 'Bob');
    const visitor = await visitorWithCookie(t);
    const booked = await book(visitor.client, session.id, ['Vic']);
    expect((await adminCancel(session.id, ann)).status).toBe(200);
    expect((await cancel(visitor.client, session.id, booked.body.session.bookings[2].id)).status).toBe(200);

    expect(unpaidNames(await unpaidList(), session.id)).toEqual(['Bob']);
  });

  it('leaves out waiting bookings, and lists one once it is confirmed', async () => {
    const session = await makeSession(t.deps, { capacity: 2 });
    const ann = await addBooking(session.id, 'Ann');
    await addBooking(session.id, 'Bob');
    const cat = await addBooking(session.id, 'Cat');
    await addBooking(session.id, 'Dan');
    expect(unpaidNames(await unpaidList(), session.id)).toEqual(['Ann', 'Bob']);

    expect((await adminCancel(session.id, ann)).status).toBe(200);
    const list = await unpaidList();
    expect(unpaidNames(list, session.id)).toEqual(['Bob', 'Cat']);
    expect(list[0]?.unpaidBookings[1]).toEqual({ bookingId: cat, name: 'Cat' });
  });

  it('follows a capacity change: whoever is pushed onto the waiting list drops off the list', async () => {
    const session = await makeSession(t.deps, { capacity: 3 });
    for (const name of ['Ann', 'Bob', 'Cat']) await addBooking(session.id, name);
    expect(unpaidNames(await unpaidList(), session.id)).toEqual(['Ann', 'Bob', 'Cat']);
    const edited = await admin.client.put(`/api/sessions/${session.id}`, {
      title: session.title,
      date: session.date,
      time: session.time,
      location: session.location,
      capacity: 1,
    });
    expect(edited.status).toBe(200);
    expect(unpaidNames(await unpaidList(), session.id)).toEqual(['Ann']);
  });

  it('leaves out a session whose only unpaid people are waiting', async () => {
    const session = await makeSession(t.deps, { capacity: 1, preAddedNames: ['Paid Pat'] });
    await addBooking(session.id, 'Waiting Wes');
    expect(await unpaidList()).toEqual([]);
  });

  it('never lists pre-added members: they paid in advance', async () => {
    const created = await admin.client.post('/api/sessions', {
      title: 'Tennis Fitness FRIDAY',
      date: clubDateIn(5),
      time: '18:00',
      location: 'Court 2',
      capacity: 4,
      preAddedNames: ['Member Mel', 'Member Max'],
    });
    expect(created.status).toBe(201);
    expect(created.body.bookings.map((b: any) => b.isPaid)).toEqual([true, true]);
    expect(await unpaidList()).toEqual([]);

    await addBooking(created.body.id, 'Guest Gus');
    expect(await unpaidList()).toEqual([
      expect.objectContaining({
        sessionId: created.body.id,
        unpaidBookings: [{ bookingId: expect.any(String), name: 'Guest Gus' }],
      }),
    ]);
  });

  it('lists classes already taught first, latest on top, then upcoming ones, soonest first', async () => {
    const lastWeek = await makeSession(t.deps, { date: clubDateIn(-7), time: '18:00' });
    const yesterdayMorning = await makeSession(t.deps, { date: clubDateIn(-1), time: '07:00' });
    const yesterdayEvening = await makeSession(t.deps, { date: clubDateIn(-1), time: '19:30' });
    const nextWeek = await makeSession(t.deps, { date: clubDateIn(7), time: '06:00' });
    const tomorrow = await makeSession(t.deps, { date: clubDateIn(1), time: '09:00' });
    for (const [i, s] of [lastWeek, yesterdayMorning, yesterdayEvening, nextWeek, tomorrow].entries()) {
      await bookBeforeItStarted(s.id, [`Player ${'ABCDE'[i]}`]);
    }
    const list = await unpaidList();
    expect(list.map((s) => [s.date, s.time])).toEqual([
      [yesterdayEvening.date, '19:30'],
      [yesterdayMorning.date, '07:00'],
      [lastWeek.date, '18:00'],
      [tomorrow.date, '09:00'],
      [nextWeek.date, '06:00'],
    ]);
    expect(list.map((s) => s.sessionId)).toEqual([
      yesterdayEvening.id,
      yesterdayMorning.id,
      lastWeek.id,
      tomorrow.id,
      nextWeek.id,
    ]);
  });

  it('Mark as Paid removes the entry, and the session once it is the last one; unpaid brings it back', async () => {
    const session = await makeSession(t.deps);
    const ann = await addBooking(session.id, 'Ann');
    const bob = await addBooking(session.id, 'Bob');

    expect((await setPaid(session.id, ann, true)).status).toBe(200);
    expect(unpaidNames(await unpaidList(), session.id)).toEqual(['Bob']);
    expect((await setPaid(session.id, bob, true)).status).toBe(200);
    expect(await unpaidList()).toEqual([]);

    expect((await setPaid(session.id, ann, false)).status).toBe(200);
    expect(await unpaidList()).toEqual([
      {
        sessionId: session.id,
        sessionTitle: session.title,
        date: session.date,
        time: session.time,
        price: 0,
        canceled: false,
        excused: 0,
        unpaidBookings: [{ bookingId: ann, name: 'Ann' }],
      },
    ]);
  });

  it('Mark as Paid works from the list on a past session', async () => {
    const past = await makeSession(t.deps, { date: clubDateIn(-2) });
    await bookBeforeItStarted(past.id, ['Late Payer']);
    const [entry] = await unpaidList();
    expect(entry?.sessionId).toBe(past.id);
    const res = await setPaid(entry?.sessionId ?? '', entry?.unpaidBookings[0]?.bookingId ?? '', true);
    expect(res.status).toBe(200);
    expect(await unpaidList()).toEqual([]);
  });

  it('shows a renamed booking under its new name', async () => {
    const session = await makeSession(t.deps);
    const ann = await addBooking(session.id, 'Ann');
    const renamed = await admin.client.put(`/api/sessions/${session.id}/bookings/${ann}/admin`, {
      name: 'Annie',
    });
    expect(renamed.status).toBe(200);
    expect(unpaidNames(await unpaidList(), session.id)).toEqual(['Annie']);
  });

  it('is not shadowed by GET /api/sessions/{id}: the path is the list, not a session called "unpaid-bookings"', async () => {
    const res = await admin.client.get('/api/sessions/unpaid-bookings');
    expect(res.status).toBe(200);
    expect(Array.isArray(res.body.sessions)).toBe(true);
  });
});
