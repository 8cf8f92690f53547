// GET /upcoming-sessions, GET /sessions/by-link/{link} and GET /user-session/bookings (docs/product/api.md Public).
import type { FastifyPluginAsync } from 'fastify';
import { visitorIdFromCookie } from '../auth/visitor.ts';
import { PublicSessions } from '../services/public-sessions.ts';
import type { RouteDeps } from './deps.ts';

export const publicSessionRoutes =
  (deps: RouteDeps): FastifyPluginAsync =>
  async (app) => {
    const sessions = new PublicSessions(deps.db, deps.clock, deps.config.waitingListMax, deps.changeMark);

    app.get('/upcoming-sessions', async (req, reply) => (await sessions.upcoming()).send(req, reply));

    // The caller's own places in the upcoming sessions; no visitor cookie, no places (decision 0199).
    app.get('/user-session/bookings', async (req) => {
      const visitorId = visitorIdFromCookie(deps, req);
      return { sessions: visitorId === null ? [] : await sessions.placesOf(visitorId) };
    });

    // Fastify answers a link over maxParamLength (100) itself, with a 404 (app.ts).
    app.get<{ Params: { link: string } }>('/sessions/by-link/:link', async (req, reply) =>
      (await sessions.byLink(req.params.link, visitorIdFromCookie(deps, req))).send(req, reply),
    );
  };
