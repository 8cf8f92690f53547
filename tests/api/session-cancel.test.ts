// biome-ignore-all lint/suspicious/noExplicitAny: tests read whatever JSON came back
// A rained-off session (docs/product/booking-rules.md, decision 0080): the admin cancels it with a
// reason, it stays listed and says why, takes no bookings, and every visitor with a booking in it is
// told once, through the real push encryption; 'Restore' puts it back on and tells nobody.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { bearer } from '../support/accounts.ts';
import { clubDateIn, clubWallTimeIn, makeSession } from '../support/fixtures.ts';
import { book, byLink, cancel, visitorWithCookie } from '../support/public-api.ts';
import { type PushTestApp, startPushTestApp } from '../support/push-test-app.ts';
import type { TestApp } from '../support/test-app.ts';

let p: PushTestApp;
let t: TestApp;

beforeAll(async () => {
  p = await startPushTestApp();
  t = p.t;
});
afterAll(async () => {
  await p?.close();
});
beforeEach(async () => {
  await p.drained();
});

const drained = () => p.drained();
const admin = () => bearer(p.adminToken);
const cancelSession = (id: string, body: unknown) =>
  t.client().post(`/api/sessions/${id}/cancel`, body, admin());
const restore = (id: string) => t.client().delete(`/api/sessions/${id}/cancel`, admin());
const receivedBy = (sub: Parameters<PushTestApp['receivedBy']>[0]) => p.receivedBy(sub);
const subscribedVisitor = () => p.subscribedVisitor();

describe('canceling a session', () => {
  it('answers the session with canceled { reason, at }, and every answer carries it', async () => {
    const session = await makeSession(t.deps, { title: 'Tuesday Cardio' });
    const before = Date.now();
    const res = await cancelSession(session.id, { reason: '  Rain  ' });
    expect(res.status).toBe(200);
    expect(res.body.id).toBe(session.id);
    expect(res.body.canceled.reason).toBe('Rain');
    expect(Date.parse(res.body.canceled.at)).toBeGreaterThanOrEqual(before - 1000);

    const visitor = t.client();
    expect((await byLink(visitor, session.link)).canceled).toEqual(res.body.canceled);
    const listed = (await visitor.get('/api/upcoming-sessions')).body as any[];
    expect(listed.find((s) => s.id === session.id)?.canceled).toEqual(res.body.canceled);
    const adminList = (await t.client().get('/api/sessions', admin())).body as any[];
    expect(adminList.find((s) => s.id === session.id)?.canceled).toEqual(res.body.canceled);

    const other = await makeSession(t.deps);
    expect((await byLink(visitor, other.link)).canceled).toBeNull();
  });

  it.each([
    ['no reason', {}],
    ['an empty reason', { reason: '' }],
    ['a blank reason', { reason: '   ' }],
    ['a reason of 201 characters', { reason: 'x'.repeat(201) }],
    ['a reason that is not text', { reason: 42 }],
    ['a reason of two lines', { reason: 'Rain\nand wind' }],
  ])('refuses %s with 400 naming the field', async (_label, body) => {
    const session = await makeSession(t.deps);
    const res = await cancelSession(session.id, body);
    expect(res.status).toBe(400);
    expect(res.body.error).toMatch(/reason/i);
    expect((await byLink(t.client(), session.link)).canceled).toBeNull();
  });

  it('takes a reason of exactly 200 characters', async () => {
    const session = await makeSession(t.deps);
    const res = await cancelSession(session.id, { reason: 'r'.repeat(200) });
    expect(res.status).toBe(200);
    expect(res.body.canceled.reason).toHaveLength(200);
  });

  it('refuses a session that has started (409), an unknown one (404) and a second cancel (409)', async () => {
    const started = await makeSession(t.deps, clubWallTimeIn(-30));
    expect((await cancelSession(started.id, { reason: 'Rain' })).status).toBe(409);
    expect((await restore(started.id)).status).toBe(409);
    expect((await cancelSession('no-such-session', { reason: 'Rain' })).status).toBe(404);
    const session = await makeSession(t.deps);
    expect((await cancelSession(session.id, { reason: 'Rain' })).status).toBe(200);
    const again = await cancelSession(session.id, { reason: 'Hail' });
    expect(again.status).toBe(409);
    expect((await byLink(t.client(), session.link)).canceled?.reason).toBe('Rain');
  });

  it('refuses bookings with 400 { error: "Session is canceled" } until it is restored', async () => {
    const session = await makeSession(t.deps, { date: clubDateIn(4) });
    expect((await cancelSession(session.id, { reason: 'Rain' })).status).toBe(200);
    const { client } = await visitorWithCookie(t);
    const refused = await book(client, session.id, ['Rita Rain']);
    expect(refused.status).toBe(400);
    expect(refused.body).toEqual({ error: 'Session is canceled' });

    const restored = await restore(session.id);
    expect(restored.status).toBe(200);
    expect(restored.body.canceled).toBeNull();
    expect((await restore(session.id)).status).toBe(200);
    expect((await book(client, session.id, ['Rita Rain'])).status).toBe(201);
  });
});

describe('who is told', () => {
  it('each visitor with an active booking (confirmed or waiting) once, with the reason; the admins too', async () => {
    const adminSub = p.push.subscribe();
    expect(
      (
        await t
          .client()
          .post('/api/admin/webpush/subscribe', { subscription: adminSub.subscription }, admin())
      ).status,
    ).toBe(200);
    const session = await makeSession(t.deps, { capacity: 1, title: 'Rainy Tuesday' });
    const family = await subscribedVisitor();
    const booked = await book(family.client, session.id, ['Fay Family', 'Finn Family']);
    expect(booked.body.waiting).toEqual(['Finn Family']);
    const waiter = await subscribedVisitor();
    expect((await book(waiter.client, session.id, ['Wes Waiting'])).status).toBe(201);
    const gone = await subscribedVisitor();
    const goneBooking = (await book(gone.client, session.id, ['Gus Gone'])).body.session.bookings.at(-1);
    expect((await cancel(gone.client, session.id, goneBooking.id)).status).toBe(200);
    const bystander = await subscribedVisitor();
    await drained();
    const adminBefore = receivedBy(adminSub).length;

    expect((await cancelSession(session.id, { reason: 'Rain' })).status).toBe(200);
    await drained();
    for (const who of [family, waiter]) {
      const received = receivedBy(who.sub);
      expect(received).toHaveLength(1);
      const payload = who.sub.decrypt(received[0]?.body as Buffer) as any;
      expect(payload.title).toContain('Rainy Tuesday');
      expect(payload.body).toContain('Rain');
      expect(payload.url).toBe(`/book/${session.link}`);
    }
    expect(receivedBy(gone.sub)).toHaveLength(0);
    expect(receivedBy(bystander.sub)).toHaveLength(0);
    const toAdmin = receivedBy(adminSub).slice(adminBefore);
    expect(toAdmin).toHaveLength(1);
    expect((adminSub.decrypt(toAdmin[0]?.body as Buffer) as any).url).toBe(`/admin/bookings/${session.id}`);

    // Restore tells nobody; canceling again tells them again.
    expect((await restore(session.id)).status).toBe(200);
    expect((await cancelSession(session.id, { reason: 'Rain again' })).status).toBe(200);
    await drained();
    expect(receivedBy(family.sub)).toHaveLength(2);
    const fay = booked.body.session.bookings[0];
    expect((await cancel(family.client, session.id, fay.id)).status).toBe(200);
    expect((await restore(session.id)).status).toBe(200);
    await drained();
    expect(receivedBy(family.sub)).toHaveLength(2);
    expect(receivedBy(waiter.sub)).toHaveLength(2);
  });
});
