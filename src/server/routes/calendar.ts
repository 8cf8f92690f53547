// GET /sessions/by-link/{link}/calendar.ics (docs/product/api.md): 'Add to calendar' for a published session.
import type { FastifyPluginAsync } from 'fastify';
import { calendarFileName, sessionCalendar } from '#core/calendar-ics.ts';
import { publishedSessionOr404 } from '../services/published.ts';
import type { RouteDeps } from './deps.ts';

export const calendarRoutes =
  ({ db, config, clock }: RouteDeps): FastifyPluginAsync =>
  async (app) => {
    app.get<{ Params: { link: string } }>('/sessions/by-link/:link/calendar.ics', async (req, reply) => {
      const session = await publishedSessionOr404(db, req.params.link);
      const ics = sessionCalendar(session, {
        publicUrl: config.publicUrl,
        timeZone: clock.timeZone,
        now: clock.now(),
      });
      return reply
        .type('text/calendar; charset=utf-8')
        .header('content-disposition', `attachment; filename="${calendarFileName(session.link)}"`)
        .send(ics);
    });
  };
