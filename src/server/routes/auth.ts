// better-auth mounted at /api/auth (its standard paths) and GET /api/me (docs/product/roles.md).
// Fastify has already read the body, so the request is rebuilt for better-auth's fetch handler.
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { requiredText } from '#core/session-input.ts';
import type { Auth } from '../auth/auth.ts';
import { authLimits } from '../auth/auth-limits.ts';
import { signedInUser } from '../auth/guards.ts';
import { isOwnUrl, redirectTargets } from '../auth/redirect-targets.ts';
import { isAdmin } from '../auth/roles.ts';
import { forbidden, parseOr400, unauthenticated } from '../errors.ts';
import { routedPath } from '../plugins/request-target.ts';
import type { RouteDeps } from './deps.ts';

/** The account name goes into emails and onto the "not an admin" page: one plain line. */
const NAMED_PATHS = /^\/api\/auth\/(sign-up\/email|update-user)$/i;
const accountName = z.object({ name: requiredText('Name', 100).optional() });

function toFetchRequest(request: FastifyRequest, base: string): Request {
  const headers = new Headers();
  for (const [key, value] of Object.entries(request.headers)) {
    if (value === undefined || key === 'content-length') continue;
    headers.set(key, Array.isArray(value) ? value.join(', ') : value);
  }
  const hasBody = request.method !== 'GET' && request.method !== 'HEAD' && request.body !== undefined;
  // request.url is the target request-target.ts decided: the very path the checks judged.
  return new Request(new URL(request.url, base), {
    method: request.method,
    headers,
    body: hasBody ? JSON.stringify(request.body) : undefined,
  });
}

const SERVER_FAULT = 'Something went wrong. Please try again.';

/**
 * better-auth answers errors as `{ message, code }` (its web client reads those) or, for unknown
 * paths and its own faults, with no body. Every API error carries `{ error }` (docs/product/api.md), so it
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
    const { auth, config } = deps;
    const limits = authLimits(deps);
    const publicOrigin = new URL(config.publicUrl).origin;

    app.route({
      method: ['GET', 'POST'],
      url: '/auth/*',
      preHandler: async function (request, reply) {
        if (!redirectTargets(request).every((target) => isOwnUrl(target, publicOrigin))) {
          throw forbidden('Redirects may only lead to this site.');
        }
        if (request.method !== 'POST') return;
        if (NAMED_PATHS.test(routedPath(request))) parseOr400(accountName, request.body);
        await limits.before(this, request, reply, routedPath(request));
      },
      handler: async (request, reply) => {
        const response = await auth.handler(toFetchRequest(request, config.publicUrl));
        if (request.method === 'POST') await limits.after(request, routedPath(request), response.status);
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
      if (!user) throw unauthenticated();
      return {
        user: { id: user.id, email: user.email, name: user.name },
        isAdmin: isAdmin(user, config.adminEmails),
      };
    });
  };
