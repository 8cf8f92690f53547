// What a visitor reads (GET /upcoming-sessions, GET /sessions/by-link/{link}): published sessions
// only, upcoming ones in the list. Kept per process: the reads are the busiest calls (decision 0031).
import { SESSION_NOT_FOUND } from '#core/session-messages.ts';
import { upcomingWindow } from '#core/upcoming-window.ts';
import type { ClubClock } from '../club-clock.ts';
import type { Db } from '../db/connection.ts';
import { notFound } from '../errors.ts';
import { SharedJsonBody } from '../shared-body.ts';
import { activeBookings } from '../store/bookings.ts';
import { type ListedSession, SessionReads } from '../store/session-reads.ts';
import { findSessionByLink, type SessionRow } from '../store/sessions.ts';
import { publicSessionSummary, publicSessionView } from '../views/session-view.ts';
import { laterWeeksCount } from './series-bookings.ts';

const sameLines = (a: readonly ListedSession[], b: readonly ListedSession[]) =>
  a.length === b.length && a.every((line, i) => line === b[i]);

export class PublicSessions {
  private readonly reads: SessionReads;
  private readonly window;
  // The list is the same for every caller: its JSON is made again only when its lines change.
  private lastList: { lines: ListedSession[]; body: SharedJsonBody } | undefined;

  /** `waitingListMax`: WAITING_LIST_MAX, the public answers carry the cap it makes. */
  constructor(
    private readonly db: Db,
    private readonly clock: ClubClock,
    private readonly waitingListMax: number | undefined,
  ) {
    this.reads = new SessionReads(db);
    this.window = upcomingWindow(clock.timeZone);
  }

  /** The published sessions that have not started, earliest first, as one body shared by every caller. */
  async upcoming(now = this.clock.now()): Promise<SharedJsonBody> {
    const candidates = await this.reads.publishedFrom(this.window.firstUpcomingDate(now));
    const lines = candidates.filter(({ session }) => !this.window.hasStarted(session, now));
    if (!this.lastList || !sameLines(this.lastList.lines, lines)) {
      const summaries = lines.map(({ session, activeCount }) =>
        publicSessionSummary(session, activeCount, this.waitingListMax),
      );
      this.lastList = { lines, body: new SharedJsonBody(JSON.stringify(summaries)) };
    }
    return this.lastList.body;
  }

  /** A published session's page as `visitorId` sees it (their own bookings marked); 404 otherwise. */
  async byLink(link: string, visitorId: string | null) {
    const page = await this.reads.publishedByLink(link);
    if (!page) throw notFound(SESSION_NOT_FOUND);
    const view = publicSessionView(page.session, page.roster, visitorId, this.waitingListMax);
    view.laterWeeks = await laterWeeksCount(this.db, page.session, this.clock);
    return view;
  }
}

/** A published session by its link; an unknown and an unpublished one look alike (undefined). */
export async function findPublishedSession(db: Db, link: string): Promise<SessionRow | undefined> {
  const session = await findSessionByLink(db, link);
  return session?.is_published === 1 ? session : undefined;
}

/** The same, for calls that answer the session's own 404 when there is none. */
export async function publishedSessionOr404(db: Db, link: string): Promise<SessionRow> {
  const session = await findPublishedSession(db, link);
  if (!session) throw notFound(SESSION_NOT_FOUND);
  return session;
}

/** The session's active bookings in order, for what is drawn from the whole roster (previews). */
export const rosterOf = (db: Db, session: SessionRow) => activeBookings(db, session.id);
