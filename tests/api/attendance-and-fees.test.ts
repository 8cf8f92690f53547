// biome-ignore-all lint/suspicious/noExplicitAny: tests read whatever JSON came back
// Attendance and late-cancel fees (docs/product/booking-rules.md, api.md Admin):
// PUT /api/sessions/{id}/bookings/{bookingId}/attendance, POST /api/sessions/{id}/attendance,
// PUT /api/sessions/{id}/canceled-bookings/{bookingId}/fee, and `late`/`fee` on canceled bookings.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type SignedInAccount, startAdminApp } from '../support/accounts.ts';
import { clubWallTimeIn, makeSession } from '../support/fixtures.ts';
import { book, cancel, visitorWithCookie } from '../support/public-api.ts';
import { startedSession as started } from '../support/season.ts';
import type { TestApp } from '../support/test-app.ts';

let t: TestApp;
let admin: SignedInAccount;

beforeAll(async () => {
  ({ t, admin } = await startAdminApp());
});
afterAll(() => t?.close());

const view = async (id: string) => (await admin.client.get(`/api/sessions/${id}`)).body;
const attendance = (sessionId: string, bookingId: string, value: unknown) =>
  admin.client.put(`/api/sessions/${sessionId}/bookings/${bookingId}/attendance`, { attendance: value });
const allPresent = (sessionId: string, body: unknown = { attendance: 'present' }) =>
  admin.client.post(`/api/sessions/${sessionId}/attendance`, body);
const setFee = (sessionId: string, bookingId: string, fee: unknown) =>
  admin.client.put(`/api/sessions/${sessionId}/canceled-bookings/${bookingId}/fee`, { fee });

const startedSession = (opts: Parameters<typeof started>[1]) => started(t, opts);

describe('attendance', () => {
  it('every admin booking carries attendance, null until marked', async () => {
    const { session } = await startedSession({ capacity: 4, names: ['Ann', 'Ben'] });
    expect((await view(session.id)).bookings.map((b: any) => b.attendance)).toEqual([null, null]);
  });

  it('marks one booking present, absent or excused, and null undoes it', async () => {
    const { session, ids } = await startedSession({ capacity: 4, names: ['Ann', 'Ben'] });
    const [ann = ''] = ids;
    for (const mark of ['present', 'absent', 'excused', null]) {
      const res = await attendance(session.id, ann, mark);
      expect(res.status).toBe(200);
      expect(res.body.bookings.map((b: any) => b.attendance)).toEqual([mark, null]);
    }
    expect((await view(session.id)).bookings[0].attendance).toBeNull();
  });

  it('is refused before the start (409) and changes nothing', async () => {
    const session = await makeSession(t.deps, clubWallTimeIn(60));
    const added = await admin.client.post(`/api/sessions/${session.id}/bookings/admin`, { name: 'Ann' });
    const id = added.body.bookings[0].id;
    const one = await attendance(session.id, id, 'present');
    expect(one.status).toBe(409);
    expect(one.body.error).toBe('Attendance can be marked once the session has started.');
    expect((await allPresent(session.id)).status).toBe(409);
    expect((await view(session.id)).bookings[0].attendance).toBeNull();
  });

  it('is refused for a rained-off session once its time has come (409), which counts for nobody', async () => {
    const { session, ids } = await startedSession({ capacity: 4, names: ['Rae Rain'] });
    // Canceled before it started (the cancel call is for upcoming sessions), seen after its start.
    await t.db.db
      .updateTable('sessions')
      .set({ canceled_at: new Date().toISOString(), canceled_reason: 'Rain', version: session.version + 1 })
      .where('id', '=', session.id)
      .execute();
    const one = await attendance(session.id, ids[0] ?? '', 'absent');
    expect(one.status).toBe(409);
    expect(one.body.error).toBe('Session is canceled');
    expect((await allPresent(session.id)).status).toBe(409);
    const players = (await admin.client.get('/api/admin/players?q=Rae Rain')).body.players;
    expect(players).toMatchObject([{ name: 'Rae Rain', sessions: 0, noShows: 0, owed: 0 }]);
  });

  it.each([
    ['an unknown value', { attendance: 'maybe' }],
    ['no value', {}],
    ['a number', { attendance: 1 }],
  ])('answers 400 naming attendance for %s', async (_what, body) => {
    const { session, ids } = await startedSession({ capacity: 4, names: ['Ann'] });
    const res = await admin.client.put(`/api/sessions/${session.id}/bookings/${ids[0]}/attendance`, body);
    expect(res.status).toBe(400);
    expect(res.body.error).toMatch(/^Invalid request - attendance: /);
  });

  it('answers 404 for an unknown booking, one of another session, and a canceled one', async () => {
    const { session, ids } = await startedSession({ capacity: 4, names: ['Ann', 'Ben'], lateCancels: [1] });
    const other = await startedSession({ capacity: 4, names: ['Cai'] });
    expect((await attendance(session.id, 'no-such-booking', 'present')).status).toBe(404);
    expect((await attendance(session.id, other.ids[0] as string, 'present')).status).toBe(404);
    expect((await attendance(session.id, ids[1] as string, 'present')).status).toBe(404);
    expect((await attendance('no-such-session', ids[0] as string, 'present')).status).toBe(404);
  });

  it('mark all present marks every confirmed booking with no mark, and leaves marks and waiting alone', async () => {
    const { session, ids } = await startedSession({ capacity: 3, names: ['Ann', 'Ben', 'Cai', 'Dot'] });
    await attendance(session.id, ids[1] as string, 'absent');
    const res = await allPresent(session.id);
    expect(res.status).toBe(200);
    expect(res.body.bookings.map((b: any) => [b.name, b.attendance])).toEqual([
      ['Ann', 'present'],
      ['Ben', 'absent'],
      ['Cai', 'present'],
      ['Dot', null],
    ]);
  });

  it('mark all accepts only "present" (400 naming attendance)', async () => {
    const { session } = await startedSession({ capacity: 3, names: ['Ann'] });
    const res = await allPresent(session.id, { attendance: 'absent' });
    expect(res.status).toBe(400);
    expect(res.body.error).toContain('attendance');
  });
});

describe('late cancels', () => {
  it("a visitor's own cancel of a confirmed place within 24 h is late; fee is null before the start", async () => {
    const session = await makeSession(t.deps, { ...clubWallTimeIn(5 * 60), capacity: 1, priceCents: 1250 });
    const v = await visitorWithCookie(t);
    const booked = await book(v.client, session.id, ['Ann', 'Ben']);
    const [ann, ben] = booked.body.session.bookings;
    // Ben is waiting: his cancel is never late. Ann's is.
    expect((await cancel(v.client, session.id, ben.id)).status).toBe(200);
    expect((await cancel(v.client, session.id, ann.id)).status).toBe(200);
    const canceled = (await view(session.id)).canceledBookings;
    expect(canceled.map((c: any) => [c.name, c.late, c.fee])).toEqual([
      ['Ann', true, null],
      ['Ben', false, null],
    ]);
  });

  it('a cancel more than 24 h ahead is not late, nor an admin cancel', async () => {
    const far = await makeSession(t.deps, { ...clubWallTimeIn(25 * 60), priceCents: 1000 });
    const v = await visitorWithCookie(t);
    const booked = await book(v.client, far.id, ['Ann']);
    await cancel(v.client, far.id, booked.body.session.bookings[0].id);
    expect((await view(far.id)).canceledBookings[0]).toMatchObject({ late: false, fee: null });

    const near = await makeSession(t.deps, { ...clubWallTimeIn(5 * 60), priceCents: 1000 });
    const added = await admin.client.post(`/api/sessions/${near.id}/bookings/admin`, { name: 'Bo' });
    await admin.client.delete(`/api/sessions/${near.id}/bookings/${added.body.bookings[0].id}/admin`);
    expect((await view(near.id)).canceledBookings[0]).toMatchObject({ late: false, fee: null });
  });
});

describe('fees once the session has started', () => {
  const feesOf = async (id: string) =>
    Object.fromEntries((await view(id)).canceledBookings.map((c: any) => [c.name, c.fee]));

  it('with places left empty, every late cancel owes', async () => {
    const { session } = await startedSession({
      capacity: 3,
      price: 12.5,
      names: ['Ann', 'Ben', 'Cai'],
      lateCancels: [0, 1],
    });
    expect(await feesOf(session.id)).toEqual({ Ann: 'owed', Ben: 'owed' });
  });

  it('a place filled from the waiting list frees the earliest late cancel: k empty places, the k latest owe', async () => {
    // Capacity 3, four booked (Dot waiting); Ann then Ben cancel late: Dot moves up, one place stays empty.
    const { session } = await startedSession({
      capacity: 3,
      price: 12.5,
      names: ['Ann', 'Ben', 'Cai', 'Dot'],
      lateCancels: [0, 1],
    });
    expect(await feesOf(session.id)).toEqual({ Ann: null, Ben: 'owed' });
  });

  it('a full session at the start owes no fees; a free session has none', async () => {
    const full = await startedSession({
      capacity: 2,
      price: 10,
      names: ['Ann', 'Ben', 'Cai', 'Dot'],
      lateCancels: [0, 1],
    });
    expect(await feesOf(full.session.id)).toEqual({ Ann: null, Ben: null });
    const free = await startedSession({ capacity: 3, names: ['Ann', 'Ben'], lateCancels: [0] });
    expect(await feesOf(free.session.id)).toEqual({ Ann: null });
  });

  it('the admin marks a fee paid or waived, and back to owed', async () => {
    const { session, ids } = await startedSession({
      capacity: 3,
      price: 12.5,
      names: ['Ann', 'Ben'],
      lateCancels: [0],
    });
    for (const fee of ['paid', 'waived', 'owed']) {
      const res = await setFee(session.id, ids[0] as string, fee);
      expect(res.status).toBe(200);
      expect(res.body.canceledBookings[0]).toMatchObject({ name: 'Ann', late: true, fee });
    }
  });

  it('answers 409 when no fee applies, 404 for a booking that is not canceled, 400 naming fee', async () => {
    const { session, ids } = await startedSession({
      capacity: 2,
      price: 10,
      names: ['Ann', 'Ben', 'Cai', 'Dot'],
      lateCancels: [0],
    });
    const none = await setFee(session.id, ids[0] as string, 'paid');
    expect(none.status).toBe(409);
    expect(none.body.error).toBe('No fee applies to this cancellation.');
    expect((await setFee(session.id, ids[1] as string, 'paid')).status).toBe(404);
    expect((await setFee(session.id, 'nope', 'paid')).status).toBe(404);
    const bad = await setFee(session.id, ids[0] as string, 'free');
    expect(bad.status).toBe(400);
    expect(bad.body.error).toMatch(/^Invalid request - fee: /);
  });

  it('before the start a late cancel has no fee to mark (409)', async () => {
    const session = await makeSession(t.deps, { ...clubWallTimeIn(5 * 60), priceCents: 1250 });
    const v = await visitorWithCookie(t);
    const booked = await book(v.client, session.id, ['Ann']);
    const id = booked.body.session.bookings[0].id;
    await cancel(v.client, session.id, id);
    expect((await setFee(session.id, id, 'paid')).status).toBe(409);
  });
});
