// GET /upcoming-sessions and GET /sessions/by-link/{link} (docs/product/api.md Public).
import type { FastifyPluginAsync } from 'fastify';
import { visitorIdFromCookie } from '../auth/visitor.ts';
import { PublicSessions } from '../services/public-sessions.ts';
import type { RouteDeps } from './deps.ts';

export const publicSessionRoutes =
  (deps: RouteDeps): FastifyPluginAsync =>
  async (app) => {
    const sessions = new PublicSessions(deps.db, deps.clock, deps.config.waitingListMax);

    app.get('/upcoming-sessions', async (req, reply) => (await sessions.upcoming()).send(req, reply));

    // Fastify answers a link over maxParamLength (100) itself, with a 404 (app.ts).
    app.get<{ Params: { link: string } }>('/sessions/by-link/:link', async (req) =>
      sessions.byLink(req.params.link, visitorIdFromCookie(deps, req)),
    );
  };
