// A subscription endpoint is a URL the server will call (docs/product/notifications.md, decision 0053): https
// only, on a browser push service's host, unless PUSH_ALLOWED_HOSTS names others (tests name their
// local push service). The endpoint kept and called is the normalised URL that was checked.
import { isIP } from 'node:net';
import { z } from 'zod';
import { invalid } from '../errors.ts';

/** Browsers' push services: Chrome/Edge/Android (FCM), Firefox, Safari, and Windows' own. */
const PUSH_SERVICE_HOSTS = [
  /^fcm\.googleapis\.com$/,
  /^android\.googleapis\.com$/,
  /^updates\.push\.services\.mozilla\.com$/,
  /^[a-z0-9-]+\.push\.services\.mozilla\.com$/,
  /^web\.push\.apple\.com$/,
  /^[a-z0-9-]+\.push\.apple\.com$/,
  /^[a-z0-9-]+\.notify\.windows\.com$/,
];
export const BAD_ENDPOINT =
  'Invalid subscription - the endpoint must be an https URL of a browser push service';

const base64url = (bytes: number) =>
  z
    .string()
    .regex(/^[A-Za-z0-9_-]+={0,2}$/, 'must be base64url')
    .refine((s) => Buffer.from(s, 'base64url').length === bytes, `must hold ${bytes} bytes`);

export const subscriptionSchema = z.object({
  subscription: z.object({
    endpoint: z.string().max(1024),
    // An uncompressed P-256 public key and a 16-byte auth secret (RFC 8291).
    keys: z.object({ p256dh: base64url(65), auth: base64url(16) }),
  }),
});
export const unsubscribeSchema = z.object({ endpoint: z.string().max(1024) });

/** Parses PUSH_ALLOWED_HOSTS: comma-separated `host` or `host:port`. */
export function allowedHosts(setting: string): string[] {
  return setting
    .split(',')
    .map((h) => h.trim().toLowerCase())
    .filter(Boolean);
}

// Letters, digits, hyphens and dots only: no escapes (`%2e`), no backslashes, no IPv6 brackets.
const PLAIN_HOSTNAME = /^[a-z0-9-]+(\.[a-z0-9-]+)*$/;

/** PUSH_ALLOWED_HOSTS names this host (with its port, or without one when the URL has none). */
export function namedByOperator(url: URL, extraHosts: readonly string[]): boolean {
  return extraHosts.includes(url.host) || (url.port === '' && extraHosts.includes(url.hostname));
}

/**
 * The endpoint as the URL every part of the server reads alike, or null when it may not be called.
 * The authority must be written plainly: `https://2130706433%2enotify.windows.com/x` reads as a
 * Windows host to the WHATWG parser but as 2130706433 (127.0.0.1) to web-push's legacy one.
 */
export function pushEndpointUrl(endpoint: string, extraHosts: readonly string[]): URL | null {
  let url: URL;
  try {
    url = new URL(endpoint);
  } catch {
    return null;
  }
  const authority = /^https:\/\/([^/?#]*)/i.exec(endpoint)?.[1]?.toLowerCase();
  if (url.protocol !== 'https:' || authority !== url.host || !PLAIN_HOSTNAME.test(url.hostname)) return null;
  const named = namedByOperator(url, extraHosts);
  // A single label (`intranet`, `localhost`) or a bare address is never a push service's.
  const plainName = url.hostname.includes('.') && isIP(url.hostname) === 0;
  const known = plainName && url.port === '' && PUSH_SERVICE_HOSTS.some((re) => re.test(url.hostname));
  return known || named ? url : null;
}

/** The normalised endpoint to keep; anything else → 400. */
export function checkedPushEndpoint(endpoint: string, extraHosts: readonly string[]): string {
  const url = pushEndpointUrl(endpoint, extraHosts);
  if (!url) throw invalid(BAD_ENDPOINT);
  return url.href;
}
