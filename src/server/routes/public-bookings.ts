// POST /sessions/{id}/bookings and DELETE /sessions/{id}/bookings/{bookingId} (spec §7 Public).
import type { FastifyPluginAsync } from 'fastify';
import { z } from 'zod';
import { bookingRequestSchema } from '../../core/schemas.ts';
import { ensureVisitor, visitorIdFromCookie } from '../auth/visitor.ts';
import { forbidden, parseOr400 } from '../errors.ts';
import { rateLimitsFor } from '../rate-limit.ts';
import { bookSpots, cancelOwnBooking, NOT_YOUR_BOOKING } from '../services/public-bookings.ts';
import { type RouteDeps, secureCookies } from './deps.ts';

const sessionParams = z.object({ id: z.string().min(1).max(100) });
const bookingParams = sessionParams.extend({ bookingId: z.string().min(1).max(100) });

export const publicBookingRoutes =
  ({ db, config }: RouteDeps): FastifyPluginAsync =>
  async (app) => {
    const limited = { preHandler: rateLimitsFor(db, config, 'booking') };
    const timeZone = config.clubTimeZone;

    app.post('/sessions/:id/bookings', limited, async (req, reply) => {
      const { id } = parseOr400(sessionParams, req.params);
      const { names } = parseOr400(bookingRequestSchema, req.body);
      const visitorId = await ensureVisitor(db, req, reply, secureCookies(config));
      const result = await bookSpots(db, id, names, { visitorId, timeZone });
      return reply.code(201).send(result);
    });

    app.delete('/sessions/:id/bookings/:bookingId', limited, async (req) => {
      const { id, bookingId } = parseOr400(bookingParams, req.params);
      const visitorId = visitorIdFromCookie(req);
      if (!visitorId) throw forbidden(NOT_YOUR_BOOKING);
      return cancelOwnBooking(db, id, bookingId, { visitorId, timeZone });
    });
  };
