// biome-ignore-all lint/suspicious/noExplicitAny: tests read whatever JSON came back
// What a stranger cannot make the push machinery do (issue 21 items 2 and 8, decisions 0053 and 0055):
// reach this machine or the private network through an endpoint that reads one way to the rules and
// another to the sender, nor take over a browser's endpoint that someone else holds.
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import webpush from 'web-push';
import { systemResolve } from '../../src/server/push/push-destination.ts';
import { createPushSender } from '../../src/server/push/push-sender.ts';
import { BAD_ENDPOINT } from '../../src/server/push/subscription-rules.ts';
import { ENDPOINT_TAKEN } from '../../src/server/services/push-subscriptions.ts';
import { bearer, signedInAccount } from '../support/accounts.ts';
import { makeSession } from '../support/fixtures.ts';
import { book, visitorWithCookie } from '../support/public-api.ts';
import { type PushService, startPushService } from '../support/push-service.ts';
import { startTestApp, type TestApp } from '../support/test-app.ts';

let t: TestApp;
let push: PushService;
let owner: string;
let secondAdmin: string;

beforeAll(async () => {
  push = await startPushService();
  // The operator allows the local service by its address, and by the name `localhost` as well.
  t = await startTestApp(
    {
      PUSH_ALLOWED_HOSTS: `${push.host},localhost:${push.port}`,
      ADMIN_EMAILS: 'second@courtside.test',
    },
    { notifications: { pushAgent: push.agent } },
  );
  owner = (await signedInAccount(t, { email: 'owner@courtside.test' })).token;
  secondAdmin = (await signedInAccount(t, { email: 'second@courtside.test' })).token;
});
afterAll(async () => {
  await t?.close();
  await push?.close();
});

type Row = { endpoint: string; p256dh: string; visitor_id: string | null; admin_user_id: string | null };
const rowOf = async (endpoint: string) =>
  (
    await sql<Row>`select endpoint, p256dh, visitor_id, admin_user_id from push_subscriptions
      where endpoint = ${endpoint}`.execute(t.db.db)
  ).rows[0];
const rowCount = async () =>
  Number(
    (await sql<{ n: number }>`select count(*) as n from push_subscriptions`.execute(t.db.db)).rows[0]?.n,
  );

const adminSubscribe = (token: string, subscription: unknown) =>
  t.client().post('/api/admin/webpush/subscribe', { subscription }, bearer(token));

/** A session of one place that a visitor fills: every subscribed admin is sent 'Session full'. */
async function fillASession(title: string) {
  const session = await makeSession(t.deps, { capacity: 1, title });
  const visitor = await visitorWithCookie(t);
  expect((await book(visitor.client, session.id, ['Fill Er'])).status).toBe(201);
  await t.app.notifications.dispatcher.drained();
}

describe('endpoints that read one way to the rules and another to the sender', () => {
  it.each([
    ['an escaped dot hiding 127.0.0.1 (2130706433)', 'https://2130706433%2enotify.windows.com/x'],
    ['an escaped dot hiding localhost', 'https://localhost%2epush.apple.com/y'],
    ['a backslash in the authority', 'https://fcm.googleapis.com\\@evil.example/x'],
    ['credentials before the host', 'https://user@fcm.googleapis.com/x'],
    ['a trailing dot', 'https://fcm.googleapis.com./x'],
    ['a tab inside the host', 'https://fcm.google\tapis.com/x'],
    ['a look-alike letter', 'https://fcm.googleapis.c\u043em/x'],
    ['a single-label host', 'https://intranet/x'],
  ])('refuses %s with 400 and keeps nothing', async (_label, endpoint) => {
    const before = await rowCount();
    const { client } = await visitorWithCookie(t);
    const sub = push.subscribe().subscription;
    const res = await client.post('/api/webpush/subscribe', { subscription: { ...sub, endpoint } });
    expect(res.status).toBe(400);
    expect(res.body.error).toBe(BAD_ENDPOINT);
    expect(await rowCount()).toBe(before);
  });

  it('keeps and calls the normalised URL that was checked', async () => {
    const sub = push.subscribe();
    const { endpoint } = sub.subscription;
    const written = endpoint.replace('https://', 'HTTPS://').replace('/push/', '/push/./extra/../');
    expect(written).not.toBe(endpoint);
    const res = await adminSubscribe(owner, { ...sub.subscription, endpoint: written });
    expect(res.status).toBe(200);
    expect((await rowOf(endpoint))?.endpoint).toBe(endpoint);

    await fillASession('Normalised Endpoint');
    const [message] = await push.waitFor(sub.id);
    expect(message?.path).toBe(new URL(endpoint).pathname);
  });

  it('unsubscribes the endpoint as the browser wrote it, though the normalised URL was kept', async () => {
    const sub = push.subscribe();
    const { endpoint } = sub.subscription;
    const written = endpoint.replace('https://', 'HTTPS://').replace('/push/', '/push/./');
    const { client } = await visitorWithCookie(t);
    expect(
      (
        await client.post('/api/webpush/subscribe', {
          subscription: { ...sub.subscription, endpoint: written },
        })
      ).status,
    ).toBe(200);
    expect(
      (
        await adminSubscribe(secondAdmin, {
          ...push.subscribe().subscription,
          endpoint: `${endpoint}-admin`.replace('https://', 'HTTPS://'),
        })
      ).status,
    ).toBe(200);
    expect(await rowOf(endpoint)).toBeDefined();
    expect(await rowOf(`${endpoint}-admin`)).toBeDefined();

    expect((await client.post('/api/webpush/unsubscribe', { endpoint: written })).status).toBe(200);
    const off = await t
      .client()
      .post(
        '/api/admin/webpush/unsubscribe',
        { endpoint: `${endpoint}-admin`.replace('https://', 'HTTPS://') },
        bearer(secondAdmin),
      );
    expect(off.status).toBe(200);
    expect(await rowOf(endpoint)).toBeUndefined();
    expect(await rowOf(`${endpoint}-admin`)).toBeUndefined();
  });

  it('checks where a name leads at send time: an allowed name that resolves to loopback gets nothing', async () => {
    // The real resolver: `localhost` is 127.0.0.1 here. The rules accept the name (the operator
    // allowed it); the send refuses the address it leads to, and forgets the subscription.
    expect((await systemResolve('localhost')).map((a) => a.address)).toContain('127.0.0.1');
    const byName = push.subscribe(`localhost:${push.port}`);
    const byAddress = push.subscribe();
    expect((await adminSubscribe(owner, byName.subscription)).status).toBe(200);
    expect((await adminSubscribe(owner, byAddress.subscription)).status).toBe(200);
    const connectionsBefore = push.connections();
    const receivedBefore = push.received.length;

    await fillASession('Loopback By Name');
    await push.waitFor(byAddress.id);
    await t.app.notifications.dispatcher.drained();
    expect(push.received.filter((r) => r.id === byName.id)).toHaveLength(0);
    expect(await rowOf(byName.subscription.endpoint)).toBeUndefined();
    // Every connection the service saw carried a push to a subscription by address: none to the name.
    expect(push.connections() - connectionsBefore).toBe(push.received.length - receivedBefore);
  });
});

describe('the sender checks the stored endpoint again', () => {
  const vapid = { ...webpush.generateVAPIDKeys(), subject: 'mailto:push@courtside.test' };
  const message = { title: 'T', body: 'B', url: '/', tag: 'sender-check' };
  const sender = (extraHosts: string[]) =>
    createPushSender(vapid, { extraHosts, resolve: systemResolve, agent: push.agent });

  // [what, the stored endpoint, PUSH_ALLOWED_HOSTS at send time]
  const refused: [string, () => string, () => string[]][] = [
    [
      'an escaped-dot endpoint kept before the rules were tightened',
      () => 'https://2130706433%2enotify.windows.com/x',
      () => [],
    ],
    ['an address the operator no longer allows', () => `https://${push.host}/push/not-allowed`, () => []],
    ['an endpoint kept un-normalised', () => `HTTPS://${push.host}/push/./raw`, () => [push.host]],
  ];
  it.each(refused)('forgets %s without connecting', async (_label, endpoint, extraHosts) => {
    const before = push.connections();
    const target = { ...push.subscribe().subscription.keys, endpoint: endpoint() };
    expect(await sender(extraHosts())(target, message)).toBe('gone');
    expect(push.connections()).toBe(before);
  });

  it('sends to an address the operator named', async () => {
    const sub = push.subscribe();
    const target = { endpoint: sub.subscription.endpoint, ...sub.subscription.keys };
    expect(await sender([push.host])(target, message)).toBe('sent');
    const [arrived] = await push.waitFor(sub.id);
    expect((sub.decrypt(arrived?.body as Buffer) as any).tag).toBe('sender-check');
  });
});

describe('an endpoint someone holds does not change hands', () => {
  it('refuses a visitor posting an admin’s endpoint with other keys (409); the admin’s unsubscribe still removes it', async () => {
    const adminSub = push.subscribe();
    expect((await adminSubscribe(owner, adminSub.subscription)).status).toBe(200);
    const { client } = await visitorWithCookie(t);
    const otherKeys = push.subscribe().subscription.keys;
    const endpoint = adminSub.subscription.endpoint;

    const res = await client.post('/api/webpush/subscribe', { subscription: { endpoint, keys: otherKeys } });
    expect(res.status).toBe(409);
    expect(res.body.error).toBe(ENDPOINT_TAKEN);
    const row = await rowOf(endpoint);
    expect(row?.visitor_id).toBeNull();
    expect(row?.admin_user_id).not.toBeNull();
    expect(row?.p256dh).toBe(adminSub.subscription.keys.p256dh);

    // The visitor's unsubscribe of it does nothing; the admin's removes it.
    expect((await client.post('/api/webpush/unsubscribe', { endpoint })).status).toBe(200);
    expect(await rowOf(endpoint)).toBeDefined();
    const off = await t.client().post('/api/admin/webpush/unsubscribe', { endpoint }, bearer(owner));
    expect(off.status).toBe(200);
    expect(await rowOf(endpoint)).toBeUndefined();
  });

  it('refuses an admin posting a visitor’s endpoint, even with the same keys (409)', async () => {
    const { client } = await visitorWithCookie(t);
    const sub = push.subscribe();
    expect((await client.post('/api/webpush/subscribe', { subscription: sub.subscription })).status).toBe(
      200,
    );
    const res = await adminSubscribe(owner, sub.subscription);
    expect(res.status).toBe(409);
    expect((await rowOf(sub.subscription.endpoint))?.admin_user_id).toBeNull();
  });

  it('refuses another visitor, and another admin, posting it with other keys (409)', async () => {
    const first = await visitorWithCookie(t);
    const second = await visitorWithCookie(t);
    const visitorSub = push.subscribe();
    expect(
      (await first.client.post('/api/webpush/subscribe', { subscription: visitorSub.subscription })).status,
    ).toBe(200);
    const stolen = { ...visitorSub.subscription, keys: push.subscribe().subscription.keys };
    expect((await second.client.post('/api/webpush/subscribe', { subscription: stolen })).status).toBe(409);
    expect((await rowOf(visitorSub.subscription.endpoint))?.visitor_id).toBe(first.id);
    // Unsubscribing someone else's endpoint leaves it.
    await second.client.post('/api/webpush/unsubscribe', { endpoint: visitorSub.subscription.endpoint });
    expect(await rowOf(visitorSub.subscription.endpoint)).toBeDefined();

    const adminSub = push.subscribe();
    expect((await adminSubscribe(owner, adminSub.subscription)).status).toBe(200);
    const taken = { ...adminSub.subscription, keys: push.subscribe().subscription.keys };
    expect((await adminSubscribe(secondAdmin, taken)).status).toBe(409);
    expect((await rowOf(adminSub.subscription.endpoint))?.p256dh).toBe(adminSub.subscription.keys.p256dh);
  });

  it('lets the same browser (same keys) move to its new visitor id, as after clearing cookies', async () => {
    const before = await visitorWithCookie(t);
    const sub = push.subscribe();
    expect(
      (await before.client.post('/api/webpush/subscribe', { subscription: sub.subscription })).status,
    ).toBe(200);
    const after = await visitorWithCookie(t);
    expect(
      (await after.client.post('/api/webpush/subscribe', { subscription: sub.subscription })).status,
    ).toBe(200);
    expect((await rowOf(sub.subscription.endpoint))?.visitor_id).toBe(after.id);
  });
});
