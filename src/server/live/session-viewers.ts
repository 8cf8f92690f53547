// The open booking-page streams of this process, by session. On a change, the session is read once
// and each viewer gets it in their own view: their bookings marked, nobody else's id (docs/product/roles.md).
import type { Db } from '../db/connection.ts';
import type { LiveChange } from '../outbox/events.ts';
import { laterWeeksCount } from '../services/series-bookings.ts';
import { activeBookings } from '../store/bookings.ts';
import { findSessionById } from '../store/sessions.ts';
import { publicSessionView } from '../views/session-view.ts';
import type { SseStream } from './sse.ts';

type Viewer = { visitorId: string | null; stream: SseStream; version: number };

export class SessionViewers {
  private readonly bySession = new Map<string, Set<Viewer>>();

  /** `waitingListMax`: WAITING_LIST_MAX, for the cap the public view carries. */
  constructor(
    private readonly db: Db,
    private readonly waitingListMax: number | undefined,
    private readonly timeZone: string,
  ) {}

  /** Adds a viewer and sends them the session as it is now. */
  async add(sessionId: string, visitorId: string | null, stream: SseStream): Promise<void> {
    const viewer: Viewer = { visitorId, stream, version: -1 };
    let set = this.bySession.get(sessionId);
    if (!set) {
      set = new Set();
      this.bySession.set(sessionId, set);
    }
    set.add(viewer);
    stream.onClose(() => {
      set.delete(viewer);
      if (set.size === 0 && this.bySession.get(sessionId) === set) this.bySession.delete(sessionId);
    });
    await this.refresh(sessionId, [viewer]);
  }

  /** Refreshes the viewers of the changed session; of every session when `change` is null. */
  async changed(change: LiveChange | null): Promise<void> {
    const ids = change ? [change.sessionId] : [...this.bySession.keys()];
    for (const id of ids) {
      const viewers = this.bySession.get(id);
      if (viewers) await this.refresh(id, [...viewers]);
    }
  }

  private async refresh(sessionId: string, viewers: Viewer[]): Promise<void> {
    const session = await findSessionById(this.db, sessionId);
    if (session?.is_published !== 1) {
      for (const v of viewers) {
        v.stream.send('gone', {});
        v.stream.close();
      }
      return;
    }
    const bookings = await activeBookings(this.db, sessionId);
    const laterWeeks = await laterWeeksCount(this.db, session, this.timeZone);
    for (const v of viewers) {
      // A slower read may finish after a newer one: never send a viewer an older roster.
      if (session.version <= v.version) continue;
      v.version = session.version;
      const view = publicSessionView(session, bookings, v.visitorId, this.waitingListMax);
      view.laterWeeks = laterWeeks;
      v.stream.send('session', view, session.version);
    }
  }

  closeAll(): void {
    for (const set of this.bySession.values()) for (const v of set) v.stream.close();
  }
}
