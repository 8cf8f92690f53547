// A subscription endpoint is a URL the server will call (docs/product/notifications.md): https only, on a browser push
// service's host, unless PUSH_ALLOWED_HOSTS names others (tests name their local push service).
import { z } from 'zod';
import { badRequest } from '../errors.ts';

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

export function assertPushEndpoint(endpoint: string, extraHosts: readonly string[]): void {
  let url: URL;
  try {
    url = new URL(endpoint);
  } catch {
    throw badRequest(BAD_ENDPOINT);
  }
  const known = PUSH_SERVICE_HOSTS.some((re) => re.test(url.hostname)) && url.port === '';
  const allowed = extraHosts.includes(url.host) || (url.port === '' && extraHosts.includes(url.hostname));
  if (url.protocol !== 'https:' || url.username || url.password || !(known || allowed)) {
    throw badRequest(BAD_ENDPOINT);
  }
}
