// What a visitor reads (GET /upcoming-sessions, GET /sessions/by-link/{link}): published sessions
// only, upcoming ones in the list. Kept per process: the reads are the busiest calls (decision 0031).

import type { FastifyReply, FastifyRequest } from 'fastify';
import { ownPlaces } from '#core/roster.ts';
import type { OwnPlacesDto } from '#core/schemas.ts';
import { SESSION_NOT_FOUND } from '#core/session-messages.ts';
import { upcomingWindow } from '#core/upcoming-window.ts';
import type { ClubClock } from '../club-clock.ts';
import type { ChangeMark, Db } from '../db/connection.ts';
import { notFound } from '../errors.ts';
import { SharedBody } from '../shared-body.ts';
import { sessionsBookedBy } from '../store/booking-reads.ts';
import { activeBookings } from '../store/bookings.ts';
import { type ListedSession, type SessionPage, SessionReads } from '../store/session-reads.ts';
import type { SessionRow } from '../store/sessions.ts';
import {
  publicSessionHead,
  publicSessionSummary,
  publicSessionView,
  visitorsWithBookings,
} from '../views/session-view.ts';
import { laterWeeksCount } from './series-bookings.ts';

const sameLines = (a: readonly ListedSession[], b: readonly ListedSession[]) =>
  a.length === b.length && a.every((line, i) => line === b[i]);

/** A session page's answer: sent as one of the kept bodies, or built for a viewer who has bookings. */
export type PageAnswer = { send(req: FastifyRequest, reply: FastifyReply): FastifyReply };

/**
 * What every caller's answer of one page (session version, `laterWeeks`) is made of (decision 0105):
 * the JSON up to the caller's own marks, once; the whole answer for callers without a visitor,
 * compressed once. A visitor with no booking in the session differs only by the top-level `userId`.
 */
type PageBodies = {
  laterWeeks: number;
  head: string;
  anonymous: SharedBody;
  bookers: ReadonlySet<string>;
};

export class PublicSessions {
  private readonly reads: SessionReads;
  private readonly window;
  // The list is the same for every caller: its JSON is made again only when its lines change.
  private lastList: { lines: ListedSession[]; body: SharedBody } | undefined;
  private readonly bodies = new WeakMap<SessionPage, PageBodies>();

  /** `waitingListMax`: WAITING_LIST_MAX, the public answers carry the cap it makes. */
  constructor(
    private readonly db: Db,
    private readonly clock: ClubClock,
    private readonly waitingListMax: number | undefined,
    changeMark?: ChangeMark,
  ) {
    this.reads = new SessionReads(db, changeMark);
    this.window = upcomingWindow(clock.timeZone);
  }

  /** The published sessions that have not started, earliest first, as one body shared by every caller. */
  async upcoming(now = this.clock.now()): Promise<SharedBody> {
    const lines = await this.#upcomingLines(now);
    if (!this.lastList || !sameLines(this.lastList.lines, lines)) {
      const summaries = lines.map(({ session, activeCount }) =>
        publicSessionSummary(session, activeCount, this.waitingListMax),
      );
      this.lastList = { lines, body: new SharedBody(JSON.stringify(summaries)) };
    }
    return this.lastList.body;
  }

  /**
   * The sessions of the upcoming list that `visitorId` holds places in, with their names: one look-up
   * of the visitor's bookings, then the kept rosters of the sessions they are in, read together.
   */
  async placesOf(visitorId: string, now = this.clock.now()): Promise<OwnPlacesDto[]> {
    const lines = await this.#upcomingLines(now);
    const booked = await sessionsBookedBy(
      this.db,
      visitorId,
      lines.map(({ session }) => session.id),
    );
    const pages = await Promise.all(
      lines
        .filter(({ session }) => booked.has(session.id))
        .map(({ session }) => this.reads.publishedByLink(session.link)),
    );
    return pages.flatMap((page) => {
      if (!page) return [];
      const own = ownPlaces(page.roster, page.session.capacity, (b) => b.visitor_id === visitorId);
      return own.confirmed.length + own.waiting.length > 0 ? [{ sessionId: page.session.id, ...own }] : [];
    });
  }

  async #upcomingLines(now: Date): Promise<ListedSession[]> {
    const candidates = await this.reads.publishedFrom(this.window.firstUpcomingDate(now));
    return candidates.filter(({ session }) => !this.window.hasStarted(session, now));
  }

  /** A published session's page as `visitorId` sees it (their own bookings marked); 404 otherwise. */
  async byLink(link: string, visitorId: string | null): Promise<PageAnswer> {
    const page = await this.reads.publishedByLink(link);
    if (!page) throw notFound(SESSION_NOT_FOUND);
    const laterWeeks = await laterWeeksCount(this.db, page.session, this.clock);
    const bodies = this.#bodiesOf(page, laterWeeks);
    if (visitorId === null) return bodies.anonymous;
    if (bodies.bookers.has(visitorId)) {
      const view = publicSessionView(page.session, page.roster, visitorId, this.waitingListMax);
      view.laterWeeks = laterWeeks;
      return { send: (_req, reply) => reply.send(view) };
    }
    const json = `${bodies.head},"userId":${JSON.stringify(visitorId)},"laterWeeks":${laterWeeks}}`;
    return { send: (_req, reply) => reply.type('application/json; charset=utf-8').send(json) };
  }

  #bodiesOf(page: SessionPage, laterWeeks: number): PageBodies {
    let bodies = this.bodies.get(page);
    if (bodies?.laterWeeks !== laterWeeks) {
      const head = publicSessionHead(page.session, page.roster, this.waitingListMax);
      bodies = {
        laterWeeks,
        head,
        anonymous: new SharedBody(`${head},"laterWeeks":${laterWeeks}}`),
        bookers: visitorsWithBookings(page.roster),
      };
      this.bodies.set(page, bodies);
    }
    return bodies;
  }
}

/** The session's active bookings in order, for what is drawn from the whole roster (previews). */
export const rosterOf = (db: Db, session: SessionRow) => activeBookings(db, session.id);
