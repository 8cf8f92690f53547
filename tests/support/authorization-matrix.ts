// biome-ignore-all lint/suspicious/noExplicitAny: tests read whatever JSON came back
// The authorisation matrix every admin route must pass (docs/product/roles.md): nobody signed in → 401
// `{ error }`, a visitor's cookie alone → 401, a made-up bearer → 401, a signed-in account that is
// not an admin → 403 by cookie or bearer, an admin → the route's success status by cookie or bearer.
// A refused call changes nothing the route could have touched.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminAndMember, type SignedInAccount } from './accounts.ts';
import { visitorWithCookie } from './public-api.ts';
import { type Client, startTestApp, type TestApp } from './test-app.ts';

export type MatrixRoute<Target> = {
  name: string;
  method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  path: (x: Target) => string;
  body?: unknown;
  ok: number;
  /** What a successful admin call visibly did (checked on the answer). */
  did?: (body: any, x: Target) => void;
};

/** A signed-in account: a client holding its session cookie, and its bearer token. */
export type Caller = { client: Client; token: string };

export type MatrixContext<Target> = {
  /** A fresh client with no cookies. */
  anonymous: () => Client;
  /** A client holding only a visitor cookie. */
  visitor: () => Client;
  member: () => Caller;
  admin: () => Caller;
  /** A fresh thing for the route to act on. */
  target: () => Promise<Target>;
  /** Everything a call could change, to compare before and after a refused call. */
  state: (x: Target) => Promise<unknown>;
};

const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

export const callRoute = <Target>(
  client: Client,
  route: MatrixRoute<Target>,
  x: Target,
  headers?: Record<string, string>,
) => client.request(route.method, route.path(x), route.body, headers);

export function describeAuthorizationMatrix<Target>(
  routes: MatrixRoute<Target>[],
  ctx: MatrixContext<Target>,
): void {
  const refusedWithoutChange = async (x: Target, call: () => Promise<{ status: number; body: any }>) => {
    const before = await ctx.state(x);
    const res = await call();
    expect(await ctx.state(x)).toEqual(before);
    return res;
  };

  describe.each(routes)('$method $name', (route) => {
    it('answers 401 { error } to a caller who is not signed in, and changes nothing', async () => {
      const x = await ctx.target();
      const res = await refusedWithoutChange(x, () => callRoute(ctx.anonymous(), route, x));
      expect(res.status).toBe(401);
      expect(typeof res.body.error).toBe('string');
    });

    it('answers 401 to a visitor who only has the visitor cookie, and changes nothing', async () => {
      const x = await ctx.target();
      const res = await refusedWithoutChange(x, () => callRoute(ctx.visitor(), route, x));
      expect(res.status).toBe(401);
    });

    it('answers 401 to a made-up or malformed bearer token', async () => {
      const x = await ctx.target();
      const { token } = ctx.admin();
      // The bare session id (the part before the signature) is refused too: only signed tokens count.
      const bare = decodeURIComponent(token).split('.')[0];
      for (const authorization of [
        'Bearer not-a-real-token.abc',
        'Bearer ',
        `Basic ${token}`,
        `Bearer ${token}x`,
        `Bearer ${bare}`,
      ]) {
        const res = await refusedWithoutChange(x, () =>
          callRoute(ctx.anonymous(), route, x, { authorization }),
        );
        expect(res.status, authorization).toBe(401);
        expect(typeof res.body.error).toBe('string');
      }
    });

    it('answers 403 { error } to a signed-in account that is not an admin, by cookie or bearer', async () => {
      const x = await ctx.target();
      const member = ctx.member();
      const byCookie = await refusedWithoutChange(x, () => callRoute(member.client, route, x));
      expect(byCookie.status).toBe(403);
      expect(byCookie.body.error).toMatch(/not an admin/i);
      const byBearer = await refusedWithoutChange(x, () =>
        callRoute(ctx.anonymous(), route, x, bearer(member.token)),
      );
      expect(byBearer.status).toBe(403);
    });

    it('lets an admin in with the session cookie', async () => {
      const x = await ctx.target();
      const res = await callRoute(ctx.admin().client, route, x);
      expect(res.status).toBe(route.ok);
      route.did?.(res.body, x);
    });

    it('lets an admin in with Authorization: Bearer and no cookie', async () => {
      const x = await ctx.target();
      const res = await callRoute(ctx.anonymous(), route, x, bearer(ctx.admin().token));
      expect(res.status).toBe(route.ok);
      route.did?.(res.body, x);
    });
  });
}

/**
 * Every write of `routes` from a browser: refused (403, nothing changed) when it comes from another
 * site carrying the admin's cookie, accepted from the app's own origin (`ownOrigin`).
 */
export function describeCrossSiteWrites<Target>(
  routes: MatrixRoute<Target>[],
  ctx: Pick<MatrixContext<Target>, 'admin' | 'target' | 'state'> & { ownOrigin: () => string },
): void {
  describe.each(routes.filter((r) => r.method !== 'GET'))('$method $name from a browser', (route) => {
    it('refuses a write from another site carrying the admin cookie (403), and changes nothing', async () => {
      const x = await ctx.target();
      const before = await ctx.state(x);
      const res = await callRoute(ctx.admin().client, route, x, { origin: 'https://evil.example' });
      expect(res.status).toBe(403);
      expect(await ctx.state(x)).toEqual(before);
    });

    it('accepts the same write from the app’s own origin', async () => {
      const x = await ctx.target();
      const res = await callRoute(ctx.admin().client, route, x, { origin: ctx.ownOrigin() });
      expect(res.status).toBe(route.ok);
      route.did?.(res.body, x);
    });
  });
}

/** A test app of its own with its admin, a signed-in member who is not one, and a visitor. */
export type MatrixApp = { t: TestApp; admin: SignedInAccount; member: SignedInAccount; visitor: Client };

/** Starts a MatrixApp before the file's tests and closes it after; its fields are set from then on. */
export function matrixApp(): MatrixApp {
  const app = {} as MatrixApp;
  beforeAll(async () => {
    app.t = await startTestApp();
    Object.assign(app, await adminAndMember(app.t));
    app.visitor = (await visitorWithCookie(app.t)).client;
  });
  afterAll(async () => {
    await app.t?.close();
  });
  return app;
}

/** The authorisation matrix and the cross-site writes of `routes`, on a MatrixApp. */
export function describeAdminRoutes<Target>(
  app: MatrixApp,
  routes: MatrixRoute<Target>[],
  ctx: Pick<MatrixContext<Target>, 'target' | 'state'>,
): void {
  describeAuthorizationMatrix(routes, {
    anonymous: () => app.t.client(),
    visitor: () => app.visitor,
    member: () => app.member,
    admin: () => app.admin,
    ...ctx,
  });
  describeCrossSiteWrites(routes, {
    admin: () => app.admin,
    ownOrigin: () => new URL(app.t.url).origin,
    ...ctx,
  });
}
