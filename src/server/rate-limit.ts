// Rate limits on booking, cancel, reconcile, saving names and sign-in (DESIGN.md §7): a counter per
// IP and one per visitor, both checked on every request, kept in the database so every process
// behind a load balancer shares them. (@fastify/rate-limit runs only one limiter per request:
// decision 0002.)
import type { FastifyInstance, FastifyReply, preHandlerAsyncHookHandler } from 'fastify';
import { visitorIdFromCookie } from './auth/visitor.ts';
import type { Config } from './config.ts';
import type { Db } from './db/connection.ts';
import { AppError } from './errors.ts';
import { deleteExpiredRateLimits, hitRateLimit } from './store/rate-limits.ts';

const WINDOW_MS = 60_000;

/** Counts one hit on each key; over any limit → 429 with Retry-After. */
export async function enforceLimits(db: Db, reply: FastifyReply, checks: [key: string, max: number][]) {
  for (const [key, max] of checks) {
    const { count, resetAt } = await hitRateLimit(db, key, WINDOW_MS);
    if (count > max) {
      const seconds = Math.max(1, Math.ceil((resetAt - Date.now()) / 1000));
      reply.header('retry-after', String(seconds));
      throw new AppError(429, { error: `Too many requests - please wait ${seconds} seconds and try again.` });
    }
  }
}

export function rateLimitsFor(db: Db, config: Config, group: string): preHandlerAsyncHookHandler {
  return async (request, reply) => {
    const checks: [string, number][] = [[`${group}:ip:${request.ip}`, config.rateLimit.ipPerMinute]];
    // A caller with no visitor cookie yet is limited by IP alone: a club behind one carrier IP
    // is not squeezed into one visitor's allowance.
    const visitorId = visitorIdFromCookie(request);
    if (visitorId) checks.push([`${group}:visitor:${visitorId}`, config.rateLimit.visitorPerMinute]);
    await enforceLimits(db, reply, checks);
  };
}

/** Drops finished windows now and then so the table stays small. */
export function sweepRateLimits(app: FastifyInstance, db: Db): void {
  const timer = setInterval(() => void deleteExpiredRateLimits(db).catch(() => {}), 10 * WINDOW_MS);
  timer.unref();
  app.addHook('onClose', async () => clearInterval(timer));
}
