// biome-ignore-all lint/suspicious/noExplicitAny: tests read whatever JSON came back
// An admin adding and renaming bookings on the manage bookings page (docs/product/screens.md,
// validation.md, api.md, booking-rules.md): POST /api/sessions/{id}/bookings/admin {name} and
// PUT /api/sessions/{id}/bookings/{bookingId}/admin {name}. Names follow the booking rule; past
// sessions are read-only (409); a visitor never holds the same active name twice in a session,
// whoever does the renaming.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminVisitorKey } from '../../src/server/views/session-view.ts';
import { type SignedInAccount, startAdminApp } from '../support/accounts.ts';
import { clubDateIn, clubWallTimeIn, makeSession } from '../support/fixtures.ts';
import {
  book,
  byLink,
  cancel,
  INVALID_NAMES_PREFIX,
  NO_NEW_NAMES,
  namesOf,
  visitorWithCookie,
} from '../support/public-api.ts';
import type { TestApp } from '../support/test-app.ts';

let t: TestApp;
let admin: SignedInAccount;

beforeAll(async () => {
  ({ t, admin } = await startAdminApp());
});
afterAll(async () => {
  await t?.close();
});

const addBooking = (sessionId: string, name: unknown) =>
  admin.client.post(`/api/sessions/${sessionId}/bookings/admin`, { name });
const renameBooking = (sessionId: string, bookingId: string, name: unknown) =>
  admin.client.put(`/api/sessions/${sessionId}/bookings/${bookingId}/admin`, { name });
const adminView = async (sessionId: string) => {
  const res = await admin.client.get(`/api/sessions/${sessionId}`);
  expect(res.status).toBe(200);
  return res.body;
};
const bookingRows = (sessionId: string) =>
  t.db.db.selectFrom('bookings').selectAll().where('session_id', '=', sessionId).orderBy('seq').execute();

const LONG_51 = 'A'.repeat(51);
const PAST = () => ({ date: clubDateIn(-1), time: '18:00' });

describe('POST /api/sessions/{id}/bookings/admin — Add Booking', () => {
  it('answers 201 with the admin session, the new booking appended after the existing ones and unpaid', async () => {
    const session = await makeSession(t.deps, { capacity: 2, preAddedNames: ['Paid Pat'] });
    const visitor = await visitorWithCookie(t);
    expect((await book(visitor.client, session.id, ['Vera Visitor'])).status).toBe(201);

    const res = await addBooking(session.id, 'Walk In Wendy');
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ id: session.id, link: session.link, capacity: 2, canceledBookings: [] });
    expect(namesOf(res.body)).toEqual(['Paid Pat', 'Vera Visitor', 'Walk In Wendy']);
    const added = res.body.bookings[2];
    expect(added).toEqual({ id: expect.any(String), name: 'Walk In Wendy', isPaid: false, attendance: null });
    expect(res.body.bookings[0].isPaid).toBe(true);

    // Arrival order decides: capacity 2, so the admin's booking is the first on the waiting list.
    const publicView = await byLink(t.client(), session.link);
    expect(namesOf(publicView)).toEqual(['Paid Pat', 'Vera Visitor', 'Walk In Wendy']);
    expect(namesOf(publicView).slice(0, publicView.capacity)).toEqual(['Paid Pat', 'Vera Visitor']);
    expect(namesOf(publicView).slice(publicView.capacity)).toEqual(['Walk In Wendy']);
    expect(await adminView(session.id)).toEqual(res.body);
  });

  it('trims the name, collapses inner spaces and keeps it as one booking with no visitor behind it', async () => {
    const session = await makeSession(t.deps);
    const res = await addBooking(session.id, '   Zoë  O’Brien-Nguyễn  ');
    expect(res.status).toBe(201);
    expect(namesOf(res.body)).toEqual(['Zoë O’Brien-Nguyễn']);
    expect(res.body.bookings[0].userId).toBeUndefined();
    const rows = await bookingRows(session.id);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ name: 'Zoë O’Brien-Nguyễn', visitor_id: null, canceled_at: null });

    const other = await makeSession(t.deps);
    const dotted = await addBooking(other.id, "  Mary    Jane O'Hara Jr. ");
    expect(dotted.status).toBe(201);
    expect(namesOf(dotted.body)).toEqual(["Mary Jane O'Hara Jr."]);
  });

  it('lets an admin add the same name twice (two walk-ins can share a name)', async () => {
    const session = await makeSession(t.deps);
    expect((await addBooking(session.id, 'Sam')).status).toBe(201);
    const second = await addBooking(session.id, 'Sam');
    expect(second.status).toBe(201);
    expect(namesOf(second.body)).toEqual(['Sam', 'Sam']);
  });

  it('adds to an unpublished session, which visitors still cannot see', async () => {
    const session = await makeSession(t.deps, { isPublished: false });
    const res = await addBooking(session.id, 'Early Eve');
    expect(res.status).toBe(201);
    expect(res.body.isPublished).toBe(false);
    expect(namesOf(res.body)).toEqual(['Early Eve']);
    expect((await t.client().get(`/api/sessions/by-link/${session.link}`)).status).toBe(404);
  });

  it.each([
    ['an empty name', ''],
    ['a blank name', '   \t '],
  ])('refuses %s with 400 { error } and books nothing', async (_label, name) => {
    const session = await makeSession(t.deps);
    const res = await addBooking(session.id, name);
    expect(res.status).toBe(400);
    expect(typeof res.body.error).toBe('string');
    expect(res.body.error.length).toBeGreaterThan(0);
    expect(await bookingRows(session.id)).toEqual([]);
  });

  it("refuses invalid characters with the spec's combined message", async () => {
    const session = await makeSession(t.deps);
    const res = await addBooking(session.id, 'Bob1');
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ error: `${INVALID_NAMES_PREFIX} (Bob1 (Name contains invalid characters))` });
    expect(await bookingRows(session.id)).toEqual([]);
  });

  it('refuses a 51-character name as too long, and accepts exactly 50', async () => {
    const session = await makeSession(t.deps);
    const res = await addBooking(session.id, LONG_51);
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ error: `${INVALID_NAMES_PREFIX} (${LONG_51} (Name too long))` });
    expect(await bookingRows(session.id)).toEqual([]);

    const ok = await addBooking(session.id, 'B'.repeat(50));
    expect(ok.status).toBe(201);
    expect(namesOf(ok.body)).toEqual(['B'.repeat(50)]);
  });

  it.each([
    ['no body', undefined],
    ['no name field', {}],
    ['a name that is not a string', { name: 42 }],
    ['a null name', { name: null }],
    ['names instead of a name', { names: ['Ann'] }],
    ['a list of names', { name: ['Ann', 'Bob'] }],
    ['a name far too long to be a name', { name: 'x'.repeat(5000) }],
  ])('refuses %s with 400 { error }', async (_label, body) => {
    const session = await makeSession(t.deps);
    const res = await admin.client.request('POST', `/api/sessions/${session.id}/bookings/admin`, body);
    expect(res.status).toBe(400);
    expect(typeof res.body.error).toBe('string');
    expect(await bookingRows(session.id)).toEqual([]);
  });

  it('answers 404 for an unknown session', async () => {
    const res = await addBooking('00000000-0000-0000-0000-000000000000', 'Nobody');
    expect(res.status).toBe(404);
    expect(typeof res.body.error).toBe('string');
  });

  it('answers 409 for a session that has already started, and books nothing', async () => {
    const yesterday = await makeSession(t.deps, PAST());
    const res = await addBooking(yesterday.id, 'Late Larry');
    expect(res.status).toBe(409);
    expect(typeof res.body.error).toBe('string');
    expect(await bookingRows(yesterday.id)).toEqual([]);

    const startedMinutesAgo = await makeSession(t.deps, clubWallTimeIn(-5));
    expect((await addBooking(startedMinutesAgo.id, 'Late Larry')).status).toBe(409);
    expect(await bookingRows(startedMinutesAgo.id)).toEqual([]);
  });

  it('keeps a total order when several admins add at once: every name booked once, capacity respected', async () => {
    const session = await makeSession(t.deps, { capacity: 4 });
    const names = ['Ann', 'Bob', 'Cat', 'Dan', 'Eve', 'Fay', 'Gus', 'Hal', 'Ivy', 'Jon'];
    const answers = await Promise.all(names.map((name) => addBooking(session.id, name)));
    expect(answers.map((r) => r.status)).toEqual(names.map(() => 201));
    const view = await adminView(session.id);
    expect([...namesOf(view)].sort()).toEqual(names);
    const rows = await bookingRows(session.id);
    expect(rows.map((r) => r.seq)).toEqual([...new Set(rows.map((r) => r.seq))]);
    expect(rows.map((r) => r.name)).toEqual(namesOf(view));
    // Each answer already holds its own booking.
    for (const [i, res] of answers.entries()) expect(namesOf(res.body)).toContain(names[i]);
  });

  it('still adds to a session starting a few minutes from now', async () => {
    const soon = await makeSession(t.deps, clubWallTimeIn(10));
    const res = await addBooking(soon.id, 'Just In Time');
    expect(res.status).toBe(201);
    expect(namesOf(res.body)).toEqual(['Just In Time']);
  });
});

describe('PUT /api/sessions/{id}/bookings/{bookingId}/admin — edit a booking', () => {
  async function sessionWith(names: string[], overrides: Parameters<typeof makeSession>[1] = {}) {
    const session = await makeSession(t.deps, overrides);
    for (const name of names) expect((await addBooking(session.id, name)).status).toBe(201);
    const view = await adminView(session.id);
    return { session, bookings: view.bookings as { id: string; name: string }[] };
  }

  it('renames the booking in place: same id, same position, same paid flag', async () => {
    const { session, bookings } = await sessionWith(['Ann', 'Bob', 'Cat']);
    expect(
      (
        await admin.client.post(`/api/sessions/${session.id}/bookings/${bookings[1]?.id}/paid`, {
          isPaid: true,
        })
      ).status,
    ).toBe(200);

    const res = await renameBooking(session.id, bookings[1]?.id ?? '', '  Robert  Smith ');
    expect(res.status).toBe(200);
    expect(res.body.bookings).toEqual([
      { id: bookings[0]?.id, name: 'Ann', isPaid: false, attendance: null },
      { id: bookings[1]?.id, name: 'Robert Smith', isPaid: true, attendance: null },
      { id: bookings[2]?.id, name: 'Cat', isPaid: false, attendance: null },
    ]);
    expect(res.body.canceledBookings).toEqual([]);
    expect(namesOf(await byLink(t.client(), session.link))).toEqual(['Ann', 'Robert Smith', 'Cat']);
  });

  it("renames a visitor's booking and the visitor still owns it", async () => {
    const session = await makeSession(t.deps);
    const visitor = await visitorWithCookie(t);
    const booked = await book(visitor.client, session.id, ['Kid Kim']);
    expect(booked.status).toBe(201);
    const bookingId = booked.body.session.bookings[0].id;

    const res = await renameBooking(session.id, bookingId, 'Kimberly');
    expect(res.status).toBe(200);
    expect(res.body.bookings).toEqual([
      {
        id: bookingId,
        name: 'Kimberly',
        isPaid: false,
        attendance: null,
        userId: adminVisitorKey(session.id, visitor.id),
      },
    ]);
    const mine = await byLink(visitor.client, session.link);
    expect(mine.bookings).toEqual([{ id: bookingId, name: 'Kimberly', userId: visitor.id }]);
    // Still theirs to cancel.
    expect((await cancel(visitor.client, session.id, bookingId)).status).toBe(200);
  });

  it.each([
    ['a blank name', '  ', null],
    ['invalid characters', 'Bob1', `${INVALID_NAMES_PREFIX} (Bob1 (Name contains invalid characters))`],
    ['a 51-character name', LONG_51, `${INVALID_NAMES_PREFIX} (${LONG_51} (Name too long))`],
  ])('refuses %s with 400 and keeps the old name', async (_label, name, message) => {
    const { session, bookings } = await sessionWith(['Ann']);
    const res = await renameBooking(session.id, bookings[0]?.id ?? '', name);
    expect(res.status).toBe(400);
    if (message) expect(res.body).toEqual({ error: message });
    else expect(typeof res.body.error).toBe('string');
    expect(namesOf(await adminView(session.id))).toEqual(['Ann']);
  });

  it('answers 404 for an unknown booking', async () => {
    const { session } = await sessionWith(['Ann']);
    const res = await renameBooking(session.id, '00000000-0000-0000-0000-000000000000', 'Zed');
    expect(res.status).toBe(404);
    expect(typeof res.body.error).toBe('string');
  });

  it('answers 404 for an unknown session', async () => {
    const { bookings } = await sessionWith(['Ann']);
    const res = await renameBooking('00000000-0000-0000-0000-000000000000', bookings[0]?.id ?? '', 'Zed');
    expect(res.status).toBe(404);
  });

  it('answers 404 for a booking that belongs to another session, and changes neither', async () => {
    const a = await sessionWith(['Ann']);
    const b = await sessionWith(['Bob']);
    const res = await renameBooking(a.session.id, b.bookings[0]?.id ?? '', 'Hijacked');
    expect(res.status).toBe(404);
    expect(namesOf(await adminView(a.session.id))).toEqual(['Ann']);
    expect(namesOf(await adminView(b.session.id))).toEqual(['Bob']);
  });

  it('answers 404 for a canceled booking, which keeps its name in the canceled list', async () => {
    const { session, bookings } = await sessionWith(['Ann', 'Bob']);
    const id = bookings[0]?.id ?? '';
    expect((await admin.client.delete(`/api/sessions/${session.id}/bookings/${id}/admin`)).status).toBe(200);
    const res = await renameBooking(session.id, id, 'Ghost');
    expect(res.status).toBe(404);
    const view = await adminView(session.id);
    expect(view.canceledBookings.map((c: any) => c.name)).toEqual(['Ann']);
    expect(namesOf(view)).toEqual(['Bob']);
  });

  it('answers 404 for a booking its visitor canceled', async () => {
    const session = await makeSession(t.deps);
    const visitor = await visitorWithCookie(t);
    const booked = await book(visitor.client, session.id, ['Cara', 'Dan']);
    const cara = booked.body.session.bookings[0];
    expect((await cancel(visitor.client, session.id, cara.id)).status).toBe(200);
    const res = await renameBooking(session.id, cara.id, 'Revived');
    expect(res.status).toBe(404);
    expect(res.body).toEqual({ error: expect.any(String) });
    expect((await adminView(session.id)).canceledBookings.map((c: any) => c.name)).toEqual(['Cara']);
  });

  it('answers 409 for a session that has already started, and keeps the name', async () => {
    const session = await makeSession(t.deps, { ...PAST(), preAddedNames: ['Old Olga'] });
    const [row] = await bookingRows(session.id);
    const res = await renameBooking(session.id, row?.id ?? '', 'New Nina');
    expect(res.status).toBe(409);
    expect(typeof res.body.error).toBe('string');
    expect(namesOf(await adminView(session.id))).toEqual(['Old Olga']);
  });

  it("answers 409 (not 500) when a visitor's booking is renamed to a name that visitor already holds there", async () => {
    const session = await makeSession(t.deps);
    const visitor = await visitorWithCookie(t);
    const booked = await book(visitor.client, session.id, ['Mia', 'Leo']);
    expect(booked.status).toBe(201);
    const leo = booked.body.session.bookings.find((b: any) => b.name === 'Leo');

    for (const name of ['Mia', 'mia', '  MIA ']) {
      const res = await renameBooking(session.id, leo.id, name);
      expect(res.status).toBe(409);
      expect(typeof res.body.error).toBe('string');
    }
    expect(namesOf(await adminView(session.id))).toEqual(['Mia', 'Leo']);

    // Another visitor's name, or an admin-added one, is no conflict.
    expect((await addBooking(session.id, 'Noah')).status).toBe(201);
    const other = await visitorWithCookie(t);
    expect((await book(other.client, session.id, ['Ava'])).status).toBe(201);
    const ok = await renameBooking(session.id, leo.id, 'Noah');
    expect(ok.status).toBe(200);
    expect(namesOf(ok.body)).toEqual(['Mia', 'Noah', 'Noah', 'Ava']);
    expect((await renameBooking(session.id, leo.id, 'Ava')).status).toBe(200);
  });

  it('the new name counts as the visitor’s from then on: booking it again is skipped, the old one is free', async () => {
    const session = await makeSession(t.deps);
    const visitor = await visitorWithCookie(t);
    const booked = await book(visitor.client, session.id, ['Leo']);
    const leo = booked.body.session.bookings[0].id;
    expect((await renameBooking(session.id, leo, 'Leonardo')).status).toBe(200);

    const again = await book(visitor.client, session.id, ['leonardo']);
    expect(again.status).toBe(400);
    expect(again.body).toEqual({ error: NO_NEW_NAMES });
    const old = await book(visitor.client, session.id, ['Leo']);
    expect(old.status).toBe(201);
    expect(namesOf(await adminView(session.id))).toEqual(['Leonardo', 'Leo']);
  });

  it('lets a visitor rename to a name they held in a booking that was canceled', async () => {
    const session = await makeSession(t.deps);
    const visitor = await visitorWithCookie(t);
    const booked = await book(visitor.client, session.id, ['Mia', 'Leo']);
    const [mia, leo] = booked.body.session.bookings;
    expect((await admin.client.delete(`/api/sessions/${session.id}/bookings/${mia.id}/admin`)).status).toBe(
      200,
    );
    const res = await renameBooking(session.id, leo.id, 'Mia');
    expect(res.status).toBe(200);
    expect(namesOf(res.body)).toEqual(['Mia']);
    expect(res.body.canceledBookings.map((c: any) => c.name)).toEqual(['Mia']);
    // The booking's own name in other letters is no conflict either.
    const ownInCaps = await renameBooking(session.id, leo.id, 'MIA');
    expect(ownInCaps.status).toBe(200);
    expect(namesOf(ownInCaps.body)).toEqual(['MIA']);
  });
});
