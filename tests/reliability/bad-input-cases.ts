// Generated bad requests over every route of src/server/routes/*.ts (and the pages): odd paths,
// odd names, wrong JSON, odd bytes, odd headers, odd methods. Seeded, so a failure replays.

import { type Context, goodBody, ROUTES, type Route } from './bad-input-routes.ts';
import {
  badId,
  CONTENT_TYPES,
  hugeBody,
  mutate,
  ODD_METHODS,
  oddPath,
  oddQuery,
  rawBody,
} from './bad-input-values.ts';
import type { Rng } from './prng.ts';
import type { RawRequest } from './raw-http.ts';

export type { Context } from './bad-input-routes.ts';
export { ROUTES } from './bad-input-routes.ts';

export type Case = RawRequest & {
  /** What was done to the request, for the report. */
  kinds: string[];
  /** A > 16 KB JSON body to a known route that reads it: 413 and nothing else. */
  expect413: boolean;
};

function fill(path: string, ctx: Context, rng: Rng, bad: boolean): string {
  const id = (real: string) => (bad ? badId(rng) : real);
  return path
    .replace(':spare', id(ctx.spareSessionId))
    .replace(':fake', bad ? badId(rng) : 'no-such-session')
    .replace(':id', id(ctx.sessionId))
    .replace(':bookingId', id(rng.pick(ctx.bookingIds)))
    .replace(':link', bad ? badId(rng) : ctx.link);
}

function pickRoute(rng: Rng): Route {
  const total = ROUTES.reduce((n, r) => n + r.weight, 0);
  let roll = rng.int(total);
  for (const route of ROUTES) {
    roll -= route.weight;
    if (roll < 0) return route;
  }
  return ROUTES[0] as Route;
}

function credentials(route: Route, rng: Rng, ctx: Context, kinds: string[]): Record<string, string> {
  // Admin credentials go only to the routes marked 'admin' (none of which signs anyone out).
  const roll = rng.int(20);
  if (roll === 0) {
    kinds.push('junk cookie');
    return {
      cookie: rng.pick([
        'cs_visitor=not-an-id',
        `cs_visitor=${'a'.repeat(5000)}`,
        'cs_visitor="%ff"; cs_visitor=x',
        '=;;==',
        'better-auth.session_token=forged.token',
      ]),
    };
  }
  if (roll === 1) {
    kinds.push('junk bearer');
    return {
      authorization: rng.pick([
        'Bearer ',
        `Bearer ${'x'.repeat(3000)}`,
        'Bearer a.b.c',
        'Basic YWRtaW46YWRtaW4=',
        `Bearer ${ctx.adminToken}x`,
      ]),
    };
  }
  if (roll === 2) return {};
  if (route.who === 'admin') {
    return rng.chance(0.5) ? { cookie: ctx.adminCookie } : { authorization: `Bearer ${ctx.adminToken}` };
  }
  if (route.who === 'visitor' || rng.chance(0.3)) return { cookie: ctx.visitorCookie };
  return {};
}

function originHeader(
  rng: Rng,
  ctx: Context,
  kinds: string[],
): { headers: Record<string, string>; sameSite: boolean } {
  const roll = rng.int(20);
  if (roll === 0) {
    kinds.push('foreign origin');
    return { headers: { origin: 'https://evil.test' }, sameSite: false };
  }
  if (roll === 1) {
    kinds.push('origin null');
    return { headers: { origin: 'null' }, sameSite: false };
  }
  if (roll === 2) return { headers: {}, sameSite: true };
  return { headers: { origin: ctx.origin }, sameSite: true };
}

export function generateCase(rng: Rng, ctx: Context): Case {
  const route = pickRoute(rng);
  const kinds: string[] = [`${route.method} ${route.path}`];
  const badIds = rng.chance(0.2);
  if (badIds && /:(id|spare|fake|bookingId|link)/.test(route.path)) kinds.push('bad id');
  let path = fill(route.path, ctx, rng, badIds);
  const oddAddress = rng.chance(0.15);
  if (oddAddress) {
    path = oddPath(path, rng);
    kinds.push('odd path');
  }
  if (rng.chance(0.05)) {
    path += (path.includes('?') ? '&' : '') + oddQuery(rng).slice(path.includes('?') ? 1 : 0);
    kinds.push('odd query');
  }
  let method = route.method;
  if (rng.chance(0.08)) {
    method = rng.pick(ODD_METHODS);
    kinds.push(`method ${method}`);
  }
  const { headers: origin, sameSite } = originHeader(rng, ctx, kinds);
  const headers: Record<string, string> = { ...credentials(route, rng, ctx, kinds), ...origin };
  if (rng.chance(0.03))
    headers['x-request-id'] = rng.pick(['../../x', 'a'.repeat(500), '%00', 'id with spaces']);
  if (rng.chance(0.03)) headers['x-forwarded-for'] = rng.pick(['1.2.3.4', 'not-an-ip', '::1, 10.0.0.1']);

  let body: Buffer | undefined;
  let contentType: string | undefined;
  let huge = false;
  const sendsBody = method !== 'GET' && method !== 'HEAD';
  if (sendsBody && (route.body !== 'none' || rng.chance(0.3))) {
    contentType = 'application/json';
    const roll = rng.int(100);
    const base = goodBody(route.body, rng, ctx);
    if (roll < 4) {
      body = hugeBody(rng, route.body);
      huge = true;
      kinds.push(`huge body ${body.length} bytes`);
    } else if (roll < 40) {
      const raw = rawBody(rng, base);
      body = raw.bytes;
      kinds.push(raw.kind);
    } else if (roll < 90) {
      body = Buffer.from(JSON.stringify(mutate(base ?? {}, rng) ?? null));
      kinds.push('mutated JSON');
    } else {
      body = Buffer.from(JSON.stringify(base ?? {}));
      kinds.push('good JSON');
    }
    if (rng.chance(0.1)) {
      contentType = rng.pick(CONTENT_TYPES);
      kinds.push(`content-type ${contentType}`);
    } else if (rng.chance(0.02)) {
      contentType = undefined;
      kinds.push('no content-type');
    }
  }
  if (contentType) headers['content-type'] = contentType;
  const chunked = body !== undefined && rng.chance(0.05);
  if (chunked) kinds.push('chunked');
  const expect413 =
    huge &&
    !badIds &&
    !oddAddress &&
    method === route.method &&
    route.path.startsWith('/api/') &&
    contentType === 'application/json' &&
    sameSite;
  return { method, path, headers, body, chunked, kinds, expect413 };
}

/** The request as one line a person can replay. */
export function describeCase(c: Case): string {
  const body =
    c.body === undefined
      ? ''
      : ` body(${c.body.length} B)=${JSON.stringify(c.body.subarray(0, 300).toString('latin1'))}`;
  const headers = Object.entries(c.headers)
    .map(([k, v]) => `${k}: ${v.length > 80 ? `${v.slice(0, 80)}…(${v.length})` : v}`)
    .join('; ');
  const path = c.path.length > 300 ? `${c.path.slice(0, 300)}…(${c.path.length} chars)` : c.path;
  return `${c.method} ${path} [${headers}]${body} {${c.kinds.join(', ')}}`;
}
