// Security headers with a strict Content-Security-Policy, and the Origin check that makes every
// state-changing browser call CSRF-safe together with SameSite cookies (docs/product/roles.md, system.md).
import type { FastifyInstance } from 'fastify';
import type { Config } from '../config.ts';
import { forbidden } from '../errors.ts';
import { isApiPath, routedPath } from './request-target.ts';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

const CSP_DIRECTIVES: [string, string][] = [
  ['default-src', "'self'"],
  ['script-src', "'self'"],
  // Radix and sonner position elements with inline style attributes; scripts stay strict.
  ['style-src', "'self' 'unsafe-inline'"],
  ['img-src', "'self' data:"],
  ['font-src', "'self'"],
  ['connect-src', "'self'"],
  ['worker-src', "'self'"],
  ['manifest-src', "'self'"],
  ['object-src', "'none'"],
  ['base-uri', "'self'"],
  ['form-action', "'self'"],
  ['frame-ancestors', "'none'"],
];

/**
 * Every answer's security headers: helmet's defaults with our CSP (the set @fastify/helmet sent).
 * Built once per process; helmet rebuilt them for every request, a tenth of a health check's time.
 */
export function securityHeaders(publicUrl: string): [string, string][] {
  const https = publicUrl.startsWith('https://');
  const csp = CSP_DIRECTIVES.map(([name, value]) => `${name} ${value}`);
  if (https) csp.push('upgrade-insecure-requests');
  return [
    ['content-security-policy', csp.join(';')],
    ['cross-origin-opener-policy', 'same-origin'],
    ['cross-origin-resource-policy', 'same-origin'],
    ['origin-agent-cluster', '?1'],
    ['referrer-policy', 'no-referrer'],
    ...(https ? [['strict-transport-security', 'max-age=15552000'] as [string, string]] : []),
    ['x-content-type-options', 'nosniff'],
    ['x-dns-prefetch-control', 'off'],
    ['x-download-options', 'noopen'],
    ['x-frame-options', 'SAMEORIGIN'],
    ['x-permitted-cross-domain-policies', 'none'],
    ['x-xss-protection', '0'],
  ];
}

/**
 * The headers an API answer keeps (decision 0106): the ones that act on any answer. The others
 * (COOP, Origin-Agent-Cluster, DNS prefetch, IE's download and XSS filters, Flash's cross-domain
 * policies) act only on a document or on plug-ins, and no API answer is one.
 */
const API_HEADERS = new Set([
  'content-security-policy',
  'cross-origin-resource-policy',
  'referrer-policy',
  'strict-transport-security',
  'x-content-type-options',
  'x-frame-options',
]);

/**
 * The headers a built script or stylesheet keeps (decision 0200): nosniff and CORP act on any
 * subresource, Referrer-Policy on what a module script imports and a stylesheet loads, HSTS on the
 * host. A CSP, framing and the document headers do nothing on a file a page loads; they were half a
 * kilobyte on each, about 1 KB of the booking page's first load. The service worker, whose own CSP
 * would apply, is not under /assets/.
 */
const ASSET_HEADERS = new Set([
  'cross-origin-resource-policy',
  'referrer-policy',
  'strict-transport-security',
  'x-content-type-options',
]);
const isBuiltScriptOrStyle = (path: string) => path.startsWith('/assets/') && /\.(?:js|css)$/.test(path);

export async function registerSecurity(app: FastifyInstance, config: Config): Promise<void> {
  const headers = securityHeaders(config.publicUrl);
  const apiHeaders = headers.filter(([name]) => API_HEADERS.has(name));
  const assetHeaders = headers.filter(([name]) => ASSET_HEADERS.has(name));
  const headersFor = (path: string) =>
    isApiPath(path) ? apiHeaders : isBuiltScriptOrStyle(path) ? assetHeaders : headers;
  const publicOrigin = new URL(config.publicUrl).origin;
  app.addHook('onRequest', (request, reply, done) => {
    // On the raw answer, so streams that write their own head (live events) carry them too.
    for (const [name, value] of headersFor(routedPath(request))) reply.raw.setHeader(name, value);
    if (SAFE_METHODS.has(request.method)) return done();
    const origin = request.headers.origin;
    // Browsers send Origin on every cross-origin write; non-browser clients (CLI, bearer) may not.
    if (origin === undefined) return done();
    const sameHost = origin === `${request.protocol}://${request.headers.host}`;
    if (origin !== publicOrigin && !sameHost) return done(forbidden('Cross-site request refused'));
    done();
  });
}
