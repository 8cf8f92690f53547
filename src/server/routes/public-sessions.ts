// GET /upcoming-sessions and GET /sessions/by-link/{link} (spec §7 Public).
import type { FastifyPluginAsync } from 'fastify';
import { z } from 'zod';
import { addDays, clubDate, hasStarted, sessionStart } from '../../core/club-time.ts';
import { visitorIdFromCookie } from '../auth/visitor.ts';
import { notFound, parseOr400 } from '../errors.ts';
import { SESSION_NOT_FOUND } from '../services/public-bookings.ts';
import { activeBookings, activeBookingsBySession } from '../store/bookings.ts';
import { findSessionByLink, listSessionsFrom } from '../store/sessions.ts';
import { publicSessionView } from '../views/session-view.ts';
import type { RouteDeps } from './deps.ts';

const linkParams = z.object({ link: z.string().min(1).max(100) });

export const publicSessionRoutes =
  ({ db, config }: RouteDeps): FastifyPluginAsync =>
  async (app) => {
    const tz = config.clubTimeZone;

    app.get('/upcoming-sessions', async (req) => {
      const now = new Date();
      // Yesterday on the club calendar is a safe lower bound whatever the zone; the exact cut is below.
      const candidates = await listSessionsFrom(db, addDays(clubDate(now, tz), -1), { publishedOnly: true });
      const upcoming = candidates.filter((s) => !hasStarted(sessionStart(s.date, s.time, tz), now));
      const bookings = await activeBookingsBySession(
        db,
        upcoming.map((s) => s.id),
      );
      const viewer = visitorIdFromCookie(req);
      return upcoming.map((s) => publicSessionView(s, bookings.get(s.id) ?? [], viewer));
    });

    app.get('/sessions/by-link/:link', async (req) => {
      const { link } = parseOr400(linkParams, req.params);
      const session = await findSessionByLink(db, link);
      if (session?.is_published !== 1) throw notFound(SESSION_NOT_FOUND);
      return publicSessionView(session, await activeBookings(db, session.id), visitorIdFromCookie(req));
    });
  };
