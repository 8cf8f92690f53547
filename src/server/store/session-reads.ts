// The public session reads, kept per process and checked against the database on every request
// (decision 0031). A request reads only what tells whether anything changed (the list's ids and
// versions, a link's session version); rows, counts and rosters are read again only for sessions
// whose version moved, so the answers cost the same however many have booked, and are never older
// than what the database says. Where the database has a change mark (SQLite), an answer read at the
// mark it still shows needs no query at all; elsewhere callers that arrive together share one check
// begun after they arrived (decision 0104).
import type { ChangeMark, Db } from '../db/connection.ts';
import { activeCounts, type PublicRosterRow, publicRoster } from './booking-reads.ts';
import { coalescedReads } from './coalesced-reads.ts';
import {
  findSessionById,
  findSessionsByIds,
  publishedListingReader,
  type SessionRow,
  sessionVersionByLinkReader,
} from './sessions.ts';
import { VersionedCache } from './versioned-cache.ts';

export type ListedSession = { session: SessionRow; activeCount: number };
export type SessionPage = { session: SessionRow; roster: PublicRosterRow[] };

/** Sessions kept per kind of read: far more than a club has upcoming or open at once. */
const KEPT_SESSIONS = 1000;

/** `id:version,…` → pairs (ids are UUIDs: no commas, no colons). */
function parseListing(listing: string): { id: string; version: number }[] {
  if (listing === '') return [];
  return listing.split(',').map((item) => {
    const colon = item.lastIndexOf(':');
    return { id: item.slice(0, colon), version: Number(item.slice(colon + 1)) };
  });
}

export class SessionReads {
  #lines = new VersionedCache<ListedSession>(KEPT_SESSIONS);
  #pages = new VersionedCache<SessionPage>(KEPT_SESSIONS);
  #lastList:
    | { fromDate: string; listing: string; lines: ListedSession[]; mark: string | undefined }
    | undefined;
  /** By link, the page (or none) as it was at a change mark. */
  #byLink = new Map<string, { mark: string; page: SessionPage | undefined }>();

  readonly #listing: (fromDate: string) => Promise<string>;
  readonly #versionByLink: ReturnType<typeof sessionVersionByLinkReader>;
  /** Without one (PostgreSQL), every read checks the database. */
  readonly #mark: ChangeMark | undefined;

  constructor(
    private readonly db: Db,
    changeMark?: ChangeMark,
  ) {
    this.#listing = coalescedReads(publishedListingReader(db));
    this.#versionByLink = coalescedReads(sessionVersionByLinkReader(db));
    this.#mark = changeMark;
  }

  /**
   * Published sessions dated on or after `fromDate`, earliest first, with their active-booking
   * counts. The same array as the previous call when nothing in the list changed.
   */
  async publishedFrom(fromDate: string): Promise<ListedSession[]> {
    // Read before the database: an answer is kept with a mark no later than what it saw.
    const mark = this.#mark?.();
    const kept = this.#lastList;
    if (mark !== undefined && kept?.fromDate === fromDate && kept.mark === mark) return kept.lines;
    const listing = await this.#listing(fromDate);
    const last = this.#lastList;
    if (last?.fromDate === fromDate && last.listing === listing) {
      this.#lastList = { ...last, mark };
      return last.lines;
    }
    const listed = parseListing(listing);
    const changed = listed.filter((s) => !this.#lines.get(s.id, s.version)).map((s) => s.id);
    const fresh = new Map<string, ListedSession>();
    if (changed.length > 0) {
      // The rows first, then the counts: a count is never older than the version it is kept with.
      const rows = await findSessionsByIds(this.db, changed);
      const counts = await activeCounts(this.db, changed);
      for (const session of rows) {
        const line = { session, activeCount: counts.get(session.id) ?? 0 };
        fresh.set(session.id, line);
        this.#lines.set(session.id, session.version, line);
      }
    }
    const lines: ListedSession[] = [];
    for (const { id, version } of listed) {
      const line = fresh.get(id) ?? this.#lines.get(id, version);
      // Unpublished or deleted between the reads: gone from the list.
      if (line?.session.is_published === 1) lines.push(line);
    }
    this.#lastList = { fromDate, listing, lines, mark };
    return lines;
  }

  /** The published session a booking link names, with its active bookings in arrival order. */
  async publishedByLink(link: string): Promise<SessionPage | undefined> {
    const mark = this.#mark?.();
    if (mark === undefined) return this.#readByLink(link);
    const kept = this.#byLink.get(link);
    if (kept?.mark === mark) return kept.page;
    const page = await this.#readByLink(link);
    this.#byLink.delete(link);
    this.#byLink.set(link, { mark, page });
    if (this.#byLink.size > KEPT_SESSIONS) this.#byLink.delete(this.#byLink.keys().next().value as string);
    return page;
  }

  async #readByLink(link: string): Promise<SessionPage | undefined> {
    const current = await this.#versionByLink(link);
    if (current?.is_published !== 1) return undefined;
    const kept = this.#pages.get(current.id, current.version);
    if (kept) return kept;
    // The row first, then the roster: the roster is never older than the version it is kept with.
    const session = await findSessionById(this.db, current.id);
    if (session?.is_published !== 1) return undefined;
    const page = { session, roster: await publicRoster(this.db, session.id) };
    this.#pages.set(session.id, session.version, page);
    return page;
  }
}
