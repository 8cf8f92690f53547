// biome-ignore-all lint/suspicious/noExplicitAny: tests read whatever JSON came back
// Every admin call checks the role on the server (docs/product/roles.md): nobody signed in → 401, a
// visitor's cookie alone → 401, a signed-in account that is not an admin → 403, an admin → 2xx, with
// the session cookie or `Authorization: Bearer <token>`. A refused call changes nothing; a write from
// another site carrying the admin's cookie is refused (403); the role is read on every call.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  adminAndMember,
  bearer,
  type SignedInAccount,
  signedInAccount,
  signIn,
} from '../support/accounts.ts';
import {
  describeAuthorizationMatrix,
  describeCrossSiteWrites,
  type MatrixRoute,
} from '../support/authorization-matrix.ts';
import { clubDateIn, makeSession } from '../support/fixtures.ts';
import { visitorWithCookie } from '../support/public-api.ts';
import { type Client, startTestApp, type TestApp } from '../support/test-app.ts';

let t: TestApp;
let admin: SignedInAccount;
let member: SignedInAccount;
let visitor: Client;

beforeAll(async () => {
  t = await startTestApp();
  ({ admin, member } = await adminAndMember(t));
  visitor = (await visitorWithCookie(t)).client;
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

const SESSION_ROUTES: MatrixRoute<Target>[] = [
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
  {
    name: 'cancel a session (rained off)',
    method: 'POST',
    path: (x) => `/api/sessions/${x.sessionId}/cancel`,
    body: { reason: 'Rain' },
    ok: 200,
    did: (body) => expect(body.canceled).toMatchObject({ reason: 'Rain' }),
  },
  {
    name: 'restore a canceled session',
    method: 'DELETE',
    path: (x) => `/api/sessions/${x.sessionId}/cancel`,
    ok: 200,
    did: (body) => expect(body.canceled).toBeNull(),
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

const BOOKING_ROUTES: MatrixRoute<Target>[] = [
  {
    name: 'add a booking',
    method: 'POST',
    path: (x) => `/api/sessions/${x.sessionId}/bookings/admin`,
    body: { name: 'Walk In' },
    ok: 201,
    did: (s) => expect(s.bookings.map((b: any) => b.name)).toEqual(['Ann', 'Walk In']),
  },
  {
    name: 'rename a booking',
    method: 'PUT',
    path: (x) => `/api/sessions/${x.sessionId}/bookings/${x.bookingId}/admin`,
    body: { name: 'Ann Renamed' },
    ok: 200,
    did: (s) => expect(s.bookings.map((b: any) => b.name)).toEqual(['Ann Renamed']),
  },
  {
    name: 'cancel a booking',
    method: 'DELETE',
    path: (x) => `/api/sessions/${x.sessionId}/bookings/${x.bookingId}/admin`,
    ok: 200,
    did: (s, x) => {
      expect(s.bookings).toEqual([]);
      expect(s.canceledBookings).toMatchObject([{ id: x.bookingId, canceledByAdmin: true }]);
    },
  },
  {
    name: 'mark a booking paid',
    method: 'POST',
    path: (x) => `/api/sessions/${x.sessionId}/bookings/${x.bookingId}/paid`,
    body: { isPaid: true },
    ok: 200,
    did: (s) => expect(s.bookings[0].isPaid).toBe(true),
  },
  {
    name: 'list unpaid bookings',
    method: 'GET',
    path: () => '/api/sessions/unpaid-bookings',
    ok: 200,
    did: (body, x) => expect(body.sessions.some((s: any) => s.sessionId === x.sessionId)).toBe(true),
  },
];

const ROUTES = [...SESSION_ROUTES, ...BOOKING_ROUTES];

/** A fresh upcoming session with one unpaid booking, Ann, added by the admin, to aim each call at. */
async function target(): Promise<Target> {
  const session = await makeSession(t.deps);
  const res = await admin.client.post(`/api/sessions/${session.id}/bookings/admin`, { name: 'Ann' });
  expect(res.status).toBe(201);
  return { sessionId: session.id, bookingId: res.body.bookings[0].id };
}

/** Everything a refused call could have touched: the booking rows, and what an admin sees. */
async function snapshot(x: Target) {
  return {
    rows: await t.db.db
      .selectFrom('bookings')
      .selectAll()
      .where('session_id', '=', x.sessionId)
      .orderBy('seq')
      .execute(),
    session: (await admin.client.get(`/api/sessions/${x.sessionId}`)).body,
    upcoming: (await admin.client.get('/api/sessions')).body.length,
    defaults: (await admin.client.get('/api/admin/session-defaults')).body,
  };
}

describeAuthorizationMatrix(ROUTES, {
  anonymous: () => t.client(),
  visitor: () => visitor,
  member: () => member,
  admin: () => admin,
  target,
  state: snapshot,
});

describeCrossSiteWrites(ROUTES, {
  admin: () => admin,
  target,
  state: snapshot,
  ownOrigin: () => new URL(t.url).origin,
});

// Co-admins (decision 0084): each call aims at an invitation of its own.
type Invite = { email: string };
const emailsOf = (body: any): string[] => body.admins.map((a: { email: string }) => a.email);
const ADMINS_ROUTES: MatrixRoute<Invite>[] = [
  {
    name: 'list admins',
    method: 'GET',
    path: () => '/api/admin/admins',
    ok: 200,
    did: (body, x) => expect(emailsOf(body)).toContain(x.email),
  },
  {
    name: 'invite an admin',
    method: 'POST',
    path: () => '/api/admin/admins',
    body: { email: 'newcomer@courtside.test' },
    ok: 200,
    did: (body) => expect(emailsOf(body)).toContain('newcomer@courtside.test'),
  },
  {
    name: 'remove an admin',
    method: 'DELETE',
    path: (x) => `/api/admin/admins/${x.email}`,
    ok: 200,
    did: (body, x) => expect(emailsOf(body)).not.toContain(x.email),
  },
];
let invites = 0;
async function invite(): Promise<Invite> {
  const email = `invitee${++invites}@courtside.test`;
  expect((await admin.client.post('/api/admin/admins', { email })).status).toBe(200);
  await admin.client.delete('/api/admin/admins/newcomer@courtside.test');
  return { email };
}
const adminsList = async () => (await admin.client.get('/api/admin/admins')).body;

describeAuthorizationMatrix(ADMINS_ROUTES, {
  anonymous: () => t.client(),
  visitor: () => visitor,
  member: () => member,
  admin: () => admin,
  target: invite,
  state: adminsList,
});
describeCrossSiteWrites(ADMINS_ROUTES, {
  admin: () => admin,
  target: invite,
  state: adminsList,
  ownOrigin: () => new URL(t.url).origin,
});

describe('GET /api/me', () => {
  it('answers 401 with nobody signed in, also to a visitor', async () => {
    expect((await t.client().get('/api/me')).status).toBe(401);
    expect((await visitor.get('/api/me')).status).toBe(401);
  });

  it('names the caller and whether they are an admin, by cookie and by bearer', async () => {
    const me = await admin.client.get('/api/me');
    expect(me.status).toBe(200);
    expect(me.body).toEqual({
      user: { id: admin.userId, email: 'owner@courtside.test', name: 'Olive Owner' },
      isAdmin: true,
    });
    const them = await t.client().get('/api/me', bearer(member.token));
    expect(them.body).toMatchObject({ user: { email: 'member@courtside.test' }, isAdmin: false });
  });
});

describe('the role is checked on every call, not remembered', () => {
  /** better-auth's role column, changed behind the app's back as an operator would. */
  const setRole = (userId: string, role: 'admin' | 'user') =>
    t.db.db
      .updateTable('user' as never)
      .set({ role } as never)
      .where('id' as never, '=', userId as never)
      .execute();

  it('a signed-out admin session answers 401 while the admin’s other session still works', async () => {
    const { browser: other, token } = await signIn(t, admin.email);
    expect((await other.get('/api/sessions/unpaid-bookings')).status).toBe(200);

    expect((await other.post('/api/auth/sign-out', {})).status).toBe(200);
    expect((await other.get('/api/sessions/unpaid-bookings')).status).toBe(401);
    expect((await t.client().get('/api/sessions/unpaid-bookings', bearer(token))).status).toBe(401);
    expect((await admin.client.get('/api/sessions/unpaid-bookings')).status).toBe(200);
  });

  it('an account demoted in the database loses access at once', async () => {
    const extra = await signedInAccount(t, { email: 'helper@courtside.test', name: 'Hal Helper' });
    expect((await extra.client.get('/api/sessions/unpaid-bookings')).status).toBe(403);
    await setRole(extra.userId, 'admin');
    expect((await extra.client.get('/api/sessions/unpaid-bookings')).status).toBe(200);
    await setRole(extra.userId, 'user');
    expect((await extra.client.get('/api/sessions/unpaid-bookings')).status).toBe(403);
    expect((await t.client().get('/api/sessions/unpaid-bookings', bearer(extra.token))).status).toBe(403);
  });
});
