// Rate limits on booking, cancel, reconcile and saving names (docs/product/system.md): per visitor and per IP, 429 with
// Retry-After, counted in the database.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeSession } from '../support/fixtures.ts';
import { book, byLink, cancel, namesOf, visitorWithCookie } from '../support/public-api.ts';
import type { Res } from '../support/test-app.ts';
import { startTestApp, type TestApp } from '../support/test-app.ts';

function expectRateLimited(res: Res<{ error?: string }>) {
  expect(res.status).toBe(429);
  const retryAfter = res.headers.get('retry-after');
  expect(retryAfter).toMatch(/^\d+$/);
  expect(Number(retryAfter)).toBeGreaterThanOrEqual(1);
  expect(Number(retryAfter)).toBeLessThanOrEqual(60);
  expect(typeof res.body.error).toBe('string');
}

describe('per-visitor limit (RATE_LIMIT_VISITOR_PER_MIN=3)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp({ RATE_LIMIT_VISITOR_PER_MIN: '3' });
  });
  afterAll(async () => {
    await t?.close();
  });

  it('answers a visitor’s 4th booking request in a minute with 429 and Retry-After, booking nothing', async () => {
    const session = await makeSession(t.deps);
    const { client } = await visitorWithCookie(t);
    for (const name of ['Ann', 'Ben', 'Cai'])
      expect((await book(client, session.id, [name])).status).toBe(201);
    const fourth = await book(client, session.id, ['Dee']);
    expectRateLimited(fourth);
    expect(namesOf(await byLink(t.client(), session.link))).toEqual(['Ann', 'Ben', 'Cai']);
  });

  it('counts refused requests too', async () => {
    const session = await makeSession(t.deps);
    const { client } = await visitorWithCookie(t);
    for (let i = 0; i < 3; i++) expect((await book(client, session.id, ['R2D2'])).status).toBe(400);
    expectRateLimited(await book(client, session.id, ['Valid Val']));
  });

  it('keeps serving other visitors, and reads for the limited one', async () => {
    const session = await makeSession(t.deps);
    const limited = await visitorWithCookie(t);
    for (let i = 0; i < 4; i++) await book(limited.client, session.id, [`Name ${'abcd'[i]}`]);
    expect((await book(limited.client, session.id, ['Still Limited'])).status).toBe(429);

    const other = await visitorWithCookie(t);
    expect((await book(other.client, session.id, ['Other Olive'])).status).toBe(201);
    expect((await limited.client.get(`/api/sessions/by-link/${session.link}`)).status).toBe(200);
    expect((await limited.client.get('/api/upcoming-sessions')).status).toBe(200);
  });

  it('limits cancel requests', async () => {
    const session = await makeSession(t.deps);
    const { client } = await visitorWithCookie(t);
    const unknown = '00000000-0000-0000-0000-000000000000';
    for (let i = 0; i < 3; i++) expect((await cancel(client, session.id, unknown)).status).toBe(404);
    expectRateLimited(await cancel(client, session.id, unknown));
  });

  it('limits reconcile requests', async () => {
    // The first call, made without a cookie, counts against the IP only.
    const { client, id } = await visitorWithCookie(t);
    for (let i = 0; i < 3; i++) {
      expect((await client.post('/api/user-session/reconcile', { sessionId: id })).status).toBe(200);
    }
    expectRateLimited(await client.post('/api/user-session/reconcile', { sessionId: id }));
  });

  it('limits saving the remembered names, keeping the last saved ones', async () => {
    const { client } = await visitorWithCookie(t);
    const save = (name: string) =>
      client.put('/api/user-session/preferences', { entries: [{ name, selected: true, isMainUser: true }] });
    for (const name of ['Ann', 'Ben', 'Cai']) expect((await save(name)).status).toBe(200);
    expectRateLimited(await save('Dee'));
    const kept = await client.get('/api/user-session/preferences');
    expect(kept.body.entries[0].name).toBe('Cai');
  });
});

describe('per-IP limit (RATE_LIMIT_IP_PER_MIN=5)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp({ RATE_LIMIT_IP_PER_MIN: '5' });
  });
  afterAll(async () => {
    await t?.close();
  });

  it('answers the 6th booking request from one address in a minute with 429, across visitors', async () => {
    const session = await makeSession(t.deps);
    for (let i = 0; i < 5; i++) {
      expect((await book(t.client(), session.id, [`Visitor ${'abcde'[i]}`])).status).toBe(201);
    }
    const sixth = await book(t.client(), session.id, ['Visitor Six']);
    expectRateLimited(sixth);
    expect(namesOf(await byLink(t.client(), session.link))).toHaveLength(5);
  });

  it('answers the 6th reconcile from one address with 429', async () => {
    for (let i = 0; i < 5; i++) {
      expect((await t.client().post('/api/user-session/reconcile', {})).status).toBe(200);
    }
    expectRateLimited(await t.client().post('/api/user-session/reconcile', {}));
  });

  it('does not limit reading sessions', async () => {
    for (let i = 0; i < 10; i++) expect((await t.client().get('/api/upcoming-sessions')).status).toBe(200);
  });
});
