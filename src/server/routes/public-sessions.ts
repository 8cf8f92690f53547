// GET /upcoming-sessions and GET /sessions/by-link/{link} (spec §7 Public).
import type { FastifyPluginAsync } from 'fastify';
import { addDays, clubDate, hasStarted, sessionStart } from '../../core/club-time.ts';
import { SESSION_NOT_FOUND } from '../../core/session-messages.ts';
import { visitorIdFromCookie } from '../auth/visitor.ts';
import { notFound } from '../errors.ts';
import { SharedJsonBody } from '../shared-body.ts';
import { type ListedSession, SessionReads } from '../store/session-reads.ts';
import { publicSessionSummary, publicSessionView } from '../views/session-view.ts';
import type { RouteDeps } from './deps.ts';

/**
 * The club calendar's today, yesterday and the day after tomorrow, worked out once a minute (a date
 * changes at a whole minute in every zone in use; working it out was a tenth of the list's time).
 */
function clubDays(tz: string) {
  let kept: { minute: number; days: { yesterday: string; surelyAhead: string } } | undefined;
  return (now: Date) => {
    const minute = Math.floor(now.getTime() / 60_000);
    if (kept?.minute !== minute) {
      const today = clubDate(now, tz);
      kept = { minute, days: { yesterday: addDays(today, -1), surelyAhead: addDays(today, 1) } };
    }
    return kept.days;
  };
}

/** Session starts by date and time: a wall time's instant in a zone never changes. */
function sessionStarts(tz: string) {
  const starts = new Map<string, Date>();
  return (date: string, time: string) => {
    const key = `${date} ${time}`;
    let start = starts.get(key);
    if (!start) {
      if (starts.size >= 1000) starts.clear();
      start = sessionStart(date, time, tz);
      starts.set(key, start);
    }
    return start;
  };
}

const sameLines = (a: readonly ListedSession[], b: readonly ListedSession[]) =>
  a.length === b.length && a.every((line, i) => line === b[i]);

export const publicSessionRoutes =
  ({ db, config }: RouteDeps): FastifyPluginAsync =>
  async (app) => {
    const tz = config.clubTimeZone;
    const reads = new SessionReads(db);
    const daysAt = clubDays(tz);
    const startOf = sessionStarts(tz);
    // The list is the same for every caller: its JSON is made again only when its lines change.
    let lastList: { lines: ListedSession[]; body: SharedJsonBody } | undefined;

    app.get('/upcoming-sessions', async (req, reply) => {
      const now = new Date();
      const { yesterday, surelyAhead } = daysAt(now);
      // Yesterday on the club calendar is a safe lower bound whatever the zone; the exact cut is
      // below, needed only near today: a session two days ahead has not started even if daylight
      // saving repeats an hour (working out every start was most of this list's time).
      const candidates = await reads.publishedFrom(yesterday);
      const lines = candidates.filter(
        ({ session: s }) => s.date > surelyAhead || !hasStarted(startOf(s.date, s.time), now),
      );
      if (!lastList || !sameLines(lastList.lines, lines)) {
        const summaries = lines.map(({ session, activeCount }) => publicSessionSummary(session, activeCount));
        lastList = { lines, body: new SharedJsonBody(JSON.stringify(summaries)) };
      }
      return lastList.body.send(req, reply);
    });

    app.get<{ Params: { link: string } }>('/sessions/by-link/:link', async (req) => {
      // Fastify answers a value over maxParamLength (100) itself, with a 404 (app.ts).
      const page = await reads.publishedByLink(req.params.link);
      if (!page) throw notFound(SESSION_NOT_FOUND);
      return publicSessionView(page.session, page.roster, visitorIdFromCookie(req));
    });
  };
