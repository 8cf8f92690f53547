// One spelling per API address (decision 0022). Fastify routes the raw path, better-auth the
// WHATWG-normalised one, and every check in between (rate limits, the account-name rule) reads the
// raw one. `/api/auth/./sign-in/email` used to slip past the checks and still sign in, so an /api
// path that normalises to something else, or spells a plain character in %-escapes, is refused
// before any check or handler runs: the path each of them sees is the path that is served.
import type { FastifyInstance } from 'fastify';
import { notFound } from './errors.ts';

const BASE = 'http://canonical.invalid';
// %-escapes of characters that need none (letters, digits, - . _ ~) are another spelling of them.
const ESCAPED_UNRESERVED = /%(2[dDeE]|3\d|[46][1-9a-fA-F]|[57][0-9aA]|5[fF]|7[eE])/;

// Segments of unreserved characters, none empty and none starting with a dot: nothing in such a
// path can normalise, so the costly URL parse below is only for the rest.
const PLAIN_PATH = /^(?:\/[\w~-][\w.~-]*)+$/;

export function isCanonicalPath(path: string): boolean {
  if (PLAIN_PATH.test(path)) return true;
  if (path.includes('//') || path.includes('\\') || ESCAPED_UNRESERVED.test(path)) return false;
  if (path.length > 1 && path.endsWith('/')) return false;
  try {
    return new URL(path, BASE).pathname === path;
  } catch {
    return false;
  }
}

/** True for an address under /api (any letter case: such a path is judged, never served as a page). */
export const isApiPath = (url: string) => /^\/api(\/|\?|$)/i.test(url);

/** Answers 404 for an /api address that is not already in its one canonical form. */
export function refuseNonCanonicalApiPaths(app: FastifyInstance): void {
  app.addHook('onRequest', (request, _reply, done) => {
    const path = request.url.split('?', 1)[0] ?? '';
    if (isApiPath(path) && !isCanonicalPath(path)) return done(notFound('Not found'));
    done();
  });
}
