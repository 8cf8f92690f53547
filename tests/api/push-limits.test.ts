// Push subscriptions and visitor ids do not pile up (issue 21 item 7, decision 0054): one address gets a
// few subscriptions an hour, and what nobody uses is forgotten.
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../src/server/config.ts';
import {
  expireIdleVisitors,
  IDLE_VISITOR_DAYS,
  UNUSED_SUBSCRIPTION_DAYS,
} from '../../src/server/services/visitor-expiry.ts';
import { bearer, signedInAccount } from '../support/accounts.ts';
import { makeSession } from '../support/fixtures.ts';
import { book, cancel, visitorWithCookie } from '../support/public-api.ts';
import { type PushService, startPushService } from '../support/push-service.ts';
import { startTestApp, type TestApp } from '../support/test-app.ts';

let push: PushService;
beforeAll(async () => {
  push = await startPushService();
});
afterAll(async () => {
  await push?.close();
});

const count = async (t: TestApp, table: 'visitors' | 'push_subscriptions') =>
  Number(
    (await sql<{ n: number }>`select count(*) as n from ${sql.table(table)}`.execute(t.db.db)).rows[0]?.n,
  );

describe('subscriptions per address', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp({
      PUSH_ALLOWED_HOSTS: push.host,
      RATE_LIMIT_PUSH_SUBSCRIBE_IP_PER_HOUR: '30',
      TRUST_PROXY: '1',
    });
  });
  afterAll(async () => {
    await t?.close();
  });

  it('accepts 30 an hour from one address, then 429 with Retry-After and no new visitor id', async () => {
    const from = (ip: string) => ({ 'x-forwarded-for': ip });
    const subscribe = (ip: string) =>
      t.client().post('/api/webpush/subscribe', { subscription: push.subscribe().subscription }, from(ip));
    const statuses: number[] = [];
    for (let i = 0; i < 30; i++) statuses.push((await subscribe('203.0.113.7')).status);
    expect(statuses.every((s) => s === 200)).toBe(true);

    const visitors = await count(t, 'visitors');
    const refused = await subscribe('203.0.113.7');
    expect(refused.status).toBe(429);
    const wait = Number(refused.headers.get('retry-after'));
    expect(wait).toBeGreaterThan(60);
    expect(wait).toBeLessThanOrEqual(3600);
    expect(refused.body).toEqual({
      // An hour's limit is told in minutes (decision 0180), not as thousands of seconds.
      error: `Too many requests - please wait ${wait < 120 ? `${wait} seconds` : `${Math.ceil(wait / 60)} minutes`} and try again.`,
    });
    expect(await count(t, 'visitors')).toBe(visitors);

    // Another address is not held back.
    expect((await subscribe('203.0.113.8')).status).toBe(200);
  });
});

describe('forgetting what nobody uses', () => {
  let t: TestApp;
  const config = loadConfig({});
  const DAY = 24 * 60 * 60_000;
  const daysOn = (days: number) => new Date(Date.now() + days * DAY);

  beforeAll(async () => {
    t = await startTestApp({ PUSH_ALLOWED_HOSTS: push.host });
  });
  afterAll(async () => {
    await t?.close();
  });

  const visitorExists = async (id: string) =>
    (await sql`select id from visitors where id = ${id}`.execute(t.db.db)).rows.length === 1;
  const subscribed = async (endpoint: string) =>
    (await sql`select id from push_subscriptions where endpoint = ${endpoint}`.execute(t.db.db)).rows
      .length === 1;

  async function subscriber() {
    const visitor = await visitorWithCookie(t);
    const sub = push.subscribe().subscription;
    expect((await visitor.client.post('/api/webpush/subscribe', { subscription: sub })).status).toBe(200);
    return { ...visitor, endpoint: sub.endpoint };
  }

  it(`forgets visitor ids that never booked after ${IDLE_VISITOR_DAYS} days, and idle subscriptions after ${UNUSED_SUBSCRIPTION_DAYS}`, async () => {
    const soon = await makeSession(t.deps, { capacity: 4 }); // in 3 days
    const far = await makeSession(t.deps, { capacity: 4, date: '2031-11-27' });

    const neverBooked = await subscriber();
    const bareVisitor = await visitorWithCookie(t);
    const bookedSoon = await subscriber();
    expect((await book(bookedSoon.client, soon.id, ['Sue Soon'])).status).toBe(201);
    const bookedFar = await subscriber();
    expect((await book(bookedFar.client, far.id, ['Fay Far'])).status).toBe(201);
    const canceledOnly = await visitorWithCookie(t);
    const own = await book(canceledOnly.client, soon.id, ['Cal Cancel']);
    expect((await cancel(canceledOnly.client, soon.id, own.body.session.bookings.at(-1).id)).status).toBe(
      200,
    );
    const admin = await signedInAccount(t, { email: 'owner@courtside.test' });
    const adminSub = push.subscribe().subscription;
    expect(
      (await t.client().post('/api/admin/webpush/subscribe', { subscription: adminSub }, bearer(admin.token)))
        .status,
    ).toBe(200);

    // A day short of the age: everything stays.
    await expireIdleVisitors(t.db.db, config, daysOn(IDLE_VISITOR_DAYS - 1));
    for (const v of [neverBooked, bareVisitor, bookedSoon, bookedFar, canceledOnly])
      expect(await visitorExists(v.id)).toBe(true);
    expect(await subscribed(neverBooked.endpoint)).toBe(true);

    // A day past it: visitors who never booked go, with their subscriptions; anyone who booked
    // (even if they cancelled) stays.
    await expireIdleVisitors(t.db.db, config, daysOn(IDLE_VISITOR_DAYS + 1));
    expect(await visitorExists(neverBooked.id)).toBe(false);
    expect(await subscribed(neverBooked.endpoint)).toBe(false);
    expect(await visitorExists(bareVisitor.id)).toBe(false);
    for (const v of [bookedSoon, bookedFar, canceledOnly]) expect(await visitorExists(v.id)).toBe(true);
    expect(await subscribed(bookedSoon.endpoint)).toBe(true);

    // Half a year on: a subscription whose visitor has nothing ahead goes; one with a booking still
    // ahead stays, and so does every admin's.
    await expireIdleVisitors(t.db.db, config, daysOn(UNUSED_SUBSCRIPTION_DAYS + 1));
    expect(await subscribed(bookedSoon.endpoint)).toBe(false);
    expect(await visitorExists(bookedSoon.id)).toBe(true);
    expect(await subscribed(bookedFar.endpoint)).toBe(true);
    expect(await subscribed(adminSub.endpoint)).toBe(true);
  });
});
