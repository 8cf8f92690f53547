// A visitor booking and cancelling spots (docs/product/booking-rules.md). Each runs in a transaction that holds the
// session lock, so the arrival order is total and nobody is confirmed beyond capacity; bookings that
// arrive together share one (decision 0029).

import { CANCEL_CUTOFF_DETAIL } from '#core/cancel-rules.ts';
import { isWithinCancelCutoff, sessionHasStarted, sessionStart } from '#core/club-time.ts';
import { isLateCancel } from '#core/late-fees.ts';
import { NO_NEW_NAMES_MESSAGE, nameKey, validateBookingNames } from '#core/names.ts';
import { confirmedAndWaiting } from '#core/roster.ts';
import type { BookingCreatedDto, SessionDto } from '#core/schemas.ts';
import { SESSION_CANCELED } from '#core/session-cancel.ts';
import { availability, roomLeft, tooManyNamesMessage, waitingListCap } from '#core/session-fill.ts';
import type { ClubClock } from '../club-clock.ts';
import { isUniqueViolation } from '../db/errors.ts';
import { forbidden, invalid, notFound, refused } from '../errors.ts';
import {
  appendBookings,
  type BookingRow,
  findBooking,
  markCanceled,
  type NewBooking,
} from '../store/bookings.ts';
import type { SessionRow } from '../store/sessions.ts';
import { publicSessionView } from '../views/session-view.ts';
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
  visitorId: string;
  rawNames: string[];
  waitingListMax: number | undefined;
  now: Date;
};

/** A batch in which nobody booked changes nothing: its transaction rolls back with the answers. */
class NothingBooked extends Error {
  constructor(readonly results: Settled<BookingCreatedDto>[]) {
    super('nothing booked');
  }
}

/** Decision 0029: the most requests in one transaction, the most waiting per session, the linger. */
export const BOOKING_BATCH_LIMITS: BatchLimits = { maxBatch: 200, maxQueued: 2000, lingerMs: 10 };

export type BookingQueues = BatchQueues<BookingRequest, BookingCreatedDto>;

/** The app's booking queues, one per session (buildApp makes them once: decision 0090). */
export function bookingQueues(deps: ServiceDeps): BookingQueues {
  return new BatchQueues((sessionId, requests) => bookBatch(deps, sessionId, requests), BOOKING_BATCH_LIMITS);
}

/** How the bookings were batched so far, and how many wait now. */
export function bookingBatchStats(q: BookingQueues): BatchStats & { queued: number } {
  return { ...q.stats, queued: q.queued };
}

/**
 * Books the names for the visitor. Requests for a session whose batch is running wait in the
 * process and are committed together in its next batch (decision 0029); the answer is the same as
 * if the request had had the session to itself. Too many waiting: QueueFull.
 */
export async function bookSpots(
  { bookings, clock }: { bookings: BookingQueues; clock: ClubClock },
  sessionId: string,
  rawNames: string[],
  ctx: BookingContext,
): Promise<BookingCreatedDto> {
  const request: BookingRequest = {
    visitorId: ctx.visitorId,
    rawNames,
    waitingListMax: ctx.waitingListMax,
    now: clock.now(),
  };
  try {
    return await bookings.submit(sessionId, request);
  } catch (err) {
    // The database's own guard against a name booked twice by one visitor (docs/product/booking-rules.md).
    if (isUniqueViolation(err)) throw invalid(NO_NEW_NAMES_MESSAGE);
    throw err;
  }
}

/**
 * One transaction under the session lock for a batch of requests, taken in arrival order: each is
 * checked against the roster as the requests before it left it and answered on its own; the rows of
 * all that pass go in together, and the version and outbox move once for the batch.
 */
async function bookBatch(
  deps: ServiceDeps,
  sessionId: string,
  requests: BookingRequest[],
): Promise<Settled<BookingCreatedDto>[]> {
  try {
    const { value } = await changeSession(deps, sessionId, async (trx, locked, before) => {
      const held = heldNames(before);
      const admitted: { request: BookingRequest; count: number }[] = [];
      const rows: NewBooking[] = [];
      const outcomes = requests.map((request): Settled<number> => {
        try {
          const names = admit(locked, request, before.length + rows.length, held, deps.clock);
          admitted.push({ request, count: names.length });
          rows.push(...newBookings(names, { visitorId: request.visitorId, isPaid: false, now: request.now }));
          return { ok: true, value: admitted.length - 1 };
        } catch (error) {
          return { ok: false, error };
        }
      });
      const results = (answers: BookingCreatedDto[]) =>
        outcomes.map(
          (o): Settled<BookingCreatedDto> =>
            o.ok ? { ok: true, value: answers[o.value] as BookingCreatedDto } : o,
        );
      if (!locked || rows.length === 0) throw new NothingBooked(results([]));

      const after = [...before, ...(await appendBookings(trx, locked, rows))];
      const answers: BookingCreatedDto[] = [];
      let end = before.length;
      for (const { request, count } of admitted) {
        end += count;
        answers.push(answer(locked, after.slice(0, end), count, request));
      }
      return {
        value: results(answers),
        cause: { kind: 'visitors-booked', visitorIds: admitted.map((a) => a.request.visitorId) },
        after,
      };
    });
    return value;
  } catch (err) {
    if (err instanceof NothingBooked) return err.results;
    throw err;
  }
}

/** Each visitor's active name keys in the session. */
function heldNames(bookings: readonly BookingRow[]): Map<string, Set<string>> {
  const held = new Map<string, Set<string>>();
  for (const b of bookings) {
    if (b.visitor_id === null) continue;
    const keys = held.get(b.visitor_id) ?? new Set<string>();
    keys.add(b.name_key);
    held.set(b.visitor_id, keys);
  }
  return held;
}

/**
 * The names this request books, given how many bookings are active ahead of it, or the error it is
 * refused with. Records the names as held, so the visitor's later requests in the batch see them.
 */
function admit(
  locked: SessionRow | undefined,
  request: BookingRequest,
  activeCount: number,
  held: Map<string, Set<string>>,
  clock: ClubClock,
): string[] {
  const session = publishedOr404(locked);
  if (sessionHasStarted(session, clock.timeZone, request.now)) {
    throw invalid(SESSION_ENDED);
  }
  if (session.canceled_at !== null) throw invalid(SESSION_CANCELED);
  const mine = held.get(request.visitorId) ?? new Set<string>();
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
  held.set(request.visitorId, mine);
  return result.names;
}

/** A request's answer: its names by status and the roster as it left it (its own names last). */
function answer(
  session: SessionRow,
  upToMine: BookingRow[],
  count: number,
  { visitorId, waitingListMax }: BookingRequest,
): BookingCreatedDto {
  const mine = upToMine.slice(upToMine.length - count);
  const confirmedIds = new Set(confirmedAndWaiting(upToMine, session.capacity).confirmed.map((b) => b.id));
  return {
    confirmed: mine.filter((b) => confirmedIds.has(b.id)).map((b) => b.name),
    waiting: mine.filter((b) => !confirmedIds.has(b.id)).map((b) => b.name),
    session: publicSessionView(session, upToMine, visitorId, waitingListMax),
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
  const { value } = await changeSession(deps, sessionId, async (trx, locked, before) => {
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
    const after = before.filter((b) => b.id !== booking.id);
    return {
      value: { session: publicSessionView(session, after, ctx.visitorId, ctx.waitingListMax) },
      cause: { kind: 'visitor-canceled', visitorId: ctx.visitorId, booking },
      after,
    };
  });
  return value;
}
