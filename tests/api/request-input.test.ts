// Input no database can keep faithfully is refused with 400 { error } on every route, before it
// reaches SQLite or PostgreSQL (PostgreSQL rejects NUL characters; both engines turn a lone
// surrogate into U+FFFD): NUL in an address or a body, broken Unicode, bodies nested too deeply.
// Found by fuzzing; each case answered 500 on PostgreSQL (or stored altered text) before.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type SignedInAccount, startAdminApp } from '../support/accounts.ts';
import { clubDateIn, makeSession } from '../support/fixtures.ts';
import { byLink, hasStackTrace, namesOf, rawRequest } from '../support/public-api.ts';
import type { TestApp } from '../support/test-app.ts';

let t: TestApp;
let admin: SignedInAccount;
let origin: string;
beforeAll(async () => {
  ({ t, admin } = await startAdminApp());
  origin = new URL(t.publicUrl).origin;
});
afterAll(async () => {
  await t?.close();
});

const json = (extra: Record<string, string> = {}) => ({ 'content-type': 'application/json', ...extra });

function expectRefused(
  res: { status: number; json: { error?: unknown } | undefined; text: string },
  status = 400,
) {
  expect(res.status).toBe(status);
  expect(typeof res.json?.error).toBe('string');
  expect(hasStackTrace(res.text)).toBe(false);
}

describe('a NUL character in the address', () => {
  it.each([
    ['GET', '/api/sessions/by-link/%00'],
    ['GET', '/api/sessions/by-link/11-24-abc%00de'],
    ['POST', '/api/sessions/a%00b/bookings'],
    ['DELETE', '/api/sessions/%00/bookings/x'],
    ['GET', '/api/upcoming-sessions?x=%00'],
    ['GET', '/book/%00'],
  ])('%s %s answers 400 { error }', async (method, path) => {
    const body = method === 'POST' ? JSON.stringify({ names: ['Ann'] }) : undefined;
    expectRefused(await rawRequest(t, method, path, body, json()));
  });

  it('is refused on admin routes too, for a signed-in admin', async () => {
    for (const [method, path] of [
      ['GET', '/api/sessions/%00'],
      ['DELETE', '/api/sessions/%00'],
      ['POST', '/api/sessions/%00/bookings/%00/paid'],
    ] as const) {
      const res = await admin.client.request(method, path, method === 'GET' ? undefined : { isPaid: true });
      expect(res.status, `${method} ${path}`).toBe(400);
      expect(typeof res.body.error).toBe('string');
    }
  });
});

describe('NUL characters and broken Unicode in a body', () => {
  it('refuses a booking name with a NUL or a lone surrogate, booking nothing', async () => {
    const session = await makeSession(t.deps);
    for (const name of ['Ann\u0000Lee', 'Ann\ud800', '\udc00Bo']) {
      const res = await rawRequest(
        t,
        'POST',
        `/api/sessions/${session.id}/bookings`,
        JSON.stringify({ names: [name] }),
        json(),
      );
      expectRefused(res);
    }
    expect(namesOf(await byLink(t.client(), session.link))).toEqual([]);
  });

  it('refuses a session title with a lone surrogate instead of storing something else', async () => {
    const session = await makeSession(t.deps, { date: clubDateIn(5), title: 'Original' });
    const body = {
      title: 'Tennis \ud800',
      date: clubDateIn(5),
      time: '18:00',
      location: 'Court 1',
      capacity: 8,
    };
    const res = await admin.client.put(`/api/sessions/${session.id}`, body);
    expect(res.status).toBe(400);
    expect((await admin.client.get(`/api/sessions/${session.id}`)).body.title).toBe('Original');
  });

  it.each([
    ['a byte that is not UTF-8', [0xff]],
    ['a surrogate written as UTF-8', [0xed, 0xa0, 0x80]],
    ['a truncated character', [0xc3]],
  ])('refuses %s in the raw body instead of storing U+FFFD', async (_label, bytes) => {
    const session = await makeSession(t.deps, { date: clubDateIn(5), title: 'Original' });
    const head = Buffer.from(`{"title":"Tennis `);
    const tail = Buffer.from(`","date":"${clubDateIn(5)}","time":"18:00","location":"Court 1","capacity":8}`);
    const res = await admin.client.request(
      'PUT',
      `/api/sessions/${session.id}`,
      Buffer.concat([head, Buffer.from(bytes), tail]),
      {
        'content-type': 'application/json',
      },
    );
    expect(res.status).toBe(400);
    expect(typeof res.body.error).toBe('string');
    expect((await admin.client.get(`/api/sessions/${session.id}`)).body.title).toBe('Original');
  });

  it('refuses a NUL in a key as well as in a value', async () => {
    const res = await rawRequest(
      t,
      'PUT',
      '/api/user-session/preferences',
      '{"entries":[],"a\\u0000":1}',
      json(),
    );
    expectRefused(res);
  });

  it('keeps well-formed text from every script, emoji included, as sent', async () => {
    const session = await makeSession(t.deps, { date: clubDateIn(6) });
    const title = 'Zoë’s 🎾 تنس 网球';
    const body = { title, date: clubDateIn(6), time: '18:00', location: 'Court 1', capacity: 8 };
    expect((await admin.client.put(`/api/sessions/${session.id}`, body)).status).toBe(200);
    expect((await admin.client.get(`/api/sessions/${session.id}`)).body.title).toBe(title);
  });
});

describe('deeply nested bodies', () => {
  const deep = `${'['.repeat(8000)}${']'.repeat(8000)}`;

  it.each([
    '/api/auth/sign-in/email',
    '/api/auth/sign-up/email',
    '/api/auth/request-password-reset',
    '/api/user-session/preferences',
  ])('POST %s answers 400, not a stack overflow', async (path) => {
    const method = path.endsWith('preferences') ? 'PUT' : 'POST';
    expectRefused(await rawRequest(t, method, path, deep, json({ origin })));
  });

  it('still accepts ordinary nesting', async () => {
    const entries = [{ name: 'Ann', selected: true, isMainUser: true }];
    const res = await rawRequest(
      t,
      'PUT',
      '/api/user-session/preferences',
      JSON.stringify({ entries }),
      json(),
    );
    expect(res.status).toBe(200);
  });
});

describe('the sign-in routes', () => {
  it.each([
    ['sign-in', '/api/auth/sign-in/email', { email: 'a\u0000b@club.test', password: 'Long-pass-123' }],
    [
      'sign-up',
      '/api/auth/sign-up/email',
      { email: 'a\u0000b@club.test', password: 'Long-pass-123', name: 'A' },
    ],
    ['reset', '/api/auth/reset-password', { token: 'a\u0000b', newPassword: 'Long-pass-123' }],
  ])('refuse a NUL in the %s body with 400 { error }', async (_label, path, body) => {
    expectRefused(await rawRequest(t, 'POST', path, JSON.stringify(body), json({ origin })));
  });

  it('answer an unknown /api/auth path with a JSON 404 { error }', async () => {
    for (const method of ['GET', 'POST']) {
      const res = await rawRequest(
        t,
        method,
        '/api/auth/no-such-thing',
        method === 'POST' ? '{}' : undefined,
        json({ origin }),
      );
      expectRefused(res, 404);
      expect(res.json.error).toBe('Not found');
    }
  });

  it('add { error } to better-auth’s own refusals, keeping its message and code', async () => {
    const res = await rawRequest(
      t,
      'POST',
      '/api/auth/sign-in/email',
      JSON.stringify({ email: 'nobody@club.test', password: 'Wrong-pass-123' }),
      json({ origin }),
    );
    expect(res.status).toBe(401);
    expect(res.json).toMatchObject({ error: res.json.message, code: 'INVALID_EMAIL_OR_PASSWORD' });
  });

  it.each([
    ['nothing visible', '\u200f\u200b'],
    ['a line break', 'Ann\r\nBcc: x@y.z'],
    ['101 characters', 'N'.repeat(101)],
  ])('refuse a sign-up name of %s', async (_label, name) => {
    const body = {
      email: `named-${Math.random().toString(36).slice(2)}@club.test`,
      password: 'Long-pass-123',
      name,
    };
    const res = await rawRequest(
      t,
      'POST',
      '/api/auth/sign-up/email',
      JSON.stringify(body),
      json({ origin }),
    );
    expectRefused(res);
    expect(res.json.error).toMatch(/^Invalid request - name: Name/);
  });
});
