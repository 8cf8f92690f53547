// biome-ignore-all lint/suspicious/noExplicitAny: tests read whatever JSON came back
// Who may manage bookings and cash (docs/product/roles.md, docs/product/roles.md): every admin booking call checks the role
// on the server. Nobody signed in → 401; a visitor's cookie alone → 401; a signed-in account that is
// not an admin → 403; an admin → 2xx, with the session cookie or `Authorization: Bearer <token>`.
// A refused call changes nothing.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  adminAndMember,
  bearer,
  type SignedInAccount,
  signedInAccount,
  signIn,
} from '../support/accounts.ts';
import { callRoute, describeAuthorizationMatrix, type MatrixRoute } from '../support/authorization-matrix.ts';
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

const ROUTES: MatrixRoute<Target>[] = [
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

/** A fresh upcoming session with one unpaid booking, Ann, added by the admin. */
async function target(): Promise<Target> {
  const session = await makeSession(t.db.db);
  const res = await admin.client.post(`/api/sessions/${session.id}/bookings/admin`, { name: 'Ann' });
  expect(res.status).toBe(201);
  return { sessionId: session.id, bookingId: res.body.bookings[0].id };
}

/** Everything a call could have changed, read straight from the database. */
const rowsOf = (x: Target) =>
  t.db.db.selectFrom('bookings').selectAll().where('session_id', '=', x.sessionId).orderBy('seq').execute();

describeAuthorizationMatrix(ROUTES, {
  anonymous: () => t.client(),
  visitor: () => visitor,
  member: () => member,
  admin: () => admin,
  target,
  state: rowsOf,
});

describe.each(ROUTES.filter((r) => r.method !== 'GET'))('$method $name from a browser', (route) => {
  it('refuses a write from another site carrying the admin cookie (403), and changes nothing', async () => {
    const x = await target();
    const before = await rowsOf(x);
    const res = await callRoute(admin.client, route, x, { origin: 'https://evil.example' });
    expect(res.status).toBe(403);
    expect(await rowsOf(x)).toEqual(before);
  });

  it('accepts the same write from the app’s own origin', async () => {
    const x = await target();
    const res = await callRoute(admin.client, route, x, { origin: new URL(t.url).origin });
    expect(res.status).toBe(route.ok);
    route.did?.(res.body, x);
  });
});

describe('the role is checked on every call, not remembered', () => {
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
    expect((await t.client().get('/api/sessions/unpaid-bookings', bearer(extra.token))).status).toBe(403);
  });
});
