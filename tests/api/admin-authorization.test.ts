// Every admin route checks the role on the server (DESIGN.md §4): nobody signed in → 401, a visitor
// cookie alone → 401, a signed-in account that is not an admin → 403, an admin → 2xx — with the
// session cookie or with `Authorization: Bearer <token>` (spec §6).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type AuthTestApp,
  bearer,
  createAccount,
  type SignedIn,
  startAuthTestApp,
} from '../support/admin-client.ts';
import { clubDateIn, makeSession } from '../support/fixtures.ts';
import { Client } from '../support/test-app.ts';

let t: AuthTestApp;
let owner: SignedIn;
let member: SignedIn;
let visitor: Client;

beforeAll(async () => {
  t = await startAuthTestApp();
  owner = await createAccount(t, 'owner@club.org', 'Olive Owner');
  member = await createAccount(t, 'member@club.org', 'Mo Member');
  visitor = t.client();
  const reconciled = await visitor.post('/api/user-session/reconcile', {});
  expect(reconciled.status).toBe(200);
  expect(visitor.cookies.size).toBe(1);
});
afterAll(async () => {
  await t?.close();
});

const sessionBody = () => ({
  title: 'Tennis Fitness SATURDAY',
  date: clubDateIn(4),
  time: '08:30',
  location: 'Court 3',
  capacity: 12,
});
const defaultsBody = {
  title: 'Morning Fitness',
  time: '07:00',
  location: 'Court 1',
  capacity: 10,
  preAddedNames: [],
};

type Target = { sessionId: string; bookingId: string };
type Route = {
  name: string;
  method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  path: (x: Target) => string;
  body?: unknown;
  ok: number;
};

const ROUTES: Route[] = [
  { name: 'create a session', method: 'POST', path: () => '/api/sessions', body: sessionBody(), ok: 201 },
  { name: 'list upcoming sessions', method: 'GET', path: () => '/api/sessions', ok: 200 },
  { name: 'list past sessions', method: 'GET', path: () => '/api/sessions/past', ok: 200 },
  { name: 'read a session', method: 'GET', path: (x) => `/api/sessions/${x.sessionId}`, ok: 200 },
  {
    name: 'update a session',
    method: 'PUT',
    path: (x) => `/api/sessions/${x.sessionId}`,
    body: sessionBody(),
    ok: 200,
  },
  { name: 'delete a session', method: 'DELETE', path: (x) => `/api/sessions/${x.sessionId}`, ok: 200 },
  {
    name: 'publish a session',
    method: 'POST',
    path: (x) => `/api/sessions/${x.sessionId}/publish`,
    body: { isPublished: false },
    ok: 200,
  },
  { name: 'read session defaults', method: 'GET', path: () => '/api/admin/session-defaults', ok: 200 },
  {
    name: 'save session defaults',
    method: 'PUT',
    path: () => '/api/admin/session-defaults',
    body: defaultsBody,
    ok: 200,
  },
  // The admin booking calls of spec §7 sit behind the same guard.
  { name: 'list unpaid bookings', method: 'GET', path: () => '/api/sessions/unpaid-bookings', ok: 200 },
  {
    name: 'add a booking',
    method: 'POST',
    path: (x) => `/api/sessions/${x.sessionId}/bookings/admin`,
    body: { name: 'Walk In' },
    ok: 201,
  },
  {
    name: 'rename a booking',
    method: 'PUT',
    path: (x) => `/api/sessions/${x.sessionId}/bookings/${x.bookingId}/admin`,
    body: { name: 'Ann Renamed' },
    ok: 200,
  },
  {
    name: 'cancel a booking',
    method: 'DELETE',
    path: (x) => `/api/sessions/${x.sessionId}/bookings/${x.bookingId}/admin`,
    ok: 200,
  },
  {
    name: 'mark a booking paid',
    method: 'POST',
    path: (x) => `/api/sessions/${x.sessionId}/bookings/${x.bookingId}/paid`,
    body: { isPaid: false },
    ok: 200,
  },
];

/** A fresh upcoming session with one booking to aim each call at. */
async function target(): Promise<Target> {
  const session = await makeSession(t.db.db, { preAddedNames: ['Ann'] });
  const booking = await t.db.db
    .selectFrom('bookings')
    .select('id')
    .where('session_id', '=', session.id)
    .executeTakeFirstOrThrow();
  return { sessionId: session.id, bookingId: booking.id };
}

const call = (client: Client, route: Route, x: Target, headers?: Record<string, string>) =>
  client.request(route.method, route.path(x), route.body, headers);

/** What an admin sees of everything a refused call could have touched. */
async function snapshot(x: Target) {
  const admin = owner.browser;
  return {
    session: (await admin.get(`/api/sessions/${x.sessionId}`)).body,
    upcoming: (await admin.get('/api/sessions')).body.length,
    defaults: (await admin.get('/api/admin/session-defaults')).body,
  };
}

describe.each(ROUTES)('$method … $name', (route) => {
  it('answers 401 to a caller who is not signed in', async () => {
    const x = await target();
    const before = await snapshot(x);
    const res = await call(new Client(t.url), route, x);
    expect(res.status).toBe(401);
    expect(typeof res.body.error).toBe('string');
    expect(await snapshot(x)).toEqual(before);
  });

  it('answers 401 to a visitor who only has the visitor cookie', async () => {
    const x = await target();
    const before = await snapshot(x);
    expect((await call(visitor, route, x)).status).toBe(401);
    expect(await snapshot(x)).toEqual(before);
  });

  it('answers 401 to a made-up bearer token', async () => {
    const x = await target();
    const res = await call(new Client(t.url), route, x, { authorization: 'Bearer not-a-real-token.abc' });
    expect(res.status).toBe(401);
  });

  it('answers 403 to a signed-in account that is not an admin (cookie or bearer)', async () => {
    const x = await target();
    const before = await snapshot(x);
    const byCookie = await call(member.browser, route, x);
    expect(byCookie.status).toBe(403);
    expect(byCookie.body.error).toMatch(/not an admin/i);
    expect((await call(new Client(t.url), route, x, bearer(member.token))).status).toBe(403);
    expect(await snapshot(x)).toEqual(before);
  });

  it('lets an admin in with the session cookie', async () => {
    const x = await target();
    const res = await call(owner.browser, route, x);
    expect(res.status).toBe(route.ok);
  });

  it('lets an admin in with Authorization: Bearer and no cookie', async () => {
    const x = await target();
    const res = await call(new Client(t.url), route, x, bearer(owner.token));
    expect(res.status).toBe(route.ok);
  });
});

describe('GET /api/me', () => {
  it('answers 401 with nobody signed in, also to a visitor', async () => {
    expect((await new Client(t.url).get('/api/me')).status).toBe(401);
    expect((await visitor.get('/api/me')).status).toBe(401);
  });

  it('names the caller and whether they are an admin, by cookie and by bearer', async () => {
    const me = await owner.browser.get('/api/me');
    expect(me.status).toBe(200);
    expect(me.body).toEqual({
      user: { id: expect.any(String), email: 'owner@club.org', name: 'Olive Owner' },
      isAdmin: true,
    });
    const them = await new Client(t.url).get('/api/me', bearer(member.token));
    expect(them.body).toMatchObject({ user: { email: 'member@club.org' }, isAdmin: false });
  });
});

describe('cross-site admin writes', () => {
  it('refuses an admin POST from another origin with 403 and creates nothing', async () => {
    const before = (await owner.browser.get('/api/sessions')).body.length;
    const res = await owner.browser.post('/api/sessions', sessionBody(), { origin: 'http://evil.example' });
    expect(res.status).toBe(403);
    expect((await owner.browser.get('/api/sessions')).body.length).toBe(before);
    // From the app's own origin the same call works.
    const own = await owner.browser.post('/api/sessions', sessionBody(), { origin: t.url });
    expect(own.status).toBe(201);
  });

  it('refuses a cross-site DELETE too', async () => {
    const x = await target();
    const res = await owner.browser.delete(`/api/sessions/${x.sessionId}`, { origin: 'http://evil.example' });
    expect(res.status).toBe(403);
    expect((await owner.browser.get(`/api/sessions/${x.sessionId}`)).status).toBe(200);
  });
});
