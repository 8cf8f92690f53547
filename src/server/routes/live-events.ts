// Live pages (docs/product/api.md, notifications.md): GET /sessions/by-link/{link}/events for the booking page, and
// GET /admin/events for the dashboard and the bookings page. Bounded per IP and in total.
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { Auth } from '../auth/auth.ts';
import { adminGuard } from '../auth/guards.ts';
import { visitorIdFromCookie } from '../auth/visitor.ts';
import { parseOr400 } from '../errors.ts';
import type { LiveHub } from '../live/hub.ts';
import { SessionViewers } from '../live/session-viewers.ts';
import { openSse, type SseStream } from '../live/sse.ts';
import type { StreamLimits } from '../live/stream-limits.ts';
import { tooManyRequests } from '../rate-limit.ts';
import { publishedSessionOr404 } from '../services/public-sessions.ts';
import type { RouteDeps } from './deps.ts';

const linkParams = z.object({ link: z.string().min(1).max(100) });
const FULL_RETRY_MS = 10_000;

export type LiveDeps = RouteDeps & { auth: Auth; hub: LiveHub; limits: StreamLimits };

export const liveEventRoutes =
  (deps: LiveDeps): FastifyPluginAsync =>
  async (app) => {
    const { db, hub, limits, config } = deps;
    const viewers = new SessionViewers(db, config.waitingListMax, config.clubTimeZone);
    const admins = new Set<SseStream>();

    /** A stream slot for this caller, or 429. */
    function openBounded(request: FastifyRequest, reply: FastifyReply): SseStream {
      if (!limits.take(request.ip)) throw tooManyRequests(reply, Date.now() + FULL_RETRY_MS);
      const stream = openSse(request, reply);
      stream.onClose(() => limits.release(request.ip));
      return stream;
    }

    const stopListening = hub.listen((change) => {
      // null: anything may have changed; 'ready' makes an admin page read everything again.
      for (const stream of admins) {
        if (change) stream.send('change', change, change.version);
        else stream.send('ready', {});
      }
      viewers.changed(change).catch((err) => app.log.warn({ err }, 'live refresh failed'));
    });
    app.addHook('preClose', async () => {
      stopListening();
      viewers.closeAll();
      for (const stream of admins) stream.close();
    });

    app.get('/sessions/by-link/:link/events', async (request, reply) => {
      const { link } = parseOr400(linkParams, request.params);
      const session = await publishedSessionOr404(db, link);
      const stream = openBounded(request, reply);
      // The reply is the stream's now: a failed first read ends it (the browser retries).
      await viewers.add(session.id, visitorIdFromCookie(deps.config, request), stream).catch((err) => {
        request.log.warn({ err }, 'live stream could not start');
        stream.close();
      });
    });

    app.get('/admin/events', { preHandler: adminGuard(deps.auth, deps.config) }, async (request, reply) => {
      const stream = openBounded(request, reply);
      admins.add(stream);
      stream.onClose(() => admins.delete(stream));
      stream.send('ready', {});
    });
  };
