// biome-ignore-all lint/suspicious/noExplicitAny: tests read whatever JSON came back
// Manage bookings page (docs/product/screens.md, data.md, api.md Admin; docs/product/booking-rules.md, api.md): an admin cancels a booking (a soft
// delete; the waiting list moves up by itself) and ticks Paid $ — cash is collected after the class,
// so paid changes are the one thing a past session still accepts. Admin answers carry isPaid and the
// canceled list; the public answer never does.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminVisitorKey } from '../../src/server/views/session-view.ts';
import { type SignedInAccount, startAdminApp } from '../support/accounts.ts';
import { clubDateIn, clubWallTimeIn, makeSession } from '../support/fixtures.ts';
import { book, byLink, cancel, namesOf, visitorWithCookie } from '../support/public-api.ts';
import type { TestApp } from '../support/test-app.ts';

let t: TestApp;
let admin: SignedInAccount;

beforeAll(async () => {
  ({ t, admin } = await startAdminApp());
});
afterAll(async () => {
  await t?.close();
});

const ISO_INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?(Z|[+-]\d{2}:\d{2})$/;
const UNKNOWN_ID = '00000000-0000-0000-0000-000000000000';
const PAST = () => ({ date: clubDateIn(-1), time: '18:00' });

const addBooking = (sessionId: string, name: string) =>
  admin.client.post(`/api/sessions/${sessionId}/bookings/admin`, { name });
const adminCancel = (sessionId: string, bookingId: string) =>
  admin.client.delete(`/api/sessions/${sessionId}/bookings/${bookingId}/admin`);
const setPaid = (sessionId: string, bookingId: string, isPaid: unknown) =>
  admin.client.post(`/api/sessions/${sessionId}/bookings/${bookingId}/paid`, { isPaid });
const adminView = async (sessionId: string) => {
  const res = await admin.client.get(`/api/sessions/${sessionId}`);
  expect(res.status).toBe(200);
  return res.body;
};
const bookingRow = (id: string) =>
  t.db.db.selectFrom('bookings').selectAll().where('id', '=', id).executeTakeFirstOrThrow();

/** Confirmed and waiting names of an answer, as the manage page splits them. */
function split(session: { capacity: number; bookings: { name: string }[] }) {
  const names = namesOf(session);
  return { confirmed: names.slice(0, session.capacity), waiting: names.slice(session.capacity) };
}

async function sessionWith(names: string[], overrides: Parameters<typeof makeSession>[1] = {}) {
  const session = await makeSession(t.deps, overrides);
  for (const name of names) expect((await addBooking(session.id, name)).status).toBe(201);
  const view = await adminView(session.id);
  const ids = Object.fromEntries(view.bookings.map((b: any) => [b.name, b.id])) as Record<string, string>;
  return { session, ids };
}

describe('DELETE /api/sessions/{id}/bookings/{bookingId}/admin — cancel a booking', () => {
  it('moves the booking to canceledBookings, marked canceledByAdmin with an ISO cancelation date', async () => {
    const { session, ids } = await sessionWith(['Ann', 'Bob']);
    const before = Date.now();
    const res = await adminCancel(session.id, ids.Ann ?? '');
    const after = Date.now();
    expect(res.status).toBe(200);
    expect(namesOf(res.body)).toEqual(['Bob']);
    expect(res.body.canceledBookings).toEqual([
      {
        id: ids.Ann,
        name: 'Ann',
        cancelationDate: expect.stringMatching(ISO_INSTANT),
        canceledByAdmin: true,
        isPaid: false,
        late: false,
        fee: null,
      },
    ]);
    const at = Date.parse(res.body.canceledBookings[0].cancelationDate);
    expect(at).toBeGreaterThanOrEqual(before - 1000);
    expect(at).toBeLessThanOrEqual(after + 1000);
    expect(await adminView(session.id)).toEqual(res.body);
  });

  it('is a soft delete: the row stays in the database with canceled_at set', async () => {
    const { ids } = await sessionWith(['Ann']);
    const before = await bookingRow(ids.Ann ?? '');
    expect(before.canceled_at).toBeNull();
    await adminCancel(before.session_id, before.id);
    const row = await bookingRow(ids.Ann ?? '');
    expect(row.name).toBe('Ann');
    expect(row.canceled_at).not.toBeNull();
    expect(Number(row.canceled_by_admin)).toBe(1);
  });

  it('confirms the first waiting booking, for the admin and on the public booking page', async () => {
    const { session, ids } = await sessionWith(['Ann', 'Bob', 'Cat', 'Dan'], { capacity: 2 });
    expect(split(await adminView(session.id))).toEqual({
      confirmed: ['Ann', 'Bob'],
      waiting: ['Cat', 'Dan'],
    });

    const res = await adminCancel(session.id, ids.Bob ?? '');
    expect(res.status).toBe(200);
    expect(split(res.body)).toEqual({ confirmed: ['Ann', 'Cat'], waiting: ['Dan'] });

    const publicView = await byLink(t.client(), session.link);
    expect(publicView.capacity).toBe(2);
    expect(split(publicView)).toEqual({ confirmed: ['Ann', 'Cat'], waiting: ['Dan'] });
  });

  it("moves a visitor's waiting booking up, and the visitor still sees it as theirs", async () => {
    const { session, ids } = await sessionWith(['Ann'], { capacity: 1 });
    const visitor = await visitorWithCookie(t);
    const booked = await book(visitor.client, session.id, ['Vic']);
    expect(booked.body.waiting).toEqual(['Vic']);

    await adminCancel(session.id, ids.Ann ?? '');
    const mine = await byLink(visitor.client, session.link);
    expect(mine.bookings).toEqual([
      { id: booked.body.session.bookings[1].id, name: 'Vic', userId: visitor.id },
    ]);
  });

  it('lists several cancellations, latest first, and keeps the active ones in arrival order', async () => {
    const { session, ids } = await sessionWith(['Ann', 'Bob', 'Cat']);
    await adminCancel(session.id, ids.Cat ?? '');
    await new Promise((r) => setTimeout(r, 15));
    const res = await adminCancel(session.id, ids.Ann ?? '');
    expect(namesOf(res.body)).toEqual(['Bob']);
    expect(res.body.canceledBookings.map((c: any) => c.name)).toEqual(['Ann', 'Cat']);
  });

  it('keeps a paid booking marked paid once canceled, so the admin sees a refund may be owed', async () => {
    const { session, ids } = await sessionWith(['Ann', 'Bob']);
    expect((await setPaid(session.id, ids.Ann ?? '', true)).status).toBe(200);
    const res = await adminCancel(session.id, ids.Ann ?? '');
    expect(res.status).toBe(200);
    expect(res.body.canceledBookings).toMatchObject([{ id: ids.Ann, name: 'Ann', isPaid: true }]);
    expect((await adminCancel(session.id, ids.Bob ?? '')).body.canceledBookings).toMatchObject([
      { name: 'Bob', isPaid: false },
      { name: 'Ann', isPaid: true },
    ]);
    // Visitors never see the canceled list nor a paid flag.
    const link = (await adminView(session.id)).link;
    const open = await byLink(t.client(), link);
    expect(open).not.toHaveProperty('canceledBookings');
  });

  it("shows a visitor's own cancellation as not by admin", async () => {
    const session = await makeSession(t.deps);
    const visitor = await visitorWithCookie(t);
    const booked = await book(visitor.client, session.id, ['Vic']);
    const id = booked.body.session.bookings[0].id;
    expect((await cancel(visitor.client, session.id, id)).status).toBe(200);
    const view = await adminView(session.id);
    expect(view.canceledBookings).toEqual([
      {
        id,
        name: 'Vic',
        cancelationDate: expect.stringMatching(ISO_INSTANT),
        canceledByAdmin: false,
        isPaid: false,
        late: false,
        fee: null,
      },
    ]);
  });

  it('answers 404 for a booking that is already canceled, and does not touch its date', async () => {
    const { session, ids } = await sessionWith(['Ann', 'Bob']);
    const first = await adminCancel(session.id, ids.Ann ?? '');
    const again = await adminCancel(session.id, ids.Ann ?? '');
    expect(again.status).toBe(404);
    expect(typeof again.body.error).toBe('string');
    expect((await adminView(session.id)).canceledBookings).toEqual(first.body.canceledBookings);
  });

  it('answers 404 for an unknown booking, an unknown session and a booking of another session', async () => {
    const a = await sessionWith(['Ann']);
    const b = await sessionWith(['Bob']);
    expect((await adminCancel(a.session.id, UNKNOWN_ID)).status).toBe(404);
    expect((await adminCancel(UNKNOWN_ID, a.ids.Ann ?? '')).status).toBe(404);
    expect((await adminCancel(a.session.id, b.ids.Bob ?? '')).status).toBe(404);
    expect(namesOf(await adminView(a.session.id))).toEqual(['Ann']);
    expect(namesOf(await adminView(b.session.id))).toEqual(['Bob']);
  });

  it('answers 409 for a session that has already started; the booking stays', async () => {
    for (const when of [PAST(), clubWallTimeIn(-5)]) {
      const session = await makeSession(t.deps, { ...when, preAddedNames: ['Old Olga'] });
      const view = await adminView(session.id);
      const res = await adminCancel(session.id, view.bookings[0].id);
      expect(res.status).toBe(409);
      expect(typeof res.body.error).toBe('string');
      expect(await adminView(session.id)).toEqual(view);
    }
  });

  it('cancels a booking within the 2-hour window that visitors may no longer cancel in', async () => {
    const { session, ids } = await sessionWith(['Ann', 'Bob'], { ...clubWallTimeIn(30), capacity: 1 });
    const res = await adminCancel(session.id, ids.Ann ?? '');
    expect(res.status).toBe(200);
    expect(split(res.body)).toEqual({ confirmed: ['Bob'], waiting: [] });
  });
});

describe('a visitor and a booking an admin added', () => {
  it('answers 403 to a visitor who tries to cancel it, and it stays booked', async () => {
    const { session, ids } = await sessionWith(['Walk In']);
    const visitor = await visitorWithCookie(t);
    expect((await book(visitor.client, session.id, ['Vic'])).status).toBe(201);
    const res = await cancel(visitor.client, session.id, ids['Walk In'] ?? '');
    expect(res.status).toBe(403);
    expect(namesOf(await adminView(session.id))).toEqual(['Walk In', 'Vic']);
    expect((await adminView(session.id)).canceledBookings).toEqual([]);
  });

  it('answers 404 to a visitor who cancels their own booking after the admin already did', async () => {
    const session = await makeSession(t.deps);
    const visitor = await visitorWithCookie(t);
    const booked = await book(visitor.client, session.id, ['Vic']);
    const id = booked.body.session.bookings[0].id;
    expect((await adminCancel(session.id, id)).status).toBe(200);
    expect((await cancel(visitor.client, session.id, id)).status).toBe(404);
    expect((await adminView(session.id)).canceledBookings).toMatchObject([{ id, canceledByAdmin: true }]);
  });

  it('answers 403 to a caller with no visitor cookie as well', async () => {
    const { session, ids } = await sessionWith(['Walk In']);
    expect((await cancel(t.client(), session.id, ids['Walk In'] ?? '')).status).toBe(403);
    expect(namesOf(await adminView(session.id))).toEqual(['Walk In']);
  });
});

describe('POST /api/sessions/{id}/bookings/{bookingId}/paid — Paid $', () => {
  it('marks a booking paid and unpaid again, answering the admin session', async () => {
    const { session, ids } = await sessionWith(['Ann', 'Bob']);
    const paid = await setPaid(session.id, ids.Bob ?? '', true);
    expect(paid.status).toBe(200);
    expect(paid.body.bookings).toEqual([
      { id: ids.Ann, name: 'Ann', isPaid: false, attendance: null },
      { id: ids.Bob, name: 'Bob', isPaid: true, attendance: null },
    ]);
    expect(await adminView(session.id)).toEqual(paid.body);

    const unpaid = await setPaid(session.id, ids.Bob ?? '', false);
    expect(unpaid.status).toBe(200);
    expect(unpaid.body.bookings.map((b: any) => b.isPaid)).toEqual([false, false]);
    expect((await adminView(session.id)).bookings[1].isPaid).toBe(false);
  });

  it('is idempotent: marking paid twice leaves it paid', async () => {
    const { session, ids } = await sessionWith(['Ann']);
    expect((await setPaid(session.id, ids.Ann ?? '', true)).status).toBe(200);
    const again = await setPaid(session.id, ids.Ann ?? '', true);
    expect(again.status).toBe(200);
    expect(again.body.bookings[0].isPaid).toBe(true);
  });

  it('works on a past session: the cash is collected after the class', async () => {
    for (const when of [PAST(), clubWallTimeIn(-5)]) {
      const session = await makeSession(t.deps, { ...when, preAddedNames: ['Old Olga'] });
      const id = (await adminView(session.id)).bookings[0].id;
      const off = await setPaid(session.id, id, false);
      expect(off.status).toBe(200);
      expect(off.body.bookings[0]).toMatchObject({ id, isPaid: false });
      const on = await setPaid(session.id, id, true);
      expect(on.status).toBe(200);
      expect(on.body.bookings[0]).toMatchObject({ id, isPaid: true });
    }
  });

  it("marks a visitor's booking paid without changing whose it is or the order", async () => {
    const { session } = await sessionWith(['Ann']);
    const visitor = await visitorWithCookie(t);
    const booked = await book(visitor.client, session.id, ['Vic']);
    const vic = booked.body.session.bookings[1].id;
    const res = await setPaid(session.id, vic, true);
    expect(res.body.bookings[1]).toEqual({
      id: vic,
      name: 'Vic',
      isPaid: true,
      attendance: null,
      userId: adminVisitorKey(session.id, visitor.id),
    });
    expect(namesOf(res.body)).toEqual(['Ann', 'Vic']);
  });

  it.each([
    ['a string', { isPaid: 'yes' }],
    ['a number', { isPaid: 1 }],
    ['null', { isPaid: null }],
    ['a missing field', {}],
  ])('refuses isPaid as %s with 400 { error } and changes nothing', async (_label, body) => {
    const { session, ids } = await sessionWith(['Ann']);
    const res = await admin.client.post(`/api/sessions/${session.id}/bookings/${ids.Ann}/paid`, body);
    expect(res.status).toBe(400);
    expect(typeof res.body.error).toBe('string');
    expect((await adminView(session.id)).bookings[0].isPaid).toBe(false);
  });

  it('answers 404 for a canceled booking, leaving it unpaid', async () => {
    const { session, ids } = await sessionWith(['Ann', 'Bob']);
    await adminCancel(session.id, ids.Ann ?? '');
    const res = await setPaid(session.id, ids.Ann ?? '', true);
    expect(res.status).toBe(404);
    expect(typeof res.body.error).toBe('string');
    expect(Number((await bookingRow(ids.Ann ?? '')).is_paid)).toBe(0);
  });

  it('answers 404 for an unknown booking, an unknown session and a booking of another session', async () => {
    const a = await sessionWith(['Ann']);
    const b = await sessionWith(['Bob']);
    expect((await setPaid(a.session.id, UNKNOWN_ID, true)).status).toBe(404);
    expect((await setPaid(UNKNOWN_ID, a.ids.Ann ?? '', true)).status).toBe(404);
    expect((await setPaid(a.session.id, b.ids.Bob ?? '', true)).status).toBe(404);
    expect((await adminView(b.session.id)).bookings[0].isPaid).toBe(false);
  });
});

describe('what the admin and the public answers carry', () => {
  it('the admin session answer has isPaid on every booking and the canceled list', async () => {
    const { session, ids } = await sessionWith(['Ann', 'Bob', 'Cat'], { preAddedNames: ['Paid Pat'] });
    await setPaid(session.id, ids.Bob ?? '', true);
    await adminCancel(session.id, ids.Cat ?? '');
    const view = await adminView(session.id);
    expect(view.bookings.map((b: any) => [b.name, b.isPaid])).toEqual([
      ['Paid Pat', true],
      ['Ann', false],
      ['Bob', true],
    ]);
    expect(view.canceledBookings).toEqual([
      {
        id: ids.Cat,
        name: 'Cat',
        cancelationDate: expect.stringMatching(ISO_INSTANT),
        canceledByAdmin: true,
        isPaid: false,
        late: false,
        fee: null,
      },
    ]);
  });

  it('the admin session answer has an empty canceled list when nothing was canceled', async () => {
    const { session } = await sessionWith(['Ann']);
    expect((await adminView(session.id)).canceledBookings).toEqual([]);
  });

  it('the public by-link answer never carries isPaid or canceledBookings', async () => {
    const { session, ids } = await sessionWith(['Ann', 'Bob', 'Cat'], { preAddedNames: ['Paid Pat'] });
    await setPaid(session.id, ids.Bob ?? '', true);
    await adminCancel(session.id, ids.Cat ?? '');
    const visitor = await visitorWithCookie(t);
    const booked = await book(visitor.client, session.id, ['Vic']);
    expect(booked.status).toBe(201);
    await setPaid(session.id, booked.body.session.bookings.at(-1).id, true);

    for (const client of [t.client(), visitor.client]) {
      const res = await client.get(`/api/sessions/by-link/${session.link}`);
      expect(res.status).toBe(200);
      expect(res.body).not.toHaveProperty('canceledBookings');
      expect(namesOf(res.body)).toEqual(['Paid Pat', 'Ann', 'Bob', 'Vic']);
      for (const b of res.body.bookings) expect(b).not.toHaveProperty('isPaid');
      expect(JSON.stringify(res.body)).not.toContain('Cat');
    }
    // Nor the public booking answer, nor the upcoming list.
    expect(booked.body.session).not.toHaveProperty('canceledBookings');
    for (const b of booked.body.session.bookings) expect(b).not.toHaveProperty('isPaid');
    const upcoming = await t.client().get('/api/upcoming-sessions');
    const listed = upcoming.body.find((s: any) => s.id === session.id);
    expect(listed).toBeDefined();
    expect(listed).not.toHaveProperty('canceledBookings');
    // The list carries counts, no bookings at all (decision 0031).
    expect(listed).not.toHaveProperty('bookings');
  });
});
