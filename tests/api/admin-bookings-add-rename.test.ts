// biome-ignore-all lint/suspicious/noExplicitAny: tests read whatever JSON came back
// An admin adding and renaming bookings (docs/product/validation.md "Admin add/edit booking", api.md Admin; docs/product/booking-rules.md, api.md):
// POST /api/sessions/{id}/bookings/admin {name} and PUT /api/sessions/{id}/bookings/{bookingId}/admin
// {name}. Names follow the core rule; past sessions are read-only (409); a visitor never holds the
// same active name twice in a session, whoever does the renaming.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type AuthTestApp, type Browser, createAccount, startAuthTestApp } from '../support/accounts.ts';
import { clubDateIn, clubWallTimeIn, makeSession, seedBookings } from '../support/fixtures.ts';
import { book, cancel, INVALID_NAMES_PREFIX, visitorWithCookie } from '../support/public-api.ts';
import { Client } from '../support/test-app.ts';

let t: AuthTestApp;
let admin: Browser;

beforeAll(async () => {
  t = await startAuthTestApp();
  admin = (await createAccount(t, 'owner@club.org', 'Olive Owner')).browser;
});
afterAll(async () => {
  await t?.close();
});

const BOB1 =
  "Names can only contain letters, spaces, apostrophes ('), hyphens (-), and periods (.). (Bob1 (Name contains invalid characters))";
const FIFTY_ONE = `${'A'.repeat(25)} ${'b'.repeat(25)}`; // 51 characters, all allowed
const FIFTY = 'A'.repeat(50);

const addPath = (sessionId: string) => `/api/sessions/${sessionId}/bookings/admin`;
const editPath = (sessionId: string, bookingId: string) =>
  `/api/sessions/${sessionId}/bookings/${bookingId}/admin`;
const names = (s: { bookings: { name: string }[] }) => s.bookings.map((b) => b.name);

async function adminView(sessionId: string) {
  const res = await admin.get(`/api/sessions/${sessionId}`);
  expect(res.status).toBe(200);
  return res.body;
}

async function publicView(link: string, client = new Client(t.url)) {
  const res = await client.get(`/api/sessions/by-link/${link}`);
  expect(res.status).toBe(200);
  return res.body;
}

/** Bookings made through the store the app uses (a past session cannot be booked over HTTP). */
const seed = (sessionId: string, bookingNames: string[], visitorId: string | null = null) =>
  seedBookings(t.db.db, sessionId, bookingNames, visitorId);

const bookingRow = (id: string) =>
  t.db.db.selectFrom('bookings').selectAll().where('id', '=', id).executeTakeFirstOrThrow();

/** A session that started half an hour ago. */
const pastSession = () => makeSession(t.db.db, { ...clubWallTimeIn(-30), title: 'Started Already' });

describe('POST /api/sessions/{id}/bookings/admin', () => {
  it('appends the booking after the existing ones and answers 201 with the admin session view', async () => {
    const session = await makeSession(t.db.db, { capacity: 2 });
    const visitor = await visitorWithCookie(t);
    expect((await book(visitor.client, session.id, ['Ann Visitor'])).status).toBe(201);

    const first = await admin.post(addPath(session.id), { name: 'Walk In' });
    expect(first.status).toBe(201);
    expect(first.body).toMatchObject({
      id: session.id,
      link: session.link,
      capacity: 2,
      canceledBookings: [],
    });
    expect(names(first.body)).toEqual(['Ann Visitor', 'Walk In']);
    const added = first.body.bookings[1];
    // An admin-added booking belongs to no visitor, and nobody has paid for it yet.
    expect(added).toEqual({ id: expect.any(String), name: 'Walk In', isPaid: false });

    const second = await admin.post(addPath(session.id), { name: 'Late Comer' });
    expect(second.status).toBe(201);
    expect(names(second.body)).toEqual(['Ann Visitor', 'Walk In', 'Late Comer']);
    expect(second.body.bookings[2]).toMatchObject({ name: 'Late Comer', isPaid: false });

    // The answer is what the admin reads back; the third booking waits (capacity 2).
    expect(await adminView(session.id)).toEqual(second.body);
    const pub = await publicView(session.link);
    expect(names(pub).slice(0, pub.capacity)).toEqual(['Ann Visitor', 'Walk In']);
    expect(names(pub).slice(pub.capacity)).toEqual(['Late Comer']);
  });

  it('stores the name trimmed with inner spaces collapsed, and accepts accents and apostrophes', async () => {
    const session = await makeSession(t.db.db);
    const res = await admin.post(addPath(session.id), { name: '   Mary    Jane  ' });
    expect(res.status).toBe(201);
    const accented = await admin.post(addPath(session.id), { name: "Zoë O'Brien-Nguyễn Jr." });
    expect(accented.status).toBe(201);
    expect(names(accented.body)).toEqual(['Mary Jane', "Zoë O'Brien-Nguyễn Jr."]);
  });

  it('refuses a blank name with 400 {error} and adds nothing', async () => {
    const session = await makeSession(t.db.db);
    for (const name of ['', '    ']) {
      const res = await admin.post(addPath(session.id), { name });
      expect(res.status).toBe(400);
      expect(res.body).toEqual({ error: expect.any(String) });
      expect(res.body.error.length).toBeGreaterThan(0);
    }
    expect((await adminView(session.id)).bookings).toEqual([]);
  });

  it("refuses 'Bob1' with the spec's combined message", async () => {
    const session = await makeSession(t.db.db);
    const res = await admin.post(addPath(session.id), { name: 'Bob1' });
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ error: BOB1 });
    expect((await adminView(session.id)).bookings).toEqual([]);
  });

  it('refuses a name of 51 characters as too long, and takes one of exactly 50', async () => {
    const session = await makeSession(t.db.db);
    const long = await admin.post(addPath(session.id), { name: FIFTY_ONE });
    expect(long.status).toBe(400);
    expect(long.body).toEqual({ error: `${INVALID_NAMES_PREFIX} (${FIFTY_ONE} (Name too long))` });
    expect((await adminView(session.id)).bookings).toEqual([]);

    const fifty = await admin.post(addPath(session.id), { name: FIFTY });
    expect(fifty.status).toBe(201);
    expect(names(fifty.body)).toEqual([FIFTY]);
  });

  it('refuses a body without a string name with 400', async () => {
    const session = await makeSession(t.db.db);
    for (const body of [{}, { name: 42 }, { name: null }, { names: ['Ann'] }]) {
      const res = await admin.post(addPath(session.id), body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(typeof res.body.error).toBe('string');
    }
    expect((await adminView(session.id)).bookings).toEqual([]);
  });

  it('answers 404 for an unknown session', async () => {
    const res = await admin.post(addPath('00000000-0000-4000-8000-000000000000'), { name: 'Walk In' });
    expect(res.status).toBe(404);
    expect(res.body).toEqual({ error: expect.any(String) });
  });

  it('answers 409 once the session has started, and adds nothing', async () => {
    for (const past of [await pastSession(), await makeSession(t.db.db, { date: clubDateIn(-3) })]) {
      const res = await admin.post(addPath(past.id), { name: 'Too Late' });
      expect(res.status).toBe(409);
      expect(res.body).toEqual({ error: expect.any(String) });
      expect((await adminView(past.id)).bookings).toEqual([]);
    }
  });

  it('adds to an upcoming session that starts in a few minutes', async () => {
    const soon = await makeSession(t.db.db, clubWallTimeIn(5));
    const res = await admin.post(addPath(soon.id), { name: 'Just In Time' });
    expect(res.status).toBe(201);
  });

  it('adds to an unpublished session, which stays hidden from visitors', async () => {
    const hidden = await makeSession(t.db.db, { isPublished: false });
    const res = await admin.post(addPath(hidden.id), { name: 'Early Bird' });
    expect(res.status).toBe(201);
    expect(res.body.isPublished).toBe(false);
    expect(names(res.body)).toEqual(['Early Bird']);
    expect((await new Client(t.url).get(`/api/sessions/by-link/${hidden.link}`)).status).toBe(404);
  });
});

describe('PUT /api/sessions/{id}/bookings/{bookingId}/admin', () => {
  it('renames the booking in place: same id, same position, owner and paid flag kept', async () => {
    const session = await makeSession(t.db.db);
    const visitor = await visitorWithCookie(t);
    const booked = await book(visitor.client, session.id, ['Ann', 'Ben']);
    expect(booked.status).toBe(201);
    await admin.post(addPath(session.id), { name: 'Walk In' });
    const ben = booked.body.session.bookings[1];
    expect(
      (await admin.post(`/api/sessions/${session.id}/bookings/${ben.id}/paid`, { isPaid: true })).status,
    ).toBe(200);

    const res = await admin.put(editPath(session.id, ben.id), { name: '  Benjamin   Jones ' });
    expect(res.status).toBe(200);
    expect(names(res.body)).toEqual(['Ann', 'Benjamin Jones', 'Walk In']);
    expect(res.body.bookings[1]).toEqual({
      id: ben.id,
      name: 'Benjamin Jones',
      isPaid: true,
      userId: visitor.id,
    });
    expect(await adminView(session.id)).toEqual(res.body);

    // Still the visitor's own booking: marked as theirs on the booking page, and theirs to cancel.
    const theirs = await publicView(session.link, visitor.client);
    expect(theirs.bookings[1]).toEqual({ id: ben.id, name: 'Benjamin Jones', userId: visitor.id });
    expect((await cancel(visitor.client, session.id, ben.id)).status).toBe(200);
  });

  it('renames an admin-added booking', async () => {
    const session = await makeSession(t.db.db);
    const added = await admin.post(addPath(session.id), { name: 'Walk In' });
    const id = added.body.bookings[0].id;
    const res = await admin.put(editPath(session.id, id), { name: 'Walter Inman' });
    expect(res.status).toBe(200);
    expect(res.body.bookings).toEqual([{ id, name: 'Walter Inman', isPaid: false }]);
    expect(names(await publicView(session.link))).toEqual(['Walter Inman']);
  });

  describe('validates the new name like an added one, leaving the old name in place', () => {
    it.each([
      ['blank', '   ', undefined],
      ["'Bob1'", 'Bob1', BOB1],
      ['51 characters', FIFTY_ONE, `${INVALID_NAMES_PREFIX} (${FIFTY_ONE} (Name too long))`],
    ])('%s → 400', async (_label, name, message) => {
      const session = await makeSession(t.db.db);
      const id = (await admin.post(addPath(session.id), { name: 'Keep Me' })).body.bookings[0].id;
      const res = await admin.put(editPath(session.id, id), { name });
      expect(res.status).toBe(400);
      expect(res.body).toEqual({ error: message ?? expect.any(String) });
      expect((await bookingRow(id)).name).toBe('Keep Me');
    });
  });

  it('answers 404 for an unknown booking and for an unknown session', async () => {
    const session = await makeSession(t.db.db);
    const unknown = await admin.put(editPath(session.id, '00000000-0000-4000-8000-000000000000'), {
      name: 'Nobody',
    });
    expect(unknown.status).toBe(404);
    expect(unknown.body).toEqual({ error: expect.any(String) });
    const id = (await admin.post(addPath(session.id), { name: 'Keep Me' })).body.bookings[0].id;
    const noSession = await admin.put(editPath('00000000-0000-4000-8000-000000000000', id), {
      name: 'Nobody',
    });
    expect(noSession.status).toBe(404);
    expect((await bookingRow(id)).name).toBe('Keep Me');
  });

  it('answers 404 for a canceled booking (by the visitor or by an admin)', async () => {
    const session = await makeSession(t.db.db);
    const visitor = await visitorWithCookie(t);
    const booked = await book(visitor.client, session.id, ['Cara', 'Dan']);
    const [cara, dan] = booked.body.session.bookings;
    expect((await cancel(visitor.client, session.id, cara.id)).status).toBe(200);
    expect((await admin.delete(editPath(session.id, dan.id))).status).toBe(200);

    for (const id of [cara.id, dan.id]) {
      const res = await admin.put(editPath(session.id, id), { name: 'Revived' });
      expect(res.status).toBe(404);
      expect(res.body).toEqual({ error: expect.any(String) });
    }
    expect((await adminView(session.id)).canceledBookings.map((b: any) => b.name).sort()).toEqual([
      'Cara',
      'Dan',
    ]);
  });

  it('answers 404 for a booking id that belongs to another session, and leaves that booking alone', async () => {
    const mine = await makeSession(t.db.db);
    const other = await makeSession(t.db.db, { title: 'Other Session' });
    const theirs = (await admin.post(addPath(other.id), { name: 'Other Person' })).body.bookings[0].id;
    const res = await admin.put(editPath(mine.id, theirs), { name: 'Hijacked' });
    expect(res.status).toBe(404);
    expect(names(await adminView(other.id))).toEqual(['Other Person']);
    expect((await adminView(mine.id)).bookings).toEqual([]);
  });

  it('answers 409 once the session has started, and keeps the name', async () => {
    const past = await pastSession();
    const [row] = await seed(past.id, ['Old Name']);
    const res = await admin.put(editPath(past.id, row?.id ?? ''), { name: 'New Name' });
    expect(res.status).toBe(409);
    expect(res.body).toEqual({ error: expect.any(String) });
    expect((await bookingRow(row?.id ?? '')).name).toBe('Old Name');
  });

  it('answers 409 (not 500) when the visitor already holds that name in the session, any case', async () => {
    const session = await makeSession(t.db.db);
    const visitor = await visitorWithCookie(t);
    const booked = await book(visitor.client, session.id, ['Sam', 'Tom']);
    const tom = booked.body.session.bookings[1];

    for (const name of ['Sam', 'sam', '  SAM ']) {
      const res = await admin.put(editPath(session.id, tom.id), { name });
      expect(res.status, name).toBe(409);
      expect(res.body).toEqual({ error: expect.any(String) });
    }
    expect(names(await adminView(session.id))).toEqual(['Sam', 'Tom']);
  });

  it("allows a name another visitor holds, one the visitor only had on a canceled booking, or the booking's own name", async () => {
    const session = await makeSession(t.db.db);
    const first = await visitorWithCookie(t);
    const second = await visitorWithCookie(t);
    const mine = (await book(first.client, session.id, ['Uma', 'Vic'])).body.session.bookings;
    const [uma, vic] = mine;
    await book(second.client, session.id, ['Wes']);
    expect((await cancel(first.client, session.id, uma.id)).status).toBe(200);

    const asOther = await admin.put(editPath(session.id, vic.id), { name: 'Wes' });
    expect(asOther.status).toBe(200);
    const asCanceled = await admin.put(editPath(session.id, vic.id), { name: 'Uma' });
    expect(asCanceled.status).toBe(200);
    const ownInCaps = await admin.put(editPath(session.id, vic.id), { name: 'UMA' });
    expect(ownInCaps.status).toBe(200);
    expect(names(ownInCaps.body)).toEqual(['UMA', 'Wes']);
  });
});
