// Session JSON (docs/product/api.md). Public answers never reveal another visitor's id (docs/product/roles.md);
// admin answers reveal none at all (decision 0060).
import { createHash } from 'node:crypto';
import { attendanceOf } from '#core/attendance.ts';
import { type Fee, feeMarkOf, lateCancelFees } from '#core/late-fees.ts';
import { fromCents } from '#core/money.ts';
import { confirmedAndWaitingCounts } from '#core/roster.ts';
import type { PublicBooking, SessionDto, SessionSummaryDto } from '#core/schemas.ts';
import { chargedCents } from '#core/session-cancel.ts';
import { waitingListCap } from '#core/session-fill.ts';
import type { SeriesPlace } from '#core/weekly-series.ts';
import type { PublicRosterRow } from '../store/booking-reads.ts';
import type { BookingRow } from '../store/bookings.ts';
import type { SessionRow } from '../store/sessions.ts';

// The answers are built by assigning fields, never by spreading objects: spreading took 40 times as
// long and was most of the sessions list's time (profile in docs/benchmarks.md).
function sessionFields(s: SessionRow) {
  return {
    id: s.id,
    title: s.title,
    date: s.date,
    time: s.time,
    location: s.location,
    capacity: s.capacity,
    link: s.link,
    isPublished: s.is_published === 1,
    canceled: s.canceled_at === null ? null : { reason: s.canceled_reason ?? '', at: s.canceled_at },
    price: fromCents(s.price_cents),
  };
}

/** A booking as anyone sees it, and as its own visitor sees it (with their id). */
const publicEntry = (b: PublicRosterRow): PublicBooking => ({ id: b.id, name: b.name });
const ownEntry = (b: PublicRosterRow, viewerId: string): PublicBooking => ({
  id: b.id,
  name: b.name,
  userId: viewerId,
});

/**
 * What a visitor sees: names, `userId` only on the viewer's own bookings, and the waiting-list cap
 * (`waitingListMax` is WAITING_LIST_MAX) so the page can say how much room is left (decision 0065).
 */
export function publicSessionView(
  s: SessionRow,
  bookings: readonly PublicRosterRow[],
  viewerId: string | null,
  waitingListMax: number | undefined,
): SessionDto {
  return viewWithBookings(
    s,
    bookings.map((b) =>
      viewerId !== null && b.visitor_id === viewerId ? ownEntry(b, viewerId) : publicEntry(b),
    ),
    viewerId,
    waitingListMax,
  );
}

/**
 * The roster's entries as anyone sees them, `kept` (the entries of its first rows, made before) grown
 * by the rest: a roster kept across batches makes each entry once (decision 0109).
 */
export function publicEntries(
  roster: readonly PublicRosterRow[],
  kept: readonly PublicBooking[] = [],
): readonly PublicBooking[] {
  if (kept.length > roster.length) return roster.map(publicEntry);
  return kept.length === roster.length ? kept : kept.concat(roster.slice(kept.length).map(publicEntry));
}

/**
 * publicSessionView for many viewers of one roster (the answers of a batch of bookings): the entries
 * nobody owns are made once and shared by every view, so a rush of 500 answers over a roster of
 * 1,000 makes 1,000 of them, not 250,000 (issue 26). `shared`: the roster's publicEntries.
 */
export function publicSessionViews(
  s: SessionRow,
  roster: readonly PublicRosterRow[],
  shared = publicEntries(roster),
) {
  /**
   * The view of the first `end` bookings of the roster, as `viewerId` sees it. `ownFrom`: the viewer
   * has no booking before it, so the rows before it are not read. Reading every row to find the
   * viewer's was 6 % of a booking's CPU (issue 26): a roster of hundreds is not in the CPU's cache,
   * and a visitor's first booking in a session has rows only at the end.
   */
  return (end: number, viewerId: string, waitingListMax: number | undefined, ownFrom = 0): SessionDto => {
    const bookings = shared.slice(0, end);
    for (let i = ownFrom; i < bookings.length; i++) {
      const b = roster[i] as PublicRosterRow;
      if (b.visitor_id === viewerId) bookings[i] = ownEntry(b, viewerId);
    }
    return viewWithBookings(s, bookings, viewerId, waitingListMax);
  };
}

function viewWithBookings(
  s: SessionRow,
  bookings: PublicBooking[],
  viewerId: string | null,
  waitingListMax: number | undefined,
): SessionDto {
  const view: SessionDto = Object.assign(sessionFields(s), {
    version: s.version,
    bookings,
    waitingListCap: waitingListCap(s.capacity, waitingListMax),
  });
  if (viewerId) view.userId = viewerId;
  return view;
}

/** The visitors with a booking in the roster: only they see a view of their own. */
export const visitorsWithBookings = (bookings: readonly PublicRosterRow[]): ReadonlySet<string> =>
  new Set(bookings.flatMap((b) => (b.visitor_id ? [b.visitor_id] : [])));

/**
 * The JSON of what a visitor with none of the bookings sees, without its closing brace: the callers'
 * answers add their own `userId` and `laterWeeks` (decision 0105). The same text as
 * `JSON.stringify(publicSessionView(s, bookings, null, …))` up to that brace.
 */
export function publicSessionHead(
  s: SessionRow,
  bookings: readonly PublicRosterRow[],
  waitingListMax: number | undefined,
): string {
  return JSON.stringify(publicSessionView(s, bookings, null, waitingListMax)).slice(0, -1);
}

/** A line of the public sessions list: the counts, no names, the same for every caller (decision 0031). */
export function publicSessionSummary(
  s: SessionRow,
  activeCount: number,
  waitingListMax: number | undefined,
): SessionSummaryDto {
  const { confirmed, waiting } = confirmedAndWaitingCounts(activeCount, s.capacity);
  return Object.assign(sessionFields(s), {
    confirmedCount: confirmed,
    waitingCount: waiting,
    waitingListCap: waitingListCap(s.capacity, waitingListMax),
  });
}

/**
 * The `userId` of a visitor's bookings in an admin answer (decision 0060): the same for all their
 * bookings in this session (the colour stripe, the highlight), another in every other session, and
 * never the visitor's id, which works as their key. A hash is enough: the id in it is 128 random bits.
 */
export function adminVisitorKey(sessionId: string, visitorId: string): string {
  return createHash('sha256').update(`${sessionId}:${visitorId}`).digest('base64url').slice(0, 16);
}

/**
 * The fee of each late cancel of a session (core/late-fees.ts), from its rows: `active` are its active
 * bookings, `started` whether it has begun.
 */
export function feesOf(
  s: SessionRow,
  active: readonly unknown[],
  canceled: readonly BookingRow[],
  started: boolean,
): Map<string, Fee> {
  return lateCancelFees({
    started,
    priceCents: chargedCents(s),
    capacity: s.capacity,
    activeCount: active.length,
    lateCancels: canceled
      .filter((b) => b.late === 1)
      .map((b) => ({ id: b.id, canceledAt: b.canceled_at ?? '', feeMark: feeMarkOf(b.fee_mark) })),
  });
}

/**
 * What an admin sees: paid flags and attendance, visitor keys (for the colour stripe), the canceled
 * list (with the paid flag, so a refund is not forgotten) with late cancels and their fees, and the
 * session's place in its series as it is now (decision 0068).
 */
export function adminSessionView(
  s: SessionRow,
  bookings: BookingRow[],
  canceled: BookingRow[],
  series: SeriesPlace | null,
  started: boolean,
): SessionDto {
  const keys = new Map<string, string>();
  const keyOf = (visitorId: string) => {
    let key = keys.get(visitorId);
    if (key === undefined) {
      key = adminVisitorKey(s.id, visitorId);
      keys.set(visitorId, key);
    }
    return key;
  };
  const fees = feesOf(s, bookings, canceled, started);
  return Object.assign(sessionFields(s), {
    bookings: bookings.map((b) => {
      const booking: PublicBooking = {
        id: b.id,
        name: b.name,
        isPaid: b.is_paid === 1,
        attendance: attendanceOf(b.attendance),
      };
      if (b.visitor_id) booking.userId = keyOf(b.visitor_id);
      return booking;
    }),
    canceledBookings: canceled.map((b) => ({
      id: b.id,
      name: b.name,
      cancelationDate: b.canceled_at ?? '',
      canceledByAdmin: b.canceled_by_admin === 1,
      isPaid: b.is_paid === 1,
      late: b.late === 1,
      fee: fees.get(b.id) ?? null,
    })),
    series,
  });
}
