// The one place that decides which path a request is for (decisions 0022 and 0050). It runs as
// Fastify's `rewriteUrl`, before the router, and every check reads its answer (`routedPath`), never
// the request line: the API's one spelling, the cache header of API answers, the /api/auth limits
// and name rule, the page fallback. The checks used to read `request.url` with their own regexes
// while the router read the path its own way, so `POST http://localhost/api/auth/sign-in/email`
// (absolute form) or `/%61pi/health` reached the API with every check looking elsewhere.
// - An absolute-form target is served as the path it names when it names PUBLIC_URL's host (HTTP
//   says a server must accept that form), and refused for any other host; so is any other target
//   that is not a path (`*`), a fragment, a NUL in the address, a second Host header.
// - The path is read as the router reads it (find-my-way decodes %-escapes other than reserved
//   characters), so `/%61pi/health` is an API path.
// - An API path must already be its one spelling, with no %-escape at all: then the router, every
//   check and better-auth read the very same string.
import type { IncomingMessage } from 'node:http';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { type AppError, invalid, notFound } from '../errors.ts';

export const NOT_THIS_SITE = 'Invalid request - the request line must name a path on this site';
export const TWO_HOSTS = 'Invalid request - more than one Host header';
export const FRAGMENT = 'Invalid request - the address holds a fragment';
export const NUL_IN_ADDRESS = 'Invalid request - the address contains a NUL character';

type Decision = { path: string; url: string; refusal?: AppError };
// Decided before Fastify makes its request, so kept on the incoming message itself: it lives and
// dies with the request, and no module holds anything of it (decision 0090).
const DECISION = Symbol('courtside target decision');
type DecidedMessage = IncomingMessage & { [DECISION]?: Decision };
const decisionOf = (req: IncomingMessage) => (req as DecidedMessage)[DECISION];

const ABSOLUTE_FORM = /^(https?):\/\/([^/?#]*)(.*)$/is;
// Segments of unreserved characters, none empty and none starting with a dot: nothing in such a
// path can normalise, so the costly URL parse in isCanonicalApiPath is only for the rest.
const PLAIN_PATH = /^(?:\/[\w~-][\w.~-]*)+$/;

/** True for a path under /api (any letter case: such a path is judged, never served as a page). */
export const isApiPath = (path: string) => /^\/api(\/|$)/i.test(path);

/**
 * An API path in its one spelling (decision 0022): no %-escape, no empty or dot segment, no
 * backslash, no trailing slash, nothing the URL parser (better-auth's) would rewrite.
 */
export function isCanonicalApiPath(path: string): boolean {
  if (PLAIN_PATH.test(path)) return true;
  if (/[%\\]|\/\/|.\/$/.test(path)) return false;
  try {
    return new URL(path, 'http://canonical.invalid').pathname === path;
  } catch {
    return false;
  }
}

/** The path as find-my-way matches it: escapes decoded, except reserved characters and `%25`. */
function asRouterReadsIt(path: string): string {
  if (!path.includes('%')) return path;
  try {
    return decodeURI(path.replaceAll(/%25/g, '%2525'));
  } catch {
    return path; // The router refuses it as a bad address (400).
  }
}

/**
 * Where a request goes, and why it may not. `hostHeaders`: how many Host lines it sent; `ownHost`:
 * PUBLIC_URL's host (with its port, unless the default one).
 */
export function decideTarget(rawUrl: string, hostHeaders: number, ownHost: string): Decision {
  const absolute = rawUrl.startsWith('/') ? null : ABSOLUTE_FORM.exec(rawUrl);
  const rest = absolute ? (absolute[3] ?? '') : rawUrl;
  const url = rest.startsWith('/') ? rest : `/${rest}`;
  const rawPath = url.split('?', 1)[0] ?? '/';
  const path = asRouterReadsIt(rawPath);
  const refusal = refusalOf();
  return refusal ? { path, url, refusal } : { path, url };

  function refusalOf(): AppError | undefined {
    if (rawUrl.includes('%00') || rawUrl.includes('\u0000')) return invalid(NUL_IN_ADDRESS);
    if (hostHeaders > 1) return invalid(TWO_HOSTS);
    const namesThisSite =
      rawUrl.startsWith('/') || (absolute && namesHost(absolute[1], absolute[2], ownHost));
    if (!namesThisSite) return invalid(NOT_THIS_SITE);
    if (url.includes('#')) return invalid(FRAGMENT);
    if (isApiPath(path) && !isCanonicalApiPath(rawPath)) return notFound('Not found');
    return undefined;
  }
}

function namesHost(scheme = '', authority = '', ownHost = ''): boolean {
  if (authority.includes('@')) return false;
  try {
    return new URL(`${scheme.toLowerCase()}://${authority}`).host === ownHost;
  } catch {
    return false;
  }
}

/** How many Host lines a request sent (Node keeps only the first in `headers`). */
function hostLines(rawHeaders: readonly string[]): number {
  let count = 0;
  for (let i = 0; i < rawHeaders.length; i += 2) if (rawHeaders[i]?.toLowerCase() === 'host') count++;
  return count;
}

/** Fastify's `rewriteUrl`: decides each request's target before the router sees it. */
export function targetDecider(publicUrl: string): (req: IncomingMessage) => string {
  const ownHost = new URL(publicUrl).host;
  return (req) => {
    const raw = req.url ?? '/';
    const decision = decideTarget(raw, hostLines(req.rawHeaders), ownHost);
    (req as DecidedMessage)[DECISION] = decision;
    // HTTP: a request line that names the host overrides the Host header.
    if (!decision.refusal && !raw.startsWith('/')) req.headers.host = ownHost;
    return decision.url;
  };
}

/** The first hook: answers a refused target before any other check or handler runs. */
export function refuseBadTargets(app: FastifyInstance): void {
  app.addHook('onRequest', (request, _reply, done) => done(decisionOf(request.raw)?.refusal));
}

/** The query-less path the router matched, as every check must judge it. */
export const routedPath = (request: FastifyRequest): string =>
  decisionOf(request.raw)?.path ?? asRouterReadsIt(request.url.split('?', 1)[0] ?? '/');
