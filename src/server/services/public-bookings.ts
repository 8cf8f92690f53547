// A visitor booking and cancelling spots (docs/product/booking-rules.md). Each runs in a transaction that holds the
// session lock, so the arrival order is total and nobody is confirmed beyond capacity; bookings that
// arrive together share one, whatever their session (decisions 0029, 0109).

import { CANCEL_CUTOFF_DETAIL } from '#core/cancel-rules.ts';
import { isWithinCancelCutoff, sessionHasStarted, sessionStart } from '#core/club-time.ts';
import { isLateCancel } from '#core/late-fees.ts';
import { NO_NEW_NAMES_MESSAGE, nameKey, validateBookingNames } from '#core/names.ts';
import { confirmedAndWaiting, confirmedAndWaitingFrom } from '#core/roster.ts';
import type { BookingCreatedDto, PublicBooking, SessionDto } from '#core/schemas.ts';
import { SESSION_CANCELED } from '#core/session-cancel.ts';
import { availability, roomLeft, tooManyNamesMessage, waitingListCap } from '#core/session-fill.ts';
import type { ClubClock } from '../club-clock.ts';
import type { Db } from '../db/connection.ts';
import { isUniqueViolation } from '../db/errors.ts';
import { forbidden, invalid, notFound, refused } from '../errors.ts';
import { consequences } from '../outbox/consequences.ts';
import type { TypedEntry } from '../outbox/events.ts';
import { withOutbox } from '../outbox/with-outbox.ts';
import {
  activeBookingsBySession,
  activeBookingsFrom,
  appendBookingsOfSessions,
  type BookingRow,
  findBooking,
  lockSessions,
  markCanceled,
  type NewBooking,
} from '../store/bookings.ts';
import { advanceSessions, type SessionRow } from '../store/sessions.ts';
import { touchVisitors } from '../store/visitors.ts';
import {
  grownRoster,
  noteRosterJson,
  rosterJsonOfAnswer,
  type SharedRoster,
  sharedRoster,
} from '../views/roster-json.ts';
import { publicEntries, publicSessionView, publicSessionViews } from '../views/session-view.ts';
import { type BatchLimits, BatchQueues, type BatchStats, type Settled } from './batch-queues.ts';
import type { ServiceDeps } from './deps.ts';
import { newBookings } from './new-bookings.ts';
import { publishedOr404 } from './published.ts';
import { changeSession } from './session-change.ts';

export const SESSION_ENDED = 'Session has ended';
export const NOT_YOUR_BOOKING = 'You can only cancel your own bookings.';
export { CANCEL_CUTOFF_DETAIL };

/** WAITING_LIST_MAX: one waiting-list cap for every session instead of its capacity. */
export type BookingContext = { visitorId: string; waitingListMax?: number | undefined };

/** One visitor's booking request, as it waits for its batch. */
type BookingRequest = {
  sessionId: string;
  visitorId: string;
  /** A visitor id issued with this request: its row is written in the batch's transaction. */
  newVisitor: boolean;
  rawNames: string[];
  waitingListMax: number | undefined;
  now: Date;
};

/** A booking's answer, and the session row it was booked under (the page's `laterWeeks` need it). */
export type Booked = { answer: BookingCreatedDto; session: SessionRow };

/** A batch that neither booked nor recorded anything changes nothing: it rolls back. */
class NothingWritten extends Error {
  constructor() {
    super('nothing written');
  }
}

/**
 * Decision 0029: the most requests in one transaction, the most waiting per session, and the linger
 * (decision 0151: the next bookings of a rush arrive within a few ms of the answers).
 */
export const BOOKING_BATCH_LIMITS: BatchLimits = { maxBatch: 200, maxQueued: 2000, lingerMs: 3 };

/**
 * A session's active bookings as of one version, and each visitor's name keys among them. The
 * version moves with every change of the roster (decision 0026), so a batch that finds the version it
 * knows under the lock needs no roster read (decision 0109).
 */
type Roster = {
  version: number;
  /** The session's `appends` and `next_seq` at that version (decision 0146). */
  appends: number;
  nextSeq: number;
  bookings: readonly BookingRow[];
  held: Map<string, Set<string>>;
  /** Its bookings' JSON once an answer needed it, grown batch by batch (decision 0129). */
  json?: SharedRoster;
  /** Its bookings as anyone sees them, likewise grown (publicEntries). */
  entries?: readonly PublicBooking[];
};
/** Rosters kept at most: one per session a rush is on, not the whole club's history. */
const MAX_ROSTERS = 500;
/**
 * Bookings the kept rosters hold at most, all sessions together: what they keep grows with their
 * names, not their count, and a roster is a read away when gone (decision 0131).
 */
export const MAX_KEPT_BOOKINGS = 20_000;

/** The app's booking queue (every session in one lane) and the rosters it keeps (decision 0109). */
export class BookingQueues {
  readonly rosters = new Map<string, Roster>();
  /** The bookings the kept rosters hold, together. */
  #keptBookings = 0;
  // Every session in one lane: the bookings of many sessions share one transaction (decision 0109).
  readonly queue = new BatchQueues<BookingRequest, Booked>(
    (_lane, requests) => bookBatch(this.deps, this, requests),
    BOOKING_BATCH_LIMITS,
    () => 'bookings',
  );

  constructor(private readonly deps: ServiceDeps) {}

  /** Keeps `roster` as the newest; the oldest go while there are too many or they hold too much. */
  keep(sessionId: string, roster: Roster): void {
    this.#forget(sessionId);
    this.rosters.set(sessionId, roster);
    this.#keptBookings += roster.bookings.length;
    while (
      this.rosters.size > 1 &&
      (this.rosters.size > MAX_ROSTERS || this.#keptBookings > MAX_KEPT_BOOKINGS)
    ) {
      this.#forget(this.rosters.keys().next().value as string);
    }
  }

  /** The bookings the kept rosters hold, together. */
  get keptBookings(): number {
    return this.#keptBookings;
  }

  #forget(sessionId: string): void {
    const old = this.rosters.get(sessionId);
    if (!old) return;
    this.#keptBookings -= old.bookings.length;
    this.rosters.delete(sessionId);
  }

  /**
   * The rosters of the locked sessions: the kept ones of the locked version; those kept of a version
   * that only booking batches have moved since (another process's, decision 0146) with the bookings
   * appended since; the others read whole. Each read is one statement for all sessions.
   */
  async rostersOf(trx: Db, sessions: readonly SessionRow[]): Promise<Map<string, Roster>> {
    const rosters = new Map<string, Roster>();
    const missing: SessionRow[] = [];
    const behind: { session: SessionRow; kept: Roster }[] = [];
    for (const session of sessions) {
      const kept = this.rosters.get(session.id);
      if (kept?.version === session.version) rosters.set(session.id, kept);
      else if (kept && onlyAppendedSince(kept, session)) behind.push({ session, kept });
      else missing.push(session);
    }
    if (behind.length > 0) {
      const appended = await activeBookingsFrom(
        trx,
        new Map(behind.map(({ session, kept }) => [session.id, kept.nextSeq])),
      );
      for (const { session, kept } of behind) {
        const roster = caughtUp(kept, session, appended.get(session.id) ?? []);
        this.keep(session.id, roster);
        rosters.set(session.id, roster);
      }
    }
    if (missing.length === 0) return rosters;
    const read = await activeBookingsBySession(
      trx,
      missing.map((s) => s.id),
    );
    for (const session of missing) {
      const bookings = read.get(session.id) ?? [];
      const roster = { ...rosterVersion(session), bookings, held: heldNames(bookings) };
      this.keep(session.id, roster);
      rosters.set(session.id, roster);
    }
    return rosters;
  }
}

/** The session's version as a roster records it. */
const rosterVersion = (s: SessionRow) => ({ version: s.version, appends: s.appends, nextSeq: s.next_seq });

/** Every move of the session's version since the roster's was a booking batch's, which only appends. */
const onlyAppendedSince = (kept: Roster, session: SessionRow) =>
  session.version > kept.version &&
  session.version - kept.version === session.appends - kept.appends &&
  session.next_seq >= kept.nextSeq;

/** The kept roster with the bookings appended since, at the session's version; its JSON grown to match. */
function caughtUp(kept: Roster, session: SessionRow, appended: readonly BookingRow[]): Roster {
  // The kept roster is replaced by this one (keep), so its name keys are added to in place.
  const held = addHeldNames(kept.held, appended);
  return {
    ...rosterVersion(session),
    bookings: [...kept.bookings, ...appended],
    held,
    json: kept.json && grownRoster(kept.json, appended),
    entries: kept.entries,
  };
}

/** The app's booking queues (buildApp makes them once: decision 0090). */
export function bookingQueues(deps: ServiceDeps): BookingQueues {
  return new BookingQueues(deps);
}

/** How the bookings were batched so far, and how many wait now. */
export function bookingBatchStats(q: BookingQueues): BatchStats & { queued: number } {
  return { ...q.queue.stats, queued: q.queue.queued };
}

/**
 * Books the names for the visitor. Requests that arrive while a batch is running wait in the
 * process and are committed together in the next batch, whatever their session (decisions 0029,
 * 0109); the answer is the same as if the request had had the session to itself. Too many waiting
 * for the session: QueueFull.
 */
export async function bookSpots(
  deps: { bookings: BookingQueues; clock: ClubClock },
  sessionId: string,
  rawNames: string[],
  ctx: BookingContext,
): Promise<BookingCreatedDto> {
  return (await bookSpotsIn(deps, sessionId, rawNames, ctx)).answer;
}

/** bookSpots, also answering the session row; `newVisitor`: the visitor's row is the batch's to write. */
export async function bookSpotsIn(
  { bookings, clock }: { bookings: BookingQueues; clock: ClubClock },
  sessionId: string,
  rawNames: string[],
  ctx: BookingContext & { newVisitor?: boolean },
): Promise<Booked> {
  const request: BookingRequest = {
    sessionId,
    visitorId: ctx.visitorId,
    newVisitor: ctx.newVisitor === true,
    rawNames,
    waitingListMax: ctx.waitingListMax,
    now: clock.now(),
  };
  try {
    return await bookings.queue.submit(sessionId, request);
  } catch (err) {
    // The database's own guard against a name booked twice by one visitor (docs/product/booking-rules.md).
    if (isUniqueViolation(err)) throw invalid(NO_NEW_NAMES_MESSAGE);
    throw err;
  }
}

/** One session's part of a batch: its requests' rows and the names they hold once booked. */
type SessionPart = {
  session: SessionRow;
  roster: Roster;
  /** Name keys of the visitors who book here, as the batch leaves them (copies, kept on commit). */
  held: Map<string, Set<string>>;
  admitted: { index: number; request: BookingRequest; count: number }[];
  rows: NewBooking[];
};

/**
 * One transaction for a batch of requests of any sessions (decision 0109): the new visitors' rows,
 * then each session under its lock (in id order, so two processes' batches never wait on each other
 * in a circle), its requests taken in arrival order, each checked against the roster as the ones
 * before it left it and answered on its own; the rows of all that pass go in with one INSERT, and each
 * session's version and outbox move once for the batch (as changeSession does for one change).
 */
async function bookBatch(
  deps: ServiceDeps,
  desk: BookingQueues,
  requests: BookingRequest[],
): Promise<Settled<Booked>[]> {
  const { clock } = deps;
  const results: Settled<Booked>[] = [];
  const bySession = new Map<string, number[]>();
  for (const [i, r] of requests.entries()) {
    const indexes = bySession.get(r.sessionId);
    if (indexes) indexes.push(i);
    else bySession.set(r.sessionId, [i]);
  }
  const newVisitors = [...new Set(requests.filter((r) => r.newVisitor).map((r) => r.visitorId))];
  const now = clock.now();
  let kept: { part: SessionPart; roster: Roster }[] = [];
  try {
    kept = await withOutbox(deps, async (trx) => {
      await touchVisitors(trx, newVisitors, now);
      const sessions = await lockSessions(trx, [...bySession.keys()]);
      const rosters = await desk.rostersOf(trx, sessions);
      const locked = new Map(sessions.map((s) => [s.id, s]));
      const parts: SessionPart[] = [];
      for (const [sessionId, indexes] of bySession) {
        const session = locked.get(sessionId);
        const roster = rosters.get(sessionId);
        if (!session || !roster) {
          for (const i of indexes) results[i] = refusal(() => publishedOr404(undefined));
          continue;
        }
        const part = admitAll(session, roster, requests, indexes, results, clock);
        if (part.rows.length > 0) parts.push(part);
      }
      if (parts.length === 0 && newVisitors.length === 0) throw new NothingWritten();
      const inserted = await appendBookingsOfSessions(
        trx,
        parts.map((p) => ({ session: p.session, bookings: p.rows })),
      );
      const changed = new Map(
        (
          await advanceSessions(
            trx,
            new Map(parts.map((p) => [p.session.id, p.session.next_seq + p.rows.length])),
          )
        ).map((s) => [s.id, s]),
      );
      const outbox: TypedEntry[] = [];
      const kept: { part: SessionPart; roster: Roster }[] = [];
      for (const part of parts) {
        const before = part.roster.bookings;
        const after = [...before, ...(inserted.get(part.session.id) ?? [])];
        const current = changed.get(part.session.id);
        const version = current?.version ?? part.session.version + 1;
        outbox.push(
          ...consequences(
            { session: part.session, bookings: before },
            current ? { session: current, bookings: after } : null,
            {
              cause: { kind: 'visitors-booked', visitorIds: part.admitted.map((a) => a.request.visitorId) },
              timeZone: clock.timeZone,
              now,
              version,
            },
          ),
        );
        const { json, entries } = answerAll(part, after, version, results);
        // Without the session as it now is, the next batch reads the roster whole (NaN compares false).
        const moved = current
          ? rosterVersion(current)
          : { version, appends: Number.NaN, nextSeq: Number.NaN };
        kept.push({ part, roster: { ...moved, bookings: after, held: part.roster.held, json, entries } });
      }
      return { value: kept, outbox, nowMs: now.getTime() };
    });
  } catch (err) {
    if (!(err instanceof NothingWritten)) throw err;
  }
  // Committed: the rosters as the batch left them are the sessions' at their new versions.
  for (const { part, roster } of kept) {
    for (const [visitorId, keys] of part.held) roster.held.set(visitorId, keys);
    desk.keep(part.session.id, roster);
  }
  return results;
}

const refusal = (check: () => unknown): Settled<Booked> => {
  try {
    check();
  } catch (error) {
    return { ok: false, error };
  }
  throw new Error('a refusal that did not refuse');
};

/** Takes one session's requests in arrival order: each admitted or refused (into `results`). */
function admitAll(
  session: SessionRow,
  roster: Roster,
  requests: BookingRequest[],
  indexes: number[],
  results: Settled<Booked>[],
  clock: ClubClock,
): SessionPart {
  const part: SessionPart = { session, roster, held: new Map(), admitted: [], rows: [] };
  for (const index of indexes) {
    const request = requests[index] as BookingRequest;
    const mine = part.held.get(request.visitorId) ?? new Set(roster.held.get(request.visitorId));
    try {
      const names = admit(session, request, roster.bookings.length + part.rows.length, mine, clock);
      part.held.set(request.visitorId, mine);
      part.admitted.push({ index, request, count: names.length });
      part.rows.push(
        ...newBookings(names, { visitorId: request.visitorId, isPaid: false, now: request.now }),
      );
    } catch (error) {
      results[index] = { ok: false, error };
    }
  }
  return part;
}

/**
 * Each admitted request's answer: its names by status and the roster as it left it (its own last).
 * Their bookings JSON is written from one text, and their entries from one list, each grown from the
 * roster's last one (decisions 0110, 0129); both are answered to be kept with the roster.
 */
function answerAll(
  part: SessionPart,
  after: BookingRow[],
  version: number,
  results: Settled<Booked>[],
): { json: SharedRoster; entries: readonly PublicBooking[] } {
  const { session, admitted, roster } = part;
  let end = roster.bookings.length;
  const json = roster.json ? grownRoster(roster.json, after.slice(end)) : sharedRoster(after);
  const entries = publicEntries(after, roster.entries);
  // Each answer shows its prefix of the roster the batch left: at the version the batch moved it to.
  const views = publicSessionViews({ ...session, version }, after, entries);
  const inBatch = new Set<string>();
  for (const { index, request, count } of admitted) {
    end += count;
    // A visitor who held nothing in the roster before the batch, nor earlier in it, has no rows but
    // this request's: their answer need not look for theirs among the rows before (issue 26).
    const first = !roster.held.has(request.visitorId) && !inBatch.has(request.visitorId);
    const ownFrom = first ? end - count : 0;
    inBatch.add(request.visitorId);
    const dto = answer(session, after, end, count, request, views, ownFrom);
    noteRosterJson(dto.session, rosterJsonOfAnswer(json, after, end, request.visitorId, ownFrom));
    results[index] = { ok: true, value: { answer: dto, session } };
  }
  return { json, entries };
}

/** Each visitor's active name keys in the session. */
const heldNames = (bookings: readonly BookingRow[]) => addHeldNames(new Map(), bookings);

/** `held` with each visitor's name keys among `bookings` added. */
function addHeldNames(
  held: Map<string, Set<string>>,
  bookings: readonly BookingRow[],
): Map<string, Set<string>> {
  for (const b of bookings) {
    if (b.visitor_id === null) continue;
    const keys = held.get(b.visitor_id);
    if (keys) keys.add(b.name_key);
    else held.set(b.visitor_id, new Set([b.name_key]));
  }
  return held;
}

/**
 * The names this request books, given how many bookings are active ahead of it, or the error it is
 * refused with. Adds the names to `mine` (the visitor's held name keys), so the visitor's later
 * requests in the batch see them.
 */
function admit(
  locked: SessionRow | undefined,
  request: BookingRequest,
  activeCount: number,
  mine: Set<string>,
  clock: ClubClock,
): string[] {
  const session = publishedOr404(locked);
  if (sessionHasStarted(session, clock.timeZone, request.now)) {
    throw invalid(SESSION_ENDED);
  }
  if (session.canceled_at !== null) throw invalid(SESSION_CANCELED);
  const result = validateBookingNames(request.rawNames, mine);
  if (!result.ok) throw invalid(result.error);
  const room = availability({
    capacity: session.capacity,
    activeCount,
    waitingListCap: waitingListCap(session.capacity, request.waitingListMax),
  });
  // All of the request's names or none (docs/product/booking-rules.md), told how many would fit (decision 0065).
  if (result.names.length > roomLeft(room)) throw invalid(tooManyNamesMessage(room));
  for (const name of result.names) mine.add(nameKey(name));
  return result.names;
}

/**
 * A request's answer: its names by status and the first `end` bookings of the roster as the batch
 * left it (its own names last), from `views`, the batch's shared views of that roster. `ownFrom`: the
 * visitor has no booking before it.
 */
function answer(
  session: SessionRow,
  after: BookingRow[],
  end: number,
  count: number,
  { visitorId, waitingListMax }: BookingRequest,
  views: ReturnType<typeof publicSessionViews>,
  ownFrom: number,
): BookingCreatedDto {
  const { confirmed, waiting } = confirmedAndWaitingFrom(
    after.slice(end - count, end),
    end - count,
    session.capacity,
  );
  return {
    confirmed: confirmed.map((b) => b.name),
    waiting: waiting.map((b) => b.name),
    session: views(end, visitorId, waitingListMax, ownFrom),
  };
}

export async function cancelOwnBooking(
  deps: ServiceDeps,
  sessionId: string,
  bookingId: string,
  ctx: BookingContext,
): Promise<{ session: SessionDto }> {
  const { clock } = deps;
  const now = clock.now();
  const { after } = await changeSession(deps, sessionId, async (trx, locked, before) => {
    const session = publishedOr404(locked);
    const booking = await findBooking(trx, sessionId, bookingId);
    if (!booking || booking.canceled_at !== null) throw notFound('Booking not found');
    if (booking.visitor_id !== ctx.visitorId) throw forbidden(NOT_YOUR_BOOKING);
    const start = sessionStart(session.date, session.time, clock.timeZone);
    if (isWithinCancelCutoff(start, now)) throw refused(CANCEL_CUTOFF_DETAIL);
    const { confirmed } = confirmedAndWaiting(before, session.capacity);
    const wasConfirmed = confirmed.some((b) => b.id === booking.id);
    const late = isLateCancel({ byAdmin: false, wasConfirmed, start, now });
    await markCanceled(trx, booking.id, { byAdmin: false, now, late });
    return {
      value: undefined,
      cause: { kind: 'visitor-canceled', visitorId: ctx.visitorId, booking },
      after: before.filter((b) => b.id !== booking.id),
    };
  });
  // The answer shows the session as the cancel left it, at the version it moved to.
  const session = publishedOr404(after?.session);
  return {
    session: publicSessionView(session, after?.bookings ?? [], ctx.visitorId, ctx.waitingListMax),
  };
}
