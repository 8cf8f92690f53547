// Live pages (docs/product/api.md, notifications.md): GET /sessions/by-link/{link}/events for the booking page, and
// GET /admin/events for the dashboard and the bookings page. Bounded per address, per session and in
// total (decision 0056); each stream has a budget of bytes and time (decision 0057).
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { Auth } from '../auth/auth.ts';
import { adminGuard } from '../auth/guards.ts';
import { visitorIdFromCookie } from '../auth/visitor.ts';
import { parseOr400 } from '../errors.ts';
import type { LiveHub } from '../live/hub.ts';
import type { SessionViewers } from '../live/session-viewers.ts';
import { openSse, type SseStream, type StreamBudget } from '../live/sse.ts';
import type { StreamLimits } from '../live/stream-limits.ts';
import { tooManyRequests } from '../plugins/rate-limit.ts';
import { publishedSessionOr404 } from '../services/published.ts';
import type { RouteDeps } from './deps.ts';

const linkParams = z.object({ link: z.string().min(1).max(100) });
const FULL_RETRY_MS = 10_000;

export type LiveDeps = RouteDeps & {
  auth: Auth;
  hub: LiveHub;
  limits: StreamLimits;
  viewers: SessionViewers;
  budget?: StreamBudget;
};

export const liveEventRoutes =
  (deps: LiveDeps): FastifyPluginAsync =>
  async (app) => {
    const { db, hub, limits, viewers } = deps;
    const admins = new Set<SseStream>();

    /** A stream on a slot for this caller (of `sessionId`; null: the admins' stream), or 429. */
    function openBounded(request: FastifyRequest, reply: FastifyReply, sessionId: string | null): SseStream {
      const slot = limits.take(request.ip, sessionId);
      if (!slot) throw tooManyRequests(reply, Date.now() + FULL_RETRY_MS);
      const stream = openSse(request, reply, deps.budget);
      // A booking page's stream may give way to a lighter address's; an admin's never does.
      if (sessionId !== null) slot.end = stream.close;
      stream.onClose(() => limits.release(slot));
      return stream;
    }

    const stopListening = hub.listen((change) => {
      // null: anything may have changed; 'ready' makes an admin page read everything again.
      for (const stream of admins) {
        if (change) stream.send('change', change, change.version);
        else stream.send('ready', {});
      }
      viewers.changed(change);
    });
    app.addHook('preClose', async () => {
      stopListening();
      viewers.closeAll();
      for (const stream of admins) stream.close();
    });

    app.get('/sessions/by-link/:link/events', async (request, reply) => {
      const { link } = parseOr400(linkParams, request.params);
      const session = await publishedSessionOr404(db, link);
      const stream = openBounded(request, reply, session.id);
      // The reply is the stream's now: a failed first read ends it (the browser retries).
      await viewers.add(session.id, visitorIdFromCookie(deps, request), stream).catch((err) => {
        request.log.warn({ err }, 'live stream could not start');
        stream.close();
      });
    });

    app.get('/admin/events', { preHandler: adminGuard(deps.auth, deps.config) }, async (request, reply) => {
      const stream = openBounded(request, reply, null);
      admins.add(stream);
      stream.onClose(() => admins.delete(stream));
      stream.send('ready', {});
    });
  };
