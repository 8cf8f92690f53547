// biome-ignore-all lint/suspicious/noExplicitAny: tests read whatever JSON came back
// Who may manage bookings and cash (spec §6, DESIGN.md §4): every admin booking call checks the role
// on the server. Nobody signed in → 401; a visitor's cookie alone → 401; a signed-in account that is
// not an admin → 403; an admin → 2xx, with the session cookie or `Authorization: Bearer <token>`.
// A refused call changes nothing.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  adminAndMember,
  bearerHeader,
  type SignedInAccount,
  signedInAccount,
  signIn,
} from '../support/admin-session.ts';
import { makeSession } from '../support/fixtures.ts';
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

type Target = { sessionId: string; bookingId: string };
type Route = {
  name: string;
  method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  path: (x: Target) => string;
  body?: unknown;
  ok: number;
  /** What a successful call visibly did to the target (checked after an admin's call). */
  did?: (session: any, x: Target) => void;
};

const ROUTES: Route[] = [
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
  { name: 'list unpaid bookings', method: 'GET', path: () => '/api/sessions/unpaid-bookings', ok: 200 },
];

/** A fresh upcoming session with one unpaid booking, Ann, added by the admin. */
async function target(): Promise<Target> {
  const session = await makeSession(t.db.db);
  const res = await admin.client.post(`/api/sessions/${session.id}/bookings/admin`, { name: 'Ann' });
  expect(res.status).toBe(201);
  return { sessionId: session.id, bookingId: res.body.bookings[0].id };
}

const call = (client: Client, route: Route, x: Target, headers?: Record<string, string>) =>
  client.request(route.method, route.path(x), route.body, headers);

/** Everything a call could have changed, read straight from the database. */
const rowsOf = (x: Target) =>
  t.db.db.selectFrom('bookings').selectAll().where('session_id', '=', x.sessionId).orderBy('seq').execute();

describe.each(ROUTES)('$method $name', (route) => {
  it('answers 401 { error } to a caller who is not signed in, and changes nothing', async () => {
    const x = await target();
    const before = await rowsOf(x);
    const res = await call(t.client(), route, x);
    expect(res.status).toBe(401);
    expect(typeof res.body.error).toBe('string');
    expect(await rowsOf(x)).toEqual(before);
  });

  it('answers 401 to a visitor who only has the visitor cookie, and changes nothing', async () => {
    const x = await target();
    const before = await rowsOf(x);
    expect((await call(visitor, route, x)).status).toBe(401);
    expect(await rowsOf(x)).toEqual(before);
  });

  it('answers 401 to a made-up or malformed bearer token', async () => {
    const x = await target();
    for (const authorization of ['Bearer not-a-real-token', 'Bearer ', `Basic ${admin.token}`]) {
      expect((await call(t.client(), route, x, { authorization })).status).toBe(401);
    }
    expect((await call(t.client(), route, x, bearerHeader(`${admin.token}x`))).status).toBe(401);
  });

  it('answers 403 { error } to a signed-in account that is not an admin, by cookie or bearer', async () => {
    const x = await target();
    const before = await rowsOf(x);
    const byCookie = await call(member.client, route, x);
    expect(byCookie.status).toBe(403);
    expect(typeof byCookie.body.error).toBe('string');
    expect((await call(t.client(), route, x, bearerHeader(member.token))).status).toBe(403);
    expect(await rowsOf(x)).toEqual(before);
  });

  it('lets an admin in with the session cookie', async () => {
    const x = await target();
    const res = await call(admin.client, route, x);
    expect(res.status).toBe(route.ok);
    if (route.did) route.did(res.body, x);
    else expect(res.body.sessions.some((s: any) => s.sessionId === x.sessionId)).toBe(true);
  });

  it('lets an admin in with Authorization: Bearer and no cookie', async () => {
    const x = await target();
    const res = await call(t.client(), route, x, bearerHeader(admin.token));
    expect(res.status).toBe(route.ok);
    if (route.did) route.did(res.body, x);
    else expect(res.body.sessions.some((s: any) => s.sessionId === x.sessionId)).toBe(true);
  });
});

describe.each(ROUTES.filter((r) => r.method !== 'GET'))('$method $name from a browser', (route) => {
  it('refuses a write from another site carrying the admin cookie (403), and changes nothing', async () => {
    const x = await target();
    const before = await rowsOf(x);
    const res = await call(admin.client, route, x, { origin: 'https://evil.example' });
    expect(res.status).toBe(403);
    expect(await rowsOf(x)).toEqual(before);
  });

  it('accepts the same write from the app’s own origin', async () => {
    const x = await target();
    const res = await call(admin.client, route, x, { origin: new URL(t.url).origin });
    expect(res.status).toBe(route.ok);
    route.did?.(res.body, x);
  });
});

describe('the role is checked on every call, not remembered', () => {
  it('a signed-out admin session answers 401 while the admin’s other session still works', async () => {
    const { client: other, token } = await signIn(t, admin.email);
    expect((await other.get('/api/sessions/unpaid-bookings')).status).toBe(200);

    expect((await other.post('/api/auth/sign-out', {})).status).toBe(200);
    expect((await other.get('/api/sessions/unpaid-bookings')).status).toBe(401);
    expect((await t.client().get('/api/sessions/unpaid-bookings', bearerHeader(token))).status).toBe(401);
    expect((await admin.client.get('/api/sessions/unpaid-bookings')).status).toBe(200);
  });

  it('an account demoted in the database loses access at once', async () => {
    const extra = await signedInAccount(t, { email: 'helper@courtside.test', name: 'Hal Helper' });
    expect((await extra.client.get('/api/sessions/unpaid-bookings')).status).toBe(403);
    await t.db.db
      .updateTable('user' as never)
      .set({ role: 'admin' } as never)
      .where('id' as never, '=', extra.userId as never)
      .execute();
    expect((await extra.client.get('/api/sessions/unpaid-bookings')).status).toBe(200);
    await t.db.db
      .updateTable('user' as never)
      .set({ role: 'user' } as never)
      .where('id' as never, '=', extra.userId as never)
      .execute();
    expect((await extra.client.get('/api/sessions/unpaid-bookings')).status).toBe(403);
    expect((await t.client().get('/api/sessions/unpaid-bookings', bearerHeader(extra.token))).status).toBe(
      403,
    );
  });
});
