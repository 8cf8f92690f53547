// The open booking-page streams of this process, by session. On a change, the session is read once
// and each viewer gets it in their own view, built once for all (session-frames.ts). Changes coming
// faster than `gapMs` are folded into one refresh (decision 0056): the page shows the latest roster
// a moment later instead of every step of a rush.
import type { FastifyBaseLogger } from 'fastify';
import type { ClubClock } from '../club-clock.ts';
import type { Db } from '../db/connection.ts';
import type { LiveChange } from '../outbox/events.ts';
import { laterWeeksCount } from '../services/series-bookings.ts';
import { publicRoster } from '../store/booking-reads.ts';
import { findSessionById } from '../store/sessions.ts';
import { SessionFrames } from './session-frames.ts';
import type { SseStream } from './sse.ts';

/** The least time between two refreshes of one session's viewers. */
export const REFRESH_GAP_MS = 500;

type Viewer = { visitorId: string | null; stream: SseStream; version: number };
type Watched = {
  viewers: Set<Viewer>;
  /** A refresh is running; `again`: a change came meanwhile. */
  busy: boolean;
  again: boolean;
  lastAt: number;
  timer: ReturnType<typeof setTimeout> | undefined;
};

/** What tests and the bench look at: session reads and session views serialised. */
export type LiveStats = { reads: number; built: number };

export class SessionViewers {
  private readonly bySession = new Map<string, Watched>();
  readonly stats: LiveStats = { reads: 0, built: 0 };

  /** `waitingListMax`: WAITING_LIST_MAX, for the cap the public view carries. */
  constructor(
    private readonly db: Db,
    private readonly log: FastifyBaseLogger,
    private readonly waitingListMax: number | undefined,
    private readonly clock: ClubClock,
    private readonly gapMs = REFRESH_GAP_MS,
  ) {}

  /** Adds a viewer and sends them the session as it is now. */
  async add(sessionId: string, visitorId: string | null, stream: SseStream): Promise<void> {
    const viewer: Viewer = { visitorId, stream, version: -1 };
    let watched = this.bySession.get(sessionId);
    if (!watched) {
      watched = { viewers: new Set(), busy: false, again: false, lastAt: 0, timer: undefined };
      this.bySession.set(sessionId, watched);
    }
    const { viewers } = watched;
    viewers.add(viewer);
    stream.onClose(() => {
      viewers.delete(viewer);
      const current = this.bySession.get(sessionId);
      if (viewers.size === 0 && current?.viewers === viewers) {
        clearTimeout(current.timer);
        this.bySession.delete(sessionId);
      }
    });
    await this.refresh(sessionId, [viewer]);
  }

  /** Refreshes the viewers of the changed session; of every session when `change` is null. */
  changed(change: LiveChange | null): void {
    const ids = change ? [change.sessionId] : [...this.bySession.keys()];
    for (const id of ids) {
      const watched = this.bySession.get(id);
      if (watched) this.schedule(id, watched);
    }
  }

  /** One refresh at a time per session, at most one per gap; changes meanwhile join the next one. */
  private schedule(sessionId: string, watched: Watched): void {
    if (watched.timer) return;
    if (watched.busy) {
      watched.again = true;
      return;
    }
    const wait = watched.lastAt + this.gapMs - Date.now();
    if (wait > 0) watched.timer = setTimeout(() => void this.run(sessionId, watched), wait);
    else void this.run(sessionId, watched);
  }

  private async run(sessionId: string, watched: Watched): Promise<void> {
    Object.assign(watched, { timer: undefined, busy: true, again: false, lastAt: Date.now() });
    try {
      await this.refresh(sessionId, [...watched.viewers]);
    } catch (err) {
      this.log.warn({ err }, 'live refresh failed');
    }
    watched.busy = false;
    if (watched.again && this.bySession.get(sessionId) === watched) this.schedule(sessionId, watched);
  }

  private async refresh(sessionId: string, viewers: Viewer[]): Promise<void> {
    this.stats.reads += 1;
    const session = await findSessionById(this.db, sessionId);
    if (session?.is_published !== 1) {
      for (const v of viewers) {
        v.stream.send('gone', {});
        v.stream.close();
      }
      return;
    }
    const laterWeeks = await laterWeeksCount(this.db, session, this.clock);
    const roster = await publicRoster(this.db, sessionId);
    const frames = new SessionFrames(session, roster, this.waitingListMax, laterWeeks);
    for (const v of viewers) {
      // A slower read may finish after a newer one: never send a viewer an older roster.
      if (session.version <= v.version) continue;
      v.version = session.version;
      v.stream.sendChunks(frames.forViewer(v.visitorId));
    }
    this.stats.built += frames.built;
  }

  closeAll(): void {
    for (const watched of this.bySession.values()) {
      clearTimeout(watched.timer);
      for (const v of watched.viewers) v.stream.close();
    }
  }
}
