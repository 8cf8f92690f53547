// Where better-auth may send a browser after confirming, resetting or signing in: this site only.
import type { FastifyRequest } from 'fastify';

const REDIRECT_FIELDS = ['callbackURL', 'errorCallbackURL', 'newUserCallbackURL', 'redirectTo'];

/**
 * A path on this site or a full URL of PUBLIC_URL's origin, judged after normalisation: better-auth
 * resolves '/.//evil.com' to '//evil.com' and hands that back as a Location, which a browser reads
 * as another host. Backslashes are refused outright (browsers read them as slashes).
 */
export function isOwnUrl(value: unknown, publicOrigin: string): boolean {
  if (value === undefined) return true;
  if (typeof value !== 'string') return false;
  if (value.includes('\\')) return false;
  try {
    const url = new URL(value, `${publicOrigin}/`);
    return url.origin === publicOrigin && !url.pathname.startsWith('//');
  } catch {
    return false;
  }
}

/** Every redirect target a request names, in its body or its query. */
export function redirectTargets(request: FastifyRequest): unknown[] {
  const sources = [request.body, request.query] as (Record<string, unknown> | undefined)[];
  return sources.flatMap((source) =>
    source && typeof source === 'object' ? REDIRECT_FIELDS.map((field) => source[field]) : [],
  );
}
