// Security headers, request ids, CSRF on every state-changing call, and error answers without
// internals (docs/product/roles.md, api.md, system.md).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeSession } from '../support/fixtures.ts';
import { book, hasStackTrace, rawRequest, visitorWithCookie } from '../support/public-api.ts';
import { startTestApp, type TestApp } from '../support/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(async () => {
  await t?.close();
});

function directives(csp: string | null): Map<string, string[]> {
  const map = new Map<string, string[]>();
  for (const part of (csp ?? '').split(';')) {
    const [name, ...values] = part.trim().split(/\s+/);
    if (name) map.set(name.toLowerCase(), values);
  }
  return map;
}

describe('security headers', () => {
  it.each([
    ['an API answer', '/api/health'],
    ['an API error', '/api/nope'],
    ['a page', '/sessions'],
  ])('sends a strict Content-Security-Policy on %s', async (_label, path) => {
    const res = await rawRequest(t, 'GET', path, undefined);
    const csp = directives(res.headers.get('content-security-policy'));
    const scriptSrc = csp.get('script-src') ?? csp.get('default-src');
    expect(scriptSrc).toBeDefined();
    expect(scriptSrc).toContain("'self'");
    expect(scriptSrc).not.toContain("'unsafe-inline'");
    expect(scriptSrc).not.toContain("'unsafe-eval'");
    expect(scriptSrc).not.toContain('*');
    expect(csp.get('object-src')).toEqual(["'none'"]);
    expect(csp.get('frame-ancestors')).toEqual(["'none'"]);
  });

  it('forbids content sniffing', async () => {
    const res = await rawRequest(t, 'GET', '/api/health', undefined);
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
  });

  it('gives every answer, errors included, an x-request-id, different per request', async () => {
    const a = await rawRequest(t, 'GET', '/api/health', undefined);
    const b = await rawRequest(t, 'GET', '/api/health', undefined);
    const c = await rawRequest(t, 'GET', '/api/nope', undefined);
    const ids = [a, b, c].map((r) => r.headers.get('x-request-id'));
    for (const id of ids) expect(id).toMatch(/\S+/);
    expect(new Set(ids).size).toBe(3);
  });
});

describe('error answers', () => {
  it('never carry a stack trace or internals', async () => {
    const session = await makeSession(t.deps);
    const bookings = `/api/sessions/${session.id}/bookings`;
    const json = { 'content-type': 'application/json' };
    const answers = await Promise.all([
      rawRequest(t, 'GET', '/api/nope', undefined),
      rawRequest(t, 'POST', bookings, '{not json', json),
      rawRequest(t, 'POST', bookings, '{"names":[1]}', json),
      rawRequest(t, 'POST', bookings, JSON.stringify({ names: ['x'.repeat(20_000)] }), json),
      rawRequest(t, 'POST', bookings, 'names=x', { 'content-type': 'application/x-www-form-urlencoded' }),
      rawRequest(t, 'POST', bookings, '{"names":["Ann"]}', { ...json, origin: 'http://evil.example' }),
      rawRequest(t, 'POST', '/api/sessions/nope/bookings', '{"names":["Ann"]}', json),
      rawRequest(t, 'DELETE', `/api/sessions/${session.id}/bookings/nope`, undefined),
      rawRequest(t, 'GET', `/api/sessions/by-link/${'x'.repeat(80)}`, undefined),
      rawRequest(t, 'PUT', '/api/user-session/preferences', '{"entries":7}', json),
    ]);
    for (const res of answers) {
      expect(res.status, res.text).toBeGreaterThanOrEqual(400);
      expect(res.status, res.text).toBeLessThan(500);
      expect(hasStackTrace(res.text), res.text).toBe(false);
      expect(res.text).not.toMatch(/node_modules|\.ts:\d+|FST_ERR|SQLITE_|syntax error at/i);
      expect(typeof (res.json?.error ?? res.json?.detail)).toBe('string');
    }
  });
});

describe('over-long path parameters', () => {
  it.each([
    ['a booking link', `/api/sessions/by-link/${'x'.repeat(500)}`],
    ['a session id', `/api/sessions/${'x'.repeat(500)}/bookings`],
  ])('answers %s of 500 characters with the usual {error} body, no framework internals', async (_l, path) => {
    const method = path.endsWith('/bookings') ? 'POST' : 'GET';
    const res = await rawRequest(t, method, path, method === 'POST' ? '{"names":["Ann"]}' : undefined, {
      'content-type': 'application/json',
    });
    expect(res.status).toBeGreaterThanOrEqual(400);
    expect(res.status).toBeLessThan(500);
    expect(Object.keys(res.json ?? {})).toEqual(['error']);
    expect(res.text).not.toMatch(/FST_ERR|statusCode|x{100}/);
  });
});

describe('cross-site request protection', () => {
  const evil = { origin: 'http://evil.example' };

  it('refuses a cross-site reconcile with 403 and sets no cookie', async () => {
    const res = await t.client().post('/api/user-session/reconcile', {}, evil);
    expect(res.status).toBe(403);
    expect(res.headers.getSetCookie()).toEqual([]);
  });

  it('refuses a cross-site preferences save with 403 and keeps the stored rows', async () => {
    const { client } = await visitorWithCookie(t);
    const entries = [{ name: 'Kept Kim', selected: true, isMainUser: true }];
    await client.put('/api/user-session/preferences', { entries });
    const res = await client.put(
      '/api/user-session/preferences',
      { entries: [{ name: 'Evil Eve', selected: true, isMainUser: true }] },
      evil,
    );
    expect(res.status).toBe(403);
    expect((await client.get('/api/user-session/preferences')).body).toEqual({ entries });
  });

  it('lets cross-site reads through (they carry no state change)', async () => {
    const res = await t.client().get('/api/upcoming-sessions', evil);
    expect(res.status).toBe(200);
  });

  it('accepts same-origin writes with a cookie', async () => {
    const session = await makeSession(t.deps);
    const { client } = await visitorWithCookie(t);
    const res = await book(client, session.id, ['Home Hank'], { origin: new URL(t.url).origin });
    expect(res.status).toBe(201);
  });
});
