// A session's live event for each of its viewers, built once per change (decision 0056). Every viewer
// sees the names, and ids only on their own bookings (docs/product/roles.md): a viewer with no booking
// in the session gets the anonymous event's bytes — one Buffer shared by all — followed by their
// visitor id, if any; only viewers with bookings here get an event of their own.
import type { PublicRosterRow } from '../store/booking-reads.ts';
import type { SessionRow } from '../store/sessions.ts';
import { publicSessionView, visitorsWithBookings } from '../views/session-view.ts';
import { type SseChunks, sseEvent } from './sse.ts';

const ANONYMOUS_END = '}\n\n';

export class SessionFrames {
  /** How many session views were serialised (the shared one counts once). */
  built = 0;
  private shared: Buffer | undefined;
  private readonly own = new Map<string, string>();
  private readonly owners: ReadonlySet<string>;

  constructor(
    private readonly session: SessionRow,
    private readonly bookings: readonly PublicRosterRow[],
    private readonly waitingListMax: number | undefined,
    /** The later open weeks of its series (decision 0088), the same for every viewer. */
    private readonly laterWeeks: number,
  ) {
    this.owners = visitorsWithBookings(bookings);
  }

  forViewer(visitorId: string | null): SseChunks {
    if (visitorId !== null && this.owners.has(visitorId)) return [this.ownEvent(visitorId)];
    // publicSessionView puts `userId` last, after the bookings: the shared text is the anonymous
    // view without its closing brace.
    return [
      this.sharedStart(),
      visitorId === null ? ANONYMOUS_END : `,"userId":${JSON.stringify(visitorId)}}\n\n`,
    ];
  }

  private sharedStart(): Buffer {
    if (!this.shared) {
      const json = this.serialise(null);
      this.shared = Buffer.from(
        sseEvent('session', json, this.session.version).slice(0, -ANONYMOUS_END.length),
      );
    }
    return this.shared;
  }

  private ownEvent(visitorId: string): string {
    let event = this.own.get(visitorId);
    if (event === undefined) {
      event = sseEvent('session', this.serialise(visitorId), this.session.version);
      this.own.set(visitorId, event);
    }
    return event;
  }

  private serialise(visitorId: string | null): string {
    this.built += 1;
    const view = publicSessionView(this.session, this.bookings, visitorId, this.waitingListMax);
    view.laterWeeks = this.laterWeeks;
    return JSON.stringify(view);
  }
}
