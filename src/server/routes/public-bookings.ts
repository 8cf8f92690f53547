// POST /sessions/{id}/bookings and DELETE /sessions/{id}/bookings/{bookingId} (docs/product/api.md Public).
import type { FastifyPluginAsync } from 'fastify';
import { z } from 'zod';
import { bookingRequestSchema } from '#core/schemas.ts';
import { ensureBookingVisitor } from '../auth/issue-visitor.ts';
import { issuedVisitorId } from '../auth/visitor.ts';
import { forbidden, parseOr400 } from '../errors.ts';
import { sendSharedRosterAnswer } from '../http/shared-roster-answer.ts';
import { rateLimitsFor, tooManyRequests } from '../plugins/rate-limit.ts';
import { QueueFull } from '../services/batch-queues.ts';
import { NOT_YOUR_BOOKING } from '../services/public-bookings.ts';
import { bookFromPage, cancelFromPage } from '../services/series-bookings.ts';
import type { RouteDeps } from './deps.ts';

const sessionParams = z.object({ id: z.string().min(1).max(100) });
const bookingParams = sessionParams.extend({ bookingId: z.string().min(1).max(100) });
const QUEUE_FULL_RETRY_MS = 1000;

export const publicBookingRoutes =
  (deps: RouteDeps): FastifyPluginAsync =>
  async (app) => {
    const { config } = deps;
    const limited = { preHandler: rateLimitsFor(deps, 'booking') };

    app.post('/sessions/:id/bookings', limited, async (req, reply) => {
      const { id } = parseOr400(sessionParams, req.params);
      const { names, everyWeek } = parseOr400(bookingRequestSchema, req.body);
      const visitor = await ensureBookingVisitor(deps, req, reply);
      const result = await bookFromPage(deps, id, names, everyWeek === true, {
        visitorId: visitor.id,
        newVisitor: visitor.isNew,
        waitingListMax: config.waitingListMax,
      }).catch(async (err: unknown) => {
        // A refused booking still issued the id its cookie carries (its batch may not have run).
        if (visitor.isNew) await visitor.record().catch(() => undefined);
        // Too many bookings already waiting for this session in this process (decision 0029).
        throw err instanceof QueueFull ? tooManyRequests(reply, Date.now() + QUEUE_FULL_RETRY_MS) : err;
      });
      if (visitor.isNew) visitor.recorded();
      // A rush's answers share their roster's bytes (decision 0110).
      return sendSharedRosterAnswer(req, reply.code(201), result);
    });

    app.delete('/sessions/:id/bookings/:bookingId', limited, async (req) => {
      const { id, bookingId } = parseOr400(bookingParams, req.params);
      // An id the server never issued owns no booking.
      const visitorId = await issuedVisitorId(deps, req);
      if (!visitorId) throw forbidden(NOT_YOUR_BOOKING);
      return cancelFromPage(deps, id, bookingId, {
        visitorId,
        waitingListMax: config.waitingListMax,
      });
    });
  };
