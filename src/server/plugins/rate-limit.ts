// Rate limits on booking, cancel, reconcile, saving names and sign-in (docs/product/system.md): a counter per
// IP and one per visitor, both checked on every request, kept in the database so every process
// behind a load balancer shares them, with hits reserved ahead far from a limit (decision 0031).
// (@fastify/rate-limit runs only one limiter per request: decision 0002.)
import type { FastifyInstance, FastifyReply, preHandlerAsyncHookHandler } from 'fastify';
import { issuedVisitorId, type VisitorDeps } from '../auth/visitor.ts';
import type { Db } from '../db/connection.ts';
import { type AppError, rateLimited } from '../errors.ts';
import { deleteExpiredRateLimits } from '../store/rate-limits.ts';
import type { RateLimitLeases } from './rate-limit-leases.ts';

const WINDOW_MS = 60_000;

/** A counter key, the most hits it allows in one window, and the window (one minute unless given). */
export type LimitCheck = [key: string, max: number, windowMs?: number];

/** Counts one hit on each key on the app's reserved hits; over any limit → 429 with Retry-After. */
export async function enforceLimits(leases: RateLimitLeases, reply: FastifyReply, checks: LimitCheck[]) {
  for (const [key, max, windowMs = WINDOW_MS] of checks) {
    const { allowed, resetAt } = await leases.hit(key, max, windowMs);
    if (!allowed) throw tooManyRequests(reply, resetAt);
  }
}

/** '1 second', '90 seconds', '59 minutes': an hour's limit is not told as 3,589 seconds. */
export function waitText(seconds: number): string {
  if (seconds < 120) return seconds === 1 ? '1 second' : `${seconds} seconds`;
  return `${Math.ceil(seconds / 60)} minutes`;
}

export function tooManyRequests(reply: FastifyReply, resetAt: number): AppError {
  const seconds = Math.max(1, Math.ceil((resetAt - Date.now()) / 1000));
  reply.header('retry-after', String(seconds));
  return rateLimited(`Too many requests - please wait ${waitText(seconds)} and try again.`);
}

export function rateLimitsFor(
  deps: VisitorDeps & { rateLimits: RateLimitLeases },
  group: string,
): preHandlerAsyncHookHandler {
  const { rateLimits, config } = deps;
  return async (request, reply) => {
    await enforceLimits(rateLimits, reply, [[`${group}:ip:${request.ip}`, config.rateLimit.ipPerMinute]]);
    // A caller without a server-issued id is limited by IP alone: a club behind one carrier IP is
    // not squeezed into one visitor's allowance, and a made-up id earns no allowance of its own.
    const visitorId = await issuedVisitorId(deps, request);
    if (visitorId) {
      await enforceLimits(rateLimits, reply, [
        [`${group}:visitor:${visitorId}`, config.rateLimit.visitorPerMinute],
      ]);
    }
  };
}

/** Drops finished windows now and then so the table, and the reserved hits, stay small. */
export function sweepRateLimits(app: FastifyInstance, db: Db, leases: RateLimitLeases): void {
  const timers = [
    setInterval(() => void deleteExpiredRateLimits(db).catch(() => {}), 10 * WINDOW_MS),
    setInterval(() => leases.sweep(), WINDOW_MS),
  ];
  for (const timer of timers) timer.unref();
  app.addHook('onClose', async () => {
    for (const timer of timers) clearInterval(timer);
  });
}
