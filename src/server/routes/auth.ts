// better-auth mounted at /api/auth (its standard paths) and GET /api/me (DESIGN.md §4).
// Fastify has already read the body, so the request is rebuilt for better-auth's fetch handler.
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { requiredText } from '../../core/session-input.ts';
import type { Auth } from '../auth/auth.ts';
import { signedInUser } from '../auth/guards.ts';
import { isAdmin } from '../auth/roles.ts';
import { forbidden, parseOr400, unauthorized } from '../errors.ts';
import { enforceLimits, rateLimitsFor } from '../rate-limit.ts';
import type { RouteDeps } from './deps.ts';

const LIMITED_PATHS = /^\/api\/auth\/(sign-in|sign-up|request-password-reset|reset-password)/;
/** Password guesses against one account, whatever IPs they come from. */
const ATTEMPTS_PER_EMAIL_PER_MIN = 10;

const REDIRECT_FIELDS = ['callbackURL', 'errorCallbackURL', 'newUserCallbackURL', 'redirectTo'];

/** The account name goes into emails and onto the "not an admin" page: one plain line. */
const NAMED_PATHS = /^\/api\/auth\/(sign-up\/email|update-user)(\?|$)/;
const accountName = z.object({ name: requiredText('Name', 100).optional() });

/** Only paths on this site, or full URLs of PUBLIC_URL's origin: no open redirects after sign-in. */
function isOwnUrl(value: unknown, publicOrigin: string): boolean {
  if (typeof value !== 'string') return true;
  if (value.startsWith('/') && !value.startsWith('//') && !value.startsWith('/\\')) return true;
  try {
    return new URL(value).origin === publicOrigin;
  } catch {
    return false;
  }
}

function redirectTargets(request: FastifyRequest): unknown[] {
  const sources = [request.body, request.query] as (Record<string, unknown> | undefined)[];
  return sources.flatMap((source) =>
    source && typeof source === 'object' ? REDIRECT_FIELDS.map((field) => source[field]) : [],
  );
}

function emailOf(body: unknown): string | null {
  const email = (body as { email?: unknown } | undefined)?.email;
  return typeof email === 'string' ? email.trim().toLowerCase().slice(0, 320) : null;
}

function toFetchRequest(request: FastifyRequest, base: string): Request {
  const headers = new Headers();
  for (const [key, value] of Object.entries(request.headers)) {
    if (value === undefined || key === 'content-length') continue;
    headers.set(key, Array.isArray(value) ? value.join(', ') : value);
  }
  const hasBody = request.method !== 'GET' && request.method !== 'HEAD' && request.body !== undefined;
  return new Request(new URL(request.url, base), {
    method: request.method,
    headers,
    body: hasBody ? JSON.stringify(request.body) : undefined,
  });
}

const SERVER_FAULT = 'Something went wrong. Please try again.';

/**
 * better-auth answers errors as `{ message, code }` (its web client reads those) or, for unknown
 * paths and its own faults, with no body. Every API error carries `{ error }` (DESIGN.md §5), so it
 * is added; a fault says no more than any other 500.
 */
export function authErrorBody(status: number, text: string): Record<string, unknown> {
  if (status >= 500) return { error: SERVER_FAULT };
  let body: Record<string, unknown> = {};
  try {
    const parsed: unknown = text ? JSON.parse(text) : null;
    if (parsed && typeof parsed === 'object' && !Array.isArray(parsed))
      body = parsed as Record<string, unknown>;
  } catch {}
  const message = typeof body.message === 'string' && body.message ? body.message : undefined;
  return { ...body, error: message ?? (status === 404 ? 'Not found' : 'Request refused') };
}

export const authRoutes =
  (deps: RouteDeps & { auth: Auth }): FastifyPluginAsync =>
  async (app) => {
    const { auth, config, db } = deps;
    const limit = rateLimitsFor(db, config, 'sign-in');
    const publicOrigin = new URL(config.publicUrl).origin;

    app.route({
      method: ['GET', 'POST'],
      url: '/auth/*',
      preHandler: async function (request, reply) {
        if (!redirectTargets(request).every((target) => isOwnUrl(target, publicOrigin))) {
          throw forbidden('Redirects may only lead to this site.');
        }
        if (request.method === 'POST' && NAMED_PATHS.test(request.url)) parseOr400(accountName, request.body);
        if (request.method !== 'POST' || !LIMITED_PATHS.test(request.url)) return;
        await limit.call(this, request, reply);
        const email = emailOf(request.body);
        if (email) await enforceLimits(db, reply, [[`sign-in:email:${email}`, ATTEMPTS_PER_EMAIL_PER_MIN]]);
      },
      handler: async (request, reply) => {
        const response = await auth.handler(toFetchRequest(request, config.publicUrl));
        reply.code(response.status);
        response.headers.forEach((value, key) => {
          if (key !== 'set-cookie' && key !== 'content-length') reply.header(key, value);
        });
        const cookies = response.headers.getSetCookie();
        if (cookies.length > 0) reply.header('set-cookie', cookies);
        if (response.status < 400) return reply.send(Buffer.from(await response.arrayBuffer()));
        if (response.status >= 500) request.log.error({ status: response.status }, 'better-auth failed');
        return reply
          .type('application/json; charset=utf-8')
          .send(authErrorBody(response.status, await response.text()));
      },
    });

    app.get('/me', async (request) => {
      const user = await signedInUser(auth, request);
      if (!user) throw unauthorized();
      return {
        user: { id: user.id, email: user.email, name: user.name },
        isAdmin: isAdmin(user, config.adminEmails),
      };
    });
  };
