// GET /sessions/by-link/{link}/calendar.ics (DESIGN.md §5): 'Add to calendar' for a published session.
import type { FastifyPluginAsync } from 'fastify';
import { calendarFileName, sessionCalendar } from '../../core/calendar-ics.ts';
import { SESSION_NOT_FOUND } from '../../core/session-messages.ts';
import { notFound } from '../errors.ts';
import { findSessionByLink } from '../store/sessions.ts';
import type { RouteDeps } from './deps.ts';

export const calendarRoutes =
  ({ db, config }: RouteDeps): FastifyPluginAsync =>
  async (app) => {
    app.get<{ Params: { link: string } }>('/sessions/by-link/:link/calendar.ics', async (req, reply) => {
      const session = await findSessionByLink(db, req.params.link);
      // The same answer as the session's own by-link read: unknown and unpublished look alike.
      if (session?.is_published !== 1) throw notFound(SESSION_NOT_FOUND);
      const ics = sessionCalendar(session, {
        publicUrl: config.publicUrl,
        timeZone: config.clubTimeZone,
        now: new Date(),
      });
      return reply
        .type('text/calendar; charset=utf-8')
        .header('content-disposition', `attachment; filename="${calendarFileName(session.link)}"`)
        .send(ics);
    });
  };
