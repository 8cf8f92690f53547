// Every admin route checks the role on the server (docs/product/roles.md): nobody signed in → 401, a visitor
// cookie alone → 401, a signed-in account that is not an admin → 403, an admin → 2xx — with the
// session cookie or with `Authorization: Bearer <token>` (docs/product/roles.md).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type AuthTestApp,
  bearer,
  createAccount,
  type SignedIn,
  startAuthTestApp,
} from '../support/accounts.ts';
import { describeAuthorizationMatrix, type MatrixRoute } from '../support/authorization-matrix.ts';
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

// The admin booking calls have their own matrix in manage-bookings-authorization.test.ts.
const ROUTES: MatrixRoute<Target>[] = [
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

/** What an admin sees of everything a refused call could have touched. */
async function snapshot(x: Target) {
  const admin = owner.browser;
  return {
    session: (await admin.get(`/api/sessions/${x.sessionId}`)).body,
    upcoming: (await admin.get('/api/sessions')).body.length,
    defaults: (await admin.get('/api/admin/session-defaults')).body,
  };
}

describeAuthorizationMatrix(ROUTES, {
  anonymous: () => new Client(t.url),
  visitor: () => visitor,
  member: () => ({ client: member.browser, token: member.token }),
  admin: () => ({ client: owner.browser, token: owner.token }),
  target,
  state: snapshot,
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
