// Security headers with a strict Content-Security-Policy, and the Origin check that makes every
// state-changing browser call CSRF-safe together with SameSite cookies (DESIGN.md §4, §8).
import helmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';
import type { Config } from './config.ts';
import { forbidden } from './errors.ts';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

export async function registerSecurity(app: FastifyInstance, config: Config): Promise<void> {
  const https = config.publicUrl.startsWith('https://');
  await app.register(helmet, {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        // Radix and sonner position elements with inline style attributes; scripts stay strict.
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:'],
        fontSrc: ["'self'"],
        connectSrc: ["'self'"],
        workerSrc: ["'self'"],
        manifestSrc: ["'self'"],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        frameAncestors: ["'none'"],
        ...(https ? { upgradeInsecureRequests: [] } : {}),
      },
    },
    hsts: https ? { maxAge: 15552000, includeSubDomains: false } : false,
    crossOriginEmbedderPolicy: false,
  });

  const publicOrigin = new URL(config.publicUrl).origin;
  app.addHook('onRequest', async (request) => {
    if (SAFE_METHODS.has(request.method)) return;
    const origin = request.headers.origin;
    // Browsers send Origin on every cross-origin write; non-browser clients (CLI, bearer) may not.
    if (origin === undefined) return;
    const sameHost = origin === `${request.protocol}://${request.headers.host}`;
    if (origin !== publicOrigin && !sameHost) throw forbidden('Cross-site request refused');
  });
}
