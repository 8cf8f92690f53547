// biome-ignore-all lint/suspicious/noExplicitAny: tests read whatever JSON came back
// Web push (docs/product/notifications.md, decision 0026) through the real encryption: a local HTTPS push service
// receives what the app sends, and the test decrypts it with the subscription's own private key.
import { sql } from 'kysely';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { bearer, signedInAccount } from '../support/accounts.ts';
import { makeSession } from '../support/fixtures.ts';
import { book, cancel, visitorWithCookie } from '../support/public-api.ts';
import {
  type BrowserSubscription,
  type PushService,
  startPushService,
  vapidOf,
} from '../support/push-service.ts';
import type { Client, TestApp } from '../support/test-app.ts';
import { startTestApp } from '../support/test-app.ts';

let t: TestApp;
let push: PushService;
let adminToken: string;

beforeAll(async () => {
  push = await startPushService();
  t = await startTestApp({ PUSH_ALLOWED_HOSTS: push.host }, { notifications: { pushAgent: push.agent } });
  adminToken = (await signedInAccount(t, { email: 'owner@courtside.test' })).token;
});
afterAll(async () => {
  await t?.close();
  await push?.close();
});
beforeEach(async () => {
  await t.app.notifications.dispatcher.drained();
});

const drained = () => t.app.notifications.dispatcher.drained();
const subscriptionRows = async () =>
  (
    await sql<{
      endpoint: string;
      visitor_id: string | null;
    }>`select endpoint, visitor_id from push_subscriptions`.execute(t.db.db)
  ).rows;

async function subscribedVisitor(): Promise<{ client: Client; sub: BrowserSubscription }> {
  const { client } = await visitorWithCookie(t);
  const sub = push.subscribe();
  const res = await client.post('/api/webpush/subscribe', { subscription: sub.subscription });
  expect(res.status).toBe(200);
  return { client, sub };
}

/** A session of one place: `first` holds it, the visitor with the subscription waits. */
async function oneHolderOneWaiting(title = 'Thursday Smash') {
  const session = await makeSession(t.deps, { capacity: 1, title, date: '2031-11-27', time: '18:30' });
  const first = await visitorWithCookie(t);
  const holder = (await book(first.client, session.id, ['Hana Holder'])).body.session.bookings[0];
  const waiting = await subscribedVisitor();
  expect((await book(waiting.client, session.id, ['Wes Waiting'])).body.waiting).toEqual(['Wes Waiting']);
  return { session, first, holder, waiting };
}

describe('subscribing', () => {
  it.each([
    ['an http endpoint', (s: any) => ({ ...s, endpoint: s.endpoint.replace('https:', 'http:') })],
    ['a host that is no push service', (s: any) => ({ ...s, endpoint: 'https://evil.example/push/1' })],
    ['a loopback address not allowed', (s: any) => ({ ...s, endpoint: 'https://127.0.0.1:1/push/1' })],
    ['keys of the wrong size', (s: any) => ({ ...s, keys: { ...s.keys, auth: 'c2hvcnQ' } })],
    ['no keys', (s: any) => ({ endpoint: s.endpoint })],
  ])('refuses %s with 400', async (_label, change) => {
    const { client } = await visitorWithCookie(t);
    const res = await client.post('/api/webpush/subscribe', {
      subscription: change(push.subscribe().subscription),
    });
    expect(res.status).toBe(400);
    expect(typeof res.body.error).toBe('string');
  });

  it('keeps one row per endpoint and at most 5 per visitor', async () => {
    const { client } = await visitorWithCookie(t);
    const subs = Array.from({ length: 7 }, () => push.subscribe());
    for (const s of subs)
      expect((await client.post('/api/webpush/subscribe', { subscription: s.subscription })).status).toBe(
        200,
      );
    await client.post('/api/webpush/subscribe', { subscription: subs[6]?.subscription });
    const mine = (await subscriptionRows()).filter((r) =>
      subs.some((s) => s.subscription.endpoint === r.endpoint),
    );
    expect(mine).toHaveLength(5);
    expect(mine.map((r) => r.endpoint)).toContain(subs[6]?.subscription.endpoint);
    expect(mine.map((r) => r.endpoint)).not.toContain(subs[0]?.subscription.endpoint);
  });

  it('forgets a subscription on unsubscribe', async () => {
    const { client, sub } = await subscribedVisitor();
    expect(
      (await client.post('/api/webpush/unsubscribe', { endpoint: sub.subscription.endpoint })).status,
    ).toBe(200);
    expect((await subscriptionRows()).map((r) => r.endpoint)).not.toContain(sub.subscription.endpoint);
  });

  it('serves the VAPID public key the pushes are signed with', async () => {
    const res = await t.client().get('/api/webpush/public-key');
    expect(res.status).toBe(200);
    expect(Buffer.from(res.body.publicKey, 'base64url')).toHaveLength(65);
  });
});

describe('a waiting player is told when they get a place', () => {
  it('sends one encrypted, signed push naming the session and the person when someone cancels', async () => {
    const { session, first, holder, waiting } = await oneHolderOneWaiting();
    const sent = Date.now();
    expect((await cancel(first.client, session.id, holder.id)).status).toBe(200);
    const answered = Date.now();
    const [message] = await push.waitFor(waiting.sub.id);
    console.log(
      `push latency (${t.db.engine}): ${(message?.at ?? 0) - sent} ms from the cancel request, ` +
        `${(message?.at ?? 0) - answered} ms after its answer`,
    );
    const payload = waiting.sub.decrypt(message?.body as Buffer) as any;
    expect(payload.title).toContain('Thursday Smash');
    expect(payload.body).toContain('Wes Waiting');
    expect(payload.body).toContain('Thursday 27/11 at 06:30 pm');
    expect(payload.url).toBe(`/book/${session.link}`);
    expect(message?.headers['content-encoding']).toBe('aes128gcm');
    const { publicKey, claims } = vapidOf(message?.headers ?? {});
    expect(publicKey).toBe((await t.client().get('/api/webpush/public-key')).body.publicKey);
    expect(claims.aud).toBe(`https://${push.host}`);
    await drained();
    expect(push.received.filter((r) => r.id === waiting.sub.id)).toHaveLength(1);
  });

  it('tells them when an admin cancels or raises the capacity', async () => {
    const a = await oneHolderOneWaiting('Admin Cancel');
    const res = await t
      .client()
      .delete(`/api/sessions/${a.session.id}/bookings/${a.holder.id}/admin`, bearer(adminToken));
    expect(res.status).toBe(200);
    await push.waitFor(a.waiting.sub.id);

    const b = await oneHolderOneWaiting('Capacity Raised');
    const put = await t.client().put(
      `/api/sessions/${b.session.id}`,
      {
        title: 'Capacity Raised',
        date: '2031-11-27',
        time: '18:30',
        location: 'Centre Courts',
        capacity: 2,
      },
      bearer(adminToken),
    );
    expect(put.status).toBe(200);
    const [message] = await push.waitFor(b.waiting.sub.id);
    expect((b.waiting.sub.decrypt(message?.body as Buffer) as any).body).toContain('Wes Waiting');
  });

  it('does not tell the visitor whose own cancel freed the place', async () => {
    const session = await makeSession(t.deps, { capacity: 1 });
    const family = await subscribedVisitor();
    const booked = await book(family.client, session.id, ['Fay Family', 'Finn Family']);
    expect(booked.body.waiting).toEqual(['Finn Family']);
    const fay = booked.body.session.bookings[0];
    expect((await cancel(family.client, session.id, fay.id)).status).toBe(200);
    await drained();
    expect(push.received.filter((r) => r.id === family.sub.id)).toHaveLength(0);
  });

  it('sends nothing for a change that was refused and rolled back', async () => {
    const { session, waiting } = await oneHolderOneWaiting('Rolled Back');
    const outboxRows = async () =>
      Number((await sql<{ n: number }>`select count(*) as n from outbox`.execute(t.db.db)).rows[0]?.n);
    const before = await outboxRows();
    const stranger = await visitorWithCookie(t);
    const holderId = (await t.client().get(`/api/sessions/by-link/${session.link}`)).body.bookings[0].id;
    expect((await cancel(stranger.client, session.id, holderId)).status).toBe(403);
    expect(await outboxRows()).toBe(before);
    await drained();
    expect(push.received.filter((r) => r.id === waiting.sub.id)).toHaveLength(0);
  });
});

describe('push service failures', () => {
  it('answers the cancel at once while the push service hangs, and delivers later', async () => {
    const { session, first, holder, waiting } = await oneHolderOneWaiting('Hanging Service');
    push.answer(waiting.sub.id, 'hang', 201);
    const res = await cancel(first.client, session.id, holder.id);
    expect(res.status).toBe(200);
    // The push is in flight (the service holds it) while the cancel has long been answered, and
    // live changes are not held up behind it.
    await push.waitFor(waiting.sub.id);
    const other = await visitorWithCookie(t);
    expect((await book(other.client, session.id, ['Quick Booker'])).status).toBe(201);
    // The broken connection is retried and the message delivered.
    push.dropHanging();
    await push.waitFor(waiting.sub.id, 2);
  });

  it('retries after a 500 and delivers once', async () => {
    const { session, first, holder, waiting } = await oneHolderOneWaiting('Flaky Service');
    push.answer(waiting.sub.id, 500, 201);
    expect((await cancel(first.client, session.id, holder.id)).status).toBe(200);
    const [failed, delivered] = await push.waitFor(waiting.sub.id, 2);
    expect((delivered?.at ?? 0) - (failed?.at ?? 0)).toBeGreaterThanOrEqual(900);
    await drained();
    expect(push.received.filter((r) => r.id === waiting.sub.id)).toHaveLength(2);
  });

  it('deletes a subscription the push service says is gone (410)', async () => {
    const { session, first, holder, waiting } = await oneHolderOneWaiting('Gone Subscription');
    push.answer(waiting.sub.id, 410);
    expect((await cancel(first.client, session.id, holder.id)).status).toBe(200);
    await push.waitFor(waiting.sub.id);
    await drained();
    expect((await subscriptionRows()).map((r) => r.endpoint)).not.toContain(
      waiting.sub.subscription.endpoint,
    );
  });
});

describe('admins', () => {
  it('are told when a visitor cancels and when a session becomes full', async () => {
    const sub = push.subscribe();
    const res = await t
      .client()
      .post('/api/admin/webpush/subscribe', { subscription: sub.subscription }, bearer(adminToken));
    expect(res.status).toBe(200);
    const session = await makeSession(t.deps, { capacity: 2, title: 'Full House' });
    const visitor = await visitorWithCookie(t);
    const booked = await book(visitor.client, session.id, ['Ada One', 'Bo Two']);
    const [full] = await push.waitFor(sub.id);
    expect((sub.decrypt(full?.body as Buffer) as any).title).toBe('Session full: Full House');

    expect((await cancel(visitor.client, session.id, booked.body.session.bookings[0].id)).status).toBe(200);
    const [, canceled] = await push.waitFor(sub.id, 2);
    const payload = sub.decrypt(canceled?.body as Buffer) as any;
    expect(payload.body).toContain('Ada One');
    expect(payload.url).toBe(`/admin/bookings/${session.id}`);
  });

  it('are told only while they are admins', async () => {
    const former = await signedInAccount(t, { email: 'former@courtside.test' });
    await sql`update "user" set "role" = 'admin' where "id" = ${former.userId}`.execute(t.db.db);
    const sub = push.subscribe();
    const res = await t
      .client()
      .post('/api/admin/webpush/subscribe', { subscription: sub.subscription }, bearer(former.token));
    expect(res.status).toBe(200);
    await sql`update "user" set "role" = 'user' where "id" = ${former.userId}`.execute(t.db.db);

    const session = await makeSession(t.deps, { capacity: 4, title: 'After Demotion' });
    const visitor = await visitorWithCookie(t);
    const booked = await book(visitor.client, session.id, ['Dee Demoted']);
    expect((await cancel(visitor.client, session.id, booked.body.session.bookings[0].id)).status).toBe(200);
    await drained();
    expect(push.received.filter((r) => r.id === sub.id)).toHaveLength(0);
  });

  it('need to be admins to subscribe', async () => {
    const res = await t
      .client()
      .post('/api/admin/webpush/subscribe', { subscription: push.subscribe().subscription });
    expect(res.status).toBe(401);
  });
});
