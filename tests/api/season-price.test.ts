// biome-ignore-all lint/suspicious/noExplicitAny: tests read whatever JSON came back
// A session's price (docs/product/booking-rules.md money, api.md): create and edit accept `price`
// (0–10000, at most 2 decimals, absent = free on create and unchanged on edit), session defaults keep
// it, a weekly series copies it, every answer carries it (admin and public), and the unpaid list
// carries it so the page can show amounts. Bad values are 400 naming the field.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type SignedInAccount, startAdminApp } from '../support/accounts.ts';
import { clubDateIn, makeSession, seedBookings } from '../support/fixtures.ts';
import type { TestApp } from '../support/test-app.ts';

let t: TestApp;
let admin: SignedInAccount;

beforeAll(async () => {
  ({ t, admin } = await startAdminApp());
});
afterAll(() => t?.close());

const body = (over: Record<string, unknown> = {}) => ({
  title: 'Tennis Fitness TUESDAY',
  date: clubDateIn(5),
  time: '18:30',
  location: 'Centre Courts',
  capacity: 16,
  ...over,
});

describe('price on create and edit', () => {
  it('is 0 (free) when not given, and answers carry it', async () => {
    const res = await admin.client.post('/api/sessions', body());
    expect(res.status).toBe(201);
    expect(res.body.price).toBe(0);
  });

  it('keeps a price to the cent, in the admin and the public answer', async () => {
    const res = await admin.client.post('/api/sessions', body({ price: 12.5 }));
    expect(res.status).toBe(201);
    expect(res.body.price).toBe(12.5);
    const read = await admin.client.get(`/api/sessions/${res.body.id}`);
    expect(read.body.price).toBe(12.5);
    const pub = await t.client().get(`/api/sessions/by-link/${res.body.link}`);
    expect(pub.body.price).toBe(12.5);
    const listed = await t.client().get('/api/upcoming-sessions');
    expect(listed.body.find((s: any) => s.id === res.body.id).price).toBe(12.5);
  });

  it('stores 19.99 and 0.1 + 0.2 as whole cents, not float noise', async () => {
    const a = await admin.client.post('/api/sessions', body({ price: 19.99 }));
    const b = await admin.client.post('/api/sessions', body({ price: 0.1 + 0.2 }));
    expect([a.body.price, b.body.price]).toEqual([19.99, 0.3]);
  });

  it.each([
    ['a negative amount', -1],
    ['over 10000', 10000.01],
    ['three decimals', 12.345],
    ['a string', '12.50'],
    ['null', null],
  ])('refuses %s with 400 naming price', async (_what, price) => {
    const res = await admin.client.post('/api/sessions', body({ price }));
    expect(res.status).toBe(400);
    expect(res.body.error).toMatch(/^Invalid request - price: Price must be an amount from 0 to 10000/);
  });

  it('an edit changes the price, and an edit without price leaves it', async () => {
    const made = await admin.client.post('/api/sessions', body({ price: 10 }));
    const changed = await admin.client.put(`/api/sessions/${made.body.id}`, body({ price: 15.25 }));
    expect(changed.status).toBe(200);
    expect(changed.body.price).toBe(15.25);
    const kept = await admin.client.put(`/api/sessions/${made.body.id}`, body({ capacity: 8 }));
    expect(kept.body).toMatchObject({ price: 15.25, capacity: 8 });
    const bad = await admin.client.put(`/api/sessions/${made.body.id}`, body({ price: 10001 }));
    expect(bad.status).toBe(400);
    expect(bad.body.error).toContain('price');
    const free = await admin.client.put(`/api/sessions/${made.body.id}`, body({ price: 0 }));
    expect(free.body.price).toBe(0);
  });

  it('a weekly series copies the price to every week', async () => {
    const res = await admin.client.post('/api/sessions', body({ price: 12.5, repeatWeeks: 3 }));
    expect(res.status).toBe(201);
    expect(res.body.sessions.map((s: any) => s.price)).toEqual([12.5, 12.5, 12.5]);
  });
});

describe('price in session defaults', () => {
  it('saves and reads it back; defaults saved without one read as free', async () => {
    const defaults = {
      title: 'Morning',
      time: '07:00',
      location: 'Court 1',
      capacity: 10,
      preAddedNames: [],
    };
    const saved = await admin.client.put('/api/admin/session-defaults', { ...defaults, price: 12.5 });
    expect(saved.status).toBe(200);
    expect((await admin.client.get('/api/admin/session-defaults')).body.price).toBe(12.5);
    await admin.client.put('/api/admin/session-defaults', defaults);
    expect((await admin.client.get('/api/admin/session-defaults')).body.price).toBeUndefined();
    const bad = await admin.client.put('/api/admin/session-defaults', { ...defaults, price: -5 });
    expect(bad.status).toBe(400);
    expect(bad.body.error).toContain('price');
  });
});

describe('price on the unpaid list', () => {
  const listed = async (id: string) =>
    (await admin.client.get('/api/sessions/unpaid-bookings')).body.sessions.find(
      (s: any) => s.sessionId === id,
    );

  it('a rained-off session charges nothing, and excused places are counted apart', async () => {
    const rainedOff = await admin.client.post('/api/sessions', body({ price: 15 }));
    await admin.client.post(`/api/sessions/${rainedOff.body.id}/bookings/admin`, { name: 'Cy Rain' });
    expect(await listed(rainedOff.body.id)).toMatchObject({ price: 15, canceled: false, excused: 0 });
    expect(
      (await admin.client.post(`/api/sessions/${rainedOff.body.id}/cancel`, { reason: 'Rain' })).status,
    ).toBe(200);
    // Before, it kept asking $15 a place (DESIGN.md: a canceled session owes no price).
    expect(await listed(rainedOff.body.id)).toMatchObject({
      price: 0,
      canceled: true,
      unpaidBookings: [{ name: 'Cy Rain' }],
    });

    const played = await makeSession(t.deps, { date: clubDateIn(-1), priceCents: 1250 });
    const [eve] = await seedBookings(t.db.db, played.id, ['Eve Excused', 'Al Owes']);
    const marked = await admin.client.put(`/api/sessions/${played.id}/bookings/${eve?.id}/attendance`, {
      attendance: 'excused',
    });
    expect(marked.status).toBe(200);
    expect(await listed(played.id)).toMatchObject({ price: 12.5, canceled: false, excused: 1 });
  });

  it('each session in the list carries its price', async () => {
    const made = await admin.client.post('/api/sessions', body({ price: 8 }));
    await admin.client.post(`/api/sessions/${made.body.id}/bookings/admin`, { name: 'Ann Lee' });
    const res = await admin.client.get('/api/sessions/unpaid-bookings');
    expect(res.body.sessions.find((s: any) => s.sessionId === made.body.id)).toMatchObject({
      price: 8,
      unpaidBookings: [{ name: 'Ann Lee' }],
    });
  });
});
