// biome-ignore-all lint/suspicious/noExplicitAny: tests read whatever JSON came back
// The club's players (docs/product/api.md Players, booking-rules.md what a player owes):
// GET /api/admin/players?q=, GET /api/admin/players/{key}, POST /api/admin/players/{key}/settle.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { playerKey } from '#core/player-books.ts';
import { bumpVersion, setCanceled } from '../../src/server/store/sessions.ts';
import { type SignedInAccount, startAdminApp } from '../support/accounts.ts';
import { makeSession, seedBookings } from '../support/fixtures.ts';
import { startedSession } from '../support/season.ts';
import type { TestApp } from '../support/test-app.ts';

let t: TestApp;
let admin: SignedInAccount;

beforeAll(async () => {
  ({ t, admin } = await startAdminApp());
});
afterAll(() => t?.close());
// The list spans every booking in the database, so each test starts from none.
beforeEach(async () => {
  await t.db.db.deleteFrom('bookings').execute();
  await t.db.db.deleteFrom('sessions').execute();
});

const list = async (q?: string) => {
  const res = await admin.client.get(
    `/api/admin/players${q === undefined ? '' : `?q=${encodeURIComponent(q)}`}`,
  );
  expect(res.status).toBe(200);
  return res.body.players as any[];
};
const player = (name: string, list: any[]) => list.find((p) => p.name === name);
const mark = (sessionId: string, bookingId: string, attendance: string) =>
  admin.client.put(`/api/sessions/${sessionId}/bookings/${bookingId}/attendance`, { attendance });

describe('GET /api/admin/players', () => {
  it('answers { players: [] } before anyone has booked', async () => {
    expect(await list()).toEqual([]);
  });

  it('counts sessions, attendance and late cancels over started sessions, and what each owes', async () => {
    // Ann: present and unpaid ($12.50), a no-show unpaid ($12.50), excused ($0); Ben: paid and present.
    const a = await startedSession(t, {
      capacity: 4,
      price: 12.5,
      names: ['Ann Lee', 'Ben Ho'],
      minutesAgo: 120,
    });
    await mark(a.session.id, a.ids[0] as string, 'present');
    await mark(a.session.id, a.ids[1] as string, 'present');
    await admin.client.post(`/api/sessions/${a.session.id}/bookings/${a.ids[1]}/paid`, { isPaid: true });
    const b = await startedSession(t, { capacity: 4, price: 12.5, names: ['Ann Lee'], minutesAgo: 90 });
    await mark(b.session.id, b.ids[0] as string, 'absent');
    const c = await startedSession(t, { capacity: 4, price: 12.5, names: ['Ann Lee'] });
    await mark(c.session.id, c.ids[0] as string, 'excused');
    // A late cancel with the place left empty owes the fee: $8.
    await startedSession(t, { capacity: 4, price: 8, names: ['Ann Lee'], lateCancels: [0] });
    // Upcoming and waiting bookings count for nothing.
    const upcoming = await makeSession(t.deps, { priceCents: 5000 });
    await seedBookings(t.db.db, upcoming.id, ['Ann Lee']);
    await startedSession(t, { capacity: 1, price: 20, names: ['Ben Ho', 'Ann Lee'] });

    const players = await list();
    expect(players.map((p) => p.name)).toEqual(['Ann Lee', 'Ben Ho']);
    expect(player('Ann Lee', players)).toEqual({
      key: playerKey('ann lee'),
      name: 'Ann Lee',
      sessions: 3,
      attended: 1,
      noShows: 1,
      excused: 1,
      lateCancels: 1,
      owed: 33,
    });
    // Ben: paid session a, unpaid confirmed in the full session ($20, unmarked).
    expect(player('Ben Ho', players)).toMatchObject({ sessions: 2, attended: 1, noShows: 0, owed: 20 });
  });

  it('is one player per name key, named by the latest spelling; sorted ignoring case; q filters ignoring case', async () => {
    await startedSession(t, { capacity: 4, names: ['zoë park'], minutesAgo: 120 });
    await startedSession(t, { capacity: 4, names: ['Zoë Park', 'adam Bell', 'Maya Ng'] });
    const players = await list();
    expect(players.map((p) => p.name)).toEqual(['adam Bell', 'Maya Ng', 'Zoë Park']);
    expect(player('Zoë Park', players)).toMatchObject({ sessions: 2, owed: 0 });
    expect((await list('ZOË')).map((p) => p.name)).toEqual(['Zoë Park']);
    // Accents too (decision 0171): before, 'zoe' found nobody.
    expect((await list('zoe')).map((p) => p.name)).toEqual(['Zoë Park']);
    expect((await list('a')).map((p) => p.name)).toEqual(['adam Bell', 'Maya Ng', 'Zoë Park']);
    expect(await list('nobody')).toEqual([]);
  });

  it('refuses a q over 100 characters with 400 naming q', async () => {
    const res = await admin.client.get(`/api/admin/players?q=${'x'.repeat(101)}`);
    expect(res.status).toBe(400);
    expect(res.body.error).toMatch(/^Invalid request - q: /);
  });
});

describe('a rained-off session (decision 0080)', () => {
  it('owes no price and no late-cancel fee once it has started', async () => {
    // Rae's place is unpaid and Sol canceled late with the place left empty: both would owe.
    const rained = await startedSession(t, {
      capacity: 4,
      price: 12.5,
      names: ['Rae Rain', 'Sol Rain'],
      lateCancels: [1],
    });
    const owedBefore = await list();
    expect(player('Rae Rain', owedBefore).owed).toBe(12.5);
    expect(player('Sol Rain', owedBefore).owed).toBe(12.5);
    // It had been called off before it began (the API takes upcoming sessions only, so the test
    // goes through the store).
    await t.db.db.transaction().execute(async (trx) => {
      await setCanceled(trx, rained.session.id, { reason: 'Rain', at: new Date(Date.now() - 3 * 3_600_000) });
      await bumpVersion(trx, rained.session.id); // as the cancel's own change does
    });
    const after = await list();
    expect(player('Rae Rain', after).owed).toBe(0);
    expect(player('Sol Rain', after).owed).toBe(0);
    const view = await admin.client.get(`/api/sessions/${rained.session.id}`);
    expect(view.body.canceledBookings.map((b: any) => b.fee)).toEqual([null]);
    // Rae's history says why nothing is owed (decision 0165), and prices it at nothing.
    const rae = await admin.client.get(`/api/admin/players/${playerKey('rae rain')}`);
    expect(rae.body.history).toEqual([
      expect.objectContaining({ status: 'confirmed', sessionCanceled: true, price: 0 }),
    ]);
  });
});

describe('GET /api/admin/players/{key}', () => {
  it('answers the player and their history, latest session first', async () => {
    const early = await startedSession(t, {
      capacity: 1,
      price: 10,
      names: ['Ann Lee'],
      minutesAgo: 180,
      title: 'Early',
    });
    await mark(early.session.id, early.ids[0] as string, 'present');
    await startedSession(t, {
      capacity: 1,
      price: 10,
      names: ['Ben Ho', 'Ann Lee'],
      minutesAgo: 120,
      title: 'Waited',
    });
    await startedSession(t, {
      capacity: 3,
      price: 10,
      names: ['Ann Lee'],
      lateCancels: [0],
      title: 'Canceled',
    });
    const res = await admin.client.get(`/api/admin/players/${playerKey('ann lee')}`);
    expect(res.status).toBe(200);
    expect(res.body.player).toMatchObject({
      name: 'Ann Lee',
      sessions: 1,
      attended: 1,
      lateCancels: 1,
      owed: 20,
    });
    expect(res.body.history).toEqual([
      expect.objectContaining({
        title: 'Canceled',
        status: 'canceled',
        late: true,
        fee: 'owed',
        price: 10,
        sessionCanceled: false,
      }),
      expect.objectContaining({
        title: 'Waited',
        status: 'waiting',
        attendance: null,
        isPaid: false,
        fee: null,
      }),
      expect.objectContaining({ title: 'Early', status: 'confirmed', attendance: 'present', isPaid: false }),
    ]);
    expect(Object.keys(res.body.history[0]).sort()).toEqual(
      [
        'bookingId',
        'sessionId',
        'title',
        'date',
        'time',
        'status',
        'attendance',
        'isPaid',
        'price',
        'late',
        'fee',
        'sessionCanceled',
      ].sort(),
    );
  });

  it('answers 404 for an unknown key and for a key that is not one', async () => {
    await startedSession(t, { capacity: 1, names: ['Ann Lee'] });
    for (const key of [playerKey('nobody here'), 'not*a*key', 'YQ']) {
      const res = await admin.client.get(`/api/admin/players/${key}`);
      expect(res.status).toBe(404);
      expect(res.body.error).toBe('Player not found');
    }
    // An API path never holds a %-escape: refused at the door, before any route (decision 0050).
    const escaped = await admin.client.get('/api/admin/players/%E2%80%8B');
    expect(escaped.status).toBe(404);
  });
});

describe('POST /api/admin/players/{key}/settle', () => {
  it('marks every unpaid confirmed booking of started priced sessions paid and every owed fee paid', async () => {
    const a = await startedSession(t, { capacity: 4, price: 12.5, names: ['Ann Lee'], minutesAgo: 120 });
    await mark(a.session.id, a.ids[0] as string, 'absent');
    const excused = await startedSession(t, { capacity: 4, price: 12.5, names: ['Ann Lee'], minutesAgo: 90 });
    await mark(excused.session.id, excused.ids[0] as string, 'excused');
    const fee = await startedSession(t, { capacity: 4, price: 8, names: ['Ann Lee'], lateCancels: [0] });
    const waiting = await startedSession(t, { capacity: 1, price: 20, names: ['Ben Ho', 'Ann Lee'] });
    const upcoming = await makeSession(t.deps, { priceCents: 5000 });
    await seedBookings(t.db.db, upcoming.id, ['Ann Lee']);

    const key = playerKey('ann lee');
    const res = await admin.client.post(`/api/admin/players/${key}/settle`, {});
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      player: expect.objectContaining({ name: 'Ann Lee', owed: 0 }),
      settled: 20.5,
    });

    const view = async (id: string) => (await admin.client.get(`/api/sessions/${id}`)).body;
    expect((await view(a.session.id)).bookings[0].isPaid).toBe(true);
    expect((await view(excused.session.id)).bookings[0].isPaid).toBe(false);
    expect((await view(fee.session.id)).canceledBookings[0].fee).toBe('paid');
    expect((await view(waiting.session.id)).bookings.map((b: any) => b.isPaid)).toEqual([false, false]);
    expect((await view(upcoming.id)).bookings[0].isPaid).toBe(false);

    // The list is kept between reads, and follows every change at once.
    expect(player('Ann Lee', await list())).toMatchObject({ owed: 0 });
    await admin.client.post(`/api/sessions/${a.session.id}/bookings/${a.ids[0]}/paid`, { isPaid: false });
    expect(player('Ann Lee', await list())).toMatchObject({ owed: 12.5 });
    await admin.client.post(`/api/sessions/${a.session.id}/bookings/${a.ids[0]}/paid`, { isPaid: true });

    const again = await admin.client.post(`/api/admin/players/${key}/settle`, {});
    expect(again.body.settled).toBe(0);
    expect((await admin.client.post(`/api/admin/players/${playerKey('nobody')}/settle`, {})).status).toBe(
      404,
    );
  });
});
