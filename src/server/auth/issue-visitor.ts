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
  const id = await mintVisitor(deps, request, reply);
  await touchVisitor(deps.db, id);
  deps.visitors.noteSeen(id);
  return id;
}

/** issueVisitor without recording the id: the caller writes its row before it answers. */
async function mintVisitor(deps: IssueDeps, request: FastifyRequest, reply: FastifyReply): Promise<string> {
  const { config, rateLimits } = deps;
  await enforceLimits(rateLimits, reply, [
    [`new-visitor:ip:${request.ip}`, config.rateLimit.newVisitorsPerMinute],
  ]);
  const id = newVisitorId();
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

/**
 * ensureVisitor for a booking (decision 0109): a new id's row is not written here but by the
 * booking's own transaction (`isNew`), so a booking by a new visitor is one commit, not two. Its
 * `record` writes the row on its own, for an answer that no batch took; `recorded` notes that the
 * batch wrote it.
 */
export async function ensureBookingVisitor(
  deps: IssueDeps,
  request: FastifyRequest,
  reply: FastifyReply,
): Promise<{ id: string; isNew: boolean; record: () => Promise<void>; recorded: () => void }> {
  const known = await issuedVisitorId(deps, request);
  const id = known ?? (await mintVisitor(deps, request, reply));
  const recorded = () => deps.visitors.noteSeen(id);
  return {
    id,
    isNew: known === null,
    record: async () => {
      await touchVisitor(deps.db, id);
      recorded();
    },
    recorded,
  };
}
