// POST /api/user-session/reconcile (docs/product/api.md, docs/product/roles.md): the cookie wins; with no cookie a known
// sessionId re-binds it; otherwise a new id is minted. The sessionId is the visitor's credential,
// `<id>.<signature>` (decision 0060); tests/api/visitor-credentials.test.ts has what it refuses.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeSession } from '../support/fixtures.ts';
import {
  book,
  byLink,
  idOfCredential,
  VISITOR_COOKIE,
  visitorIdOf,
  visitorSetCookie,
} from '../support/public-api.ts';
import { startTestApp, type TestApp } from '../support/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(async () => {
  await t?.close();
});

const reconcile = (client: ReturnType<TestApp['client']>, body: unknown) =>
  client.post('/api/user-session/reconcile', body);
const ID_SHAPE = /^[A-Za-z0-9_-]{22}$/; // 128 random bits, base64url
const CREDENTIAL_SHAPE = /^[A-Za-z0-9_-]{22}\.[A-Za-z0-9_-]{22}$/; // the id, then 128 bits of signature
/** The credential the client's cookie holds. */
const cookieOf = (client: ReturnType<TestApp['client']>) => client.cookies.get(VISITOR_COOKIE);

describe('POST /api/user-session/reconcile', () => {
  it('mints a new id in an httpOnly, SameSite=Lax cookie when there is no cookie and no id', async () => {
    const visitor = t.client();
    const res = await reconcile(visitor, {});
    expect(res.status).toBe(200);
    expect(Object.keys(res.body)).toEqual(['sessionId']);
    expect(res.body.sessionId).toMatch(CREDENTIAL_SHAPE);
    const line = visitorSetCookie(res);
    expect(line).toBeDefined();
    expect(line).toMatch(/;\s*HttpOnly/i);
    expect(line).toMatch(/;\s*SameSite=Lax/i);
    expect(line).toMatch(/;\s*Path=\//i);
    expect(cookieOf(visitor)).toBe(res.body.sessionId);
  });

  it('mints a new id for a null sessionId', async () => {
    const res = await reconcile(t.client(), { sessionId: null });
    expect(res.status).toBe(200);
    expect(res.body.sessionId).toMatch(CREDENTIAL_SHAPE);
  });

  it('mints a different id for an unknown sessionId instead of trusting it', async () => {
    const unknown = 'AAAAAAAAAAAAAAAAAAAAAA'; // the right shape, but never issued
    const visitor = t.client();
    const res = await reconcile(visitor, { sessionId: unknown });
    expect(res.status).toBe(200);
    expect(res.body.sessionId).toMatch(CREDENTIAL_SHAPE);
    expect(idOfCredential(res.body.sessionId)).not.toBe(unknown);
    expect(cookieOf(visitor)).toBe(res.body.sessionId);
  });

  it.each([
    ['too short', 'abc'],
    ['with invalid characters', 'not a valid id!!!!!!!!'],
    ['empty', ''],
  ])('mints a new id for a sessionId that is %s', async (_label, sessionId) => {
    const visitor = t.client();
    const res = await reconcile(visitor, { sessionId });
    expect(res.status).toBe(200);
    expect(res.body.sessionId).toMatch(CREDENTIAL_SHAPE);
    expect(res.body.sessionId).not.toBe(sessionId);
    expect(visitorSetCookie(res)).toBeDefined();
  });

  it('mints a fresh id for every new visitor', async () => {
    const ids = await Promise.all(
      Array.from({ length: 5 }, async () => (await reconcile(t.client(), {})).body.sessionId),
    );
    expect(new Set(ids).size).toBe(5);
  });

  it('re-binds a known credential (from local storage) to a browser that lost its cookie', async () => {
    const first = t.client();
    const credential = (await reconcile(first, {})).body.sessionId as string;
    const id = idOfCredential(credential);
    expect(id).toMatch(ID_SHAPE);
    const session = await makeSession(t.deps);
    expect((await book(first, session.id, ['Rebound Rita'])).status).toBe(201);

    const sameVisitorNewBrowser = t.client();
    const res = await reconcile(sameVisitorNewBrowser, { sessionId: credential });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ sessionId: credential });
    expect(visitorSetCookie(res)).toMatch(new RegExp(`^${VISITOR_COOKIE}=${credential};`));
    // The re-bound browser sees the earlier booking as its own.
    const view = await byLink(sameVisitorNewBrowser, session.link);
    expect(view.userId).toBe(id);
    expect(view.bookings.find((b) => b.name === 'Rebound Rita')?.userId).toBe(id);
  });

  it('re-binds a credential first minted by a booking', async () => {
    const session = await makeSession(t.deps);
    const booker = t.client();
    expect((await book(booker, session.id, ['Cookie Carl'])).status).toBe(201);
    expect(visitorIdOf(booker)).toMatch(ID_SHAPE);
    const credential = cookieOf(booker);
    expect(credential).toMatch(CREDENTIAL_SHAPE);
    const res = await reconcile(t.client(), { sessionId: credential });
    expect(res.body).toEqual({ sessionId: credential });
  });

  it('keeps the cookie id when the body names a different (even known) id', async () => {
    const other = t.client();
    const otherId = (await reconcile(other, {})).body.sessionId as string;
    const me = t.client();
    const myId = (await reconcile(me, {})).body.sessionId as string;

    for (const sessionId of [otherId, 'AAAAAAAAAAAAAAAAAAAAAA', 'junk', null]) {
      const res = await reconcile(me, { sessionId });
      expect(res.status).toBe(200);
      expect(res.body).toEqual({ sessionId: myId });
      expect(cookieOf(me)).toBe(myId);
    }
  });

  it('answers the same id on repeated calls with the cookie', async () => {
    const me = t.client();
    const a = (await reconcile(me, {})).body.sessionId;
    const b = (await reconcile(me, { sessionId: a })).body.sessionId;
    expect(b).toBe(a);
  });

  it('ignores a forged cookie that is not an id and mints a proper one', async () => {
    const forged = t.client();
    forged.cookies.set(VISITOR_COOKIE, 'x');
    const res = await reconcile(forged, {});
    expect(res.status).toBe(200);
    expect(res.body.sessionId).toMatch(CREDENTIAL_SHAPE);
    expect(cookieOf(forged)).toBe(res.body.sessionId);
  });

  it('replaces a cookie id the server never issued, even when the body names the same id', async () => {
    const madeUp = 'ZZZZZZZZZZZZZZZZZZZZZZ'; // the right shape, but never issued
    const forged = t.client();
    forged.cookies.set(VISITOR_COOKIE, madeUp);
    const res = await reconcile(forged, { sessionId: madeUp });
    expect(res.status).toBe(200);
    expect(res.body.sessionId).toMatch(CREDENTIAL_SHAPE);
    expect(idOfCredential(res.body.sessionId)).not.toBe(madeUp);
    expect(visitorSetCookie(res)).toMatch(new RegExp(`^${VISITOR_COOKIE}=${res.body.sessionId};`));
    expect(cookieOf(forged)).toBe(res.body.sessionId);
    const stored = await t.db.db.selectFrom('visitors').select('id').where('id', '=', madeUp).execute();
    expect(stored).toEqual([]);
  });

  it.each([
    ['a number sessionId', { sessionId: 42 }],
    ['an object sessionId', { sessionId: { id: 'x' } }],
    ['a very long sessionId', { sessionId: 'a'.repeat(5000) }],
  ])('answers %s with 400 {error}, not 500', async (_label, body) => {
    const res = await reconcile(t.client(), body);
    expect(res.status).toBe(400);
    expect(typeof res.body.error).toBe('string');
  });
});
