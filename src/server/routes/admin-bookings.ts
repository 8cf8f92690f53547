// Admin booking calls (docs/product/api.md Admin): add, rename, cancel, paid, and the unpaid list.
import type { FastifyPluginAsync } from 'fastify';
import { z } from 'zod';
import type { Auth } from '../auth/auth.ts';
import { adminGuard } from '../auth/guards.ts';
import { parseOr400 } from '../errors.ts';
import {
  addBookingAsAdmin,
  cancelBookingAsAdmin,
  renameBookingAsAdmin,
  setPaidAsAdmin,
  unpaidBookings,
} from '../services/admin-bookings.ts';
import type { RouteDeps } from './deps.ts';

const sessionParams = z.object({ id: z.string().min(1).max(100) });
const bookingParams = sessionParams.extend({ bookingId: z.string().min(1).max(100) });
const nameBody = z.object({ name: z.string().max(200) });
const paidBody = z.object({ isPaid: z.boolean() });

export const adminBookingRoutes =
  (deps: RouteDeps & { auth: Auth }): FastifyPluginAsync =>
  async (app) => {
    const { config } = deps;
    app.addHook('preHandler', adminGuard(deps.auth, config));

    app.get('/sessions/unpaid-bookings', async () => ({ sessions: await unpaidBookings(deps) }));

    app.post('/sessions/:id/bookings/admin', async (req, reply) => {
      const { id } = parseOr400(sessionParams, req.params);
      const { name } = parseOr400(nameBody, req.body);
      const answer = await addBookingAsAdmin(deps, id, name);
      req.bookingsMade = 1;
      return reply.code(201).send(answer);
    });
    app.put('/sessions/:id/bookings/:bookingId/admin', async (req) => {
      const { id, bookingId } = parseOr400(bookingParams, req.params);
      return renameBookingAsAdmin(deps, id, bookingId, parseOr400(nameBody, req.body).name);
    });
    app.delete('/sessions/:id/bookings/:bookingId/admin', async (req) => {
      const { id, bookingId } = parseOr400(bookingParams, req.params);
      return cancelBookingAsAdmin(deps, id, bookingId);
    });
    app.post('/sessions/:id/bookings/:bookingId/paid', async (req) => {
      const { id, bookingId } = parseOr400(bookingParams, req.params);
      return setPaidAsAdmin(deps, id, bookingId, parseOr400(paidBody, req.body).isPaid);
    });
  };
