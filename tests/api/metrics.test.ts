// GET /metrics (docs/product/system.md, decision 0074): Prometheus text behind METRICS_TOKEN, by route
// pattern and status, with no visitor id, email, cookie or raw URL in any series; one registry per app.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminAndMember } from '../support/accounts.ts';
import { makeSession } from '../support/fixtures.ts';
import { book, visitorWithCookie } from '../support/public-api.ts';
import { openEvents } from '../support/sse-client.ts';
import { startTestApp, type TestApp } from '../support/test-app.ts';
import { testEngine } from '../support/test-db.ts';

const TOKEN = 'metrics-token-for-tests-0123456789';
const cleanups: (() => Promise<void>)[] = [];
afterAll(async () => {
  for (const clean of cleanups.splice(0).reverse()) await clean();
});

async function scrape(t: TestApp, authorization?: string) {
  const res = await fetch(`${t.url}/metrics`, authorization ? { headers: { authorization } } : {});
  return { status: res.status, type: res.headers.get('content-type'), text: await res.text() };
}

/** The value of one series, e.g. series(text, 'courtside_bookings_created_total{by="visitor"}'). */
function series(text: string, name: string): number | undefined {
  const line = text.split('\n').find((l) => l.startsWith(`${name} `));
  return line === undefined ? undefined : Number(line.slice(name.length + 1));
}

describe('GET /metrics without METRICS_TOKEN', () => {
  it('is not there (404)', async () => {
    const t = await startTestApp();
    cleanups.push(() => t.close());
    expect((await scrape(t)).status).toBe(404);
    expect((await scrape(t, `Bearer ${TOKEN}`)).status).toBe(404);
  });
});

describe('GET /metrics with METRICS_TOKEN', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp({ METRICS_TOKEN: TOKEN });
    cleanups.push(() => t.close());
  });

  it('answers 401 without the bearer token, or with another one', async () => {
    for (const auth of [undefined, 'Bearer nope', TOKEN, `Basic ${TOKEN}`, `Bearer ${TOKEN}x`]) {
      const res = await scrape(t, auth);
      expect(res.status, String(auth)).toBe(401);
      expect(res.text).not.toContain('courtside_');
    }
  });

  it('counts requests by route pattern and status, bookings made, open streams, outbox and pool', async () => {
    const { admin } = await adminAndMember(t);
    const session = await makeSession(t.deps, { capacity: 2 });
    const visitor = await visitorWithCookie(t);
    expect((await book(visitor.client, session.id, ['Mia Metric', 'Max Metric', 'Moe Metric'])).status).toBe(
      201,
    );
    const added = await admin.client.post(`/api/sessions/${session.id}/bookings/admin`, {
      name: 'Ada Added',
    });
    expect(added.status).toBe(201);
    expect((await visitor.client.get(`/api/sessions/by-link/${session.link}`)).status).toBe(200);
    expect((await visitor.client.get('/api/sessions/by-link/11-24-nosuch')).status).toBe(404);
    const stream = await openEvents(`${t.url}/api/sessions/by-link/${session.link}/events`);
    cleanups.push(async () => stream.close());
    await stream.next((e) => e.event === 'session');

    const res = await scrape(t, `Bearer ${TOKEN}`);
    expect(res.status).toBe(200);
    expect(res.type).toBe('text/plain; version=0.0.4; charset=utf-8');
    const { text } = res;
    const byLink = (status: number) =>
      series(
        text,
        `courtside_http_requests_total{route="/api/sessions/by-link/:link",method="GET",status="${status}"}`,
      );
    expect(byLink(200)).toBe(1);
    expect(byLink(404)).toBe(1);
    expect(
      series(
        text,
        'courtside_http_request_duration_seconds_count{route="/api/sessions/by-link/:link",method="GET",status="200"}',
      ),
    ).toBe(1);
    expect(series(text, 'courtside_bookings_created_total{by="visitor"}')).toBe(3);
    expect(series(text, 'courtside_bookings_created_total{by="admin"}')).toBe(1);
    expect(series(text, 'courtside_live_streams_open')).toBe(1);
    expect(series(text, 'courtside_outbox_backlog')).toBeGreaterThanOrEqual(0);
    expect(series(text, 'courtside_db_pool_connections{state="total"}')).toBeGreaterThanOrEqual(1);
    expect(text).toContain('# TYPE courtside_outbox_delivery_failures_total counter');
    // The process's own metrics.
    expect(series(text, 'process_cpu_user_seconds_total')).toBeGreaterThan(0);
    expect(text).toContain('nodejs_eventloop_lag_seconds');

    // Nothing personal, and no raw URL: not the visitor id, the admin's email, the link, the token.
    for (const secret of [visitor.id, 'owner@courtside.test', session.link, session.id, TOKEN, 'nosuch']) {
      expect(text, secret).not.toContain(secret);
    }
    stream.close();
  });

  it('counts the bookings of a rush, whose answers go out as bytes shared by their batch', async () => {
    const made = async () =>
      series((await scrape(t, `Bearer ${TOKEN}`)).text, 'courtside_bookings_created_total{by="visitor"}') ??
      0;
    const before = await made();
    const session = await makeSession(t.deps, { capacity: 4 });
    const visitors = await Promise.all(Array.from({ length: 12 }, () => visitorWithCookie(t)));
    const br = { 'accept-encoding': 'br' };
    const answers = await Promise.all(
      visitors.map((v, i) => book(v.client, session.id, [`Rush ${'abcdefghijkl'[i]}`], br)),
    );
    expect(answers.map((a) => a.status)).toEqual(answers.map(() => 201));
    expect((await made()) - before).toBe(12);
  });

  it('keeps each app its own figures (one registry per app)', async () => {
    const other = await startTestApp({ METRICS_TOKEN: TOKEN });
    cleanups.push(() => other.close());
    const { text } = await scrape(other, `Bearer ${TOKEN}`);
    expect(series(text, 'courtside_bookings_created_total{by="visitor"}')).toBeUndefined();
    expect(text).not.toContain('route="/api/sessions/by-link/:link"');
    expect(series(text, 'process_cpu_user_seconds_total')).toBeGreaterThan(0);
    expect(testEngine).toMatch(/sqlite|postgres/);
  });
});
