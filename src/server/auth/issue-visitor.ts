// New visitor ids (docs/product/roles.md, decision 0017): only the server mints them, and at most
// RATE_LIMIT_NEW_VISITORS_PER_MIN per client IP per minute, so one client cannot turn itself into a
// crowd of visitors, each with its own bookings.
import type { FastifyReply, FastifyRequest } from 'fastify';
import { enforceLimits } from '../plugins/rate-limit.ts';
import type { RateLimitLeases } from '../plugins/rate-limit-leases.ts';
import { newVisitorId, touchVisitor } from '../store/visitors.ts';
import { issuedVisitorId, setVisitorCookie, type VisitorDeps } from './visitor.ts';

type IssueDeps = VisitorDeps & { rateLimits: RateLimitLeases };

/**
 * Mints a visitor id, records it, sets the cookie and makes it the request's visitor; over the
 * per-IP limit → 429.
 */
export async function issueVisitor(
  deps: IssueDeps,
  request: FastifyRequest,
  reply: FastifyReply,
): Promise<string> {
  const { db, config, rateLimits } = deps;
  await enforceLimits(rateLimits, reply, [
    [`new-visitor:ip:${request.ip}`, config.rateLimit.newVisitorsPerMinute],
  ]);
  const id = newVisitorId();
  await touchVisitor(db, id);
  setVisitorCookie(deps, reply, id);
  request.visitor = Promise.resolve({ id, bareId: false });
  return id;
}

/** The caller's server-issued id; a caller without one, or with a made-up one, gets a new id and cookie. */
export async function ensureVisitor(
  deps: IssueDeps,
  request: FastifyRequest,
  reply: FastifyReply,
): Promise<string> {
  return (await issuedVisitorId(deps, request)) ?? issueVisitor(deps, request, reply);
}
