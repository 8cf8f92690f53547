// Session JSON (docs/product/api.md). Public answers never reveal another visitor's id (docs/product/roles.md).
import { attendanceOf } from '../../core/attendance.ts';
import { type Fee, feeMarkOf, lateCancelFees } from '../../core/late-fees.ts';
import { fromCents } from '../../core/money.ts';
import { confirmedAndWaitingCounts } from '../../core/roster.ts';
import type { PublicBooking, SessionDto, SessionSummaryDto } from '../../core/schemas.ts';
import type { SeriesPlace } from '../../core/weekly-series.ts';
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
    price: fromCents(s.price_cents),
  };
}

/** What a visitor sees: names, and `userId` only on the viewer's own bookings. */
export function publicSessionView(
  s: SessionRow,
  bookings: readonly PublicRosterRow[],
  viewerId: string | null,
): SessionDto {
  const view: SessionDto = Object.assign(sessionFields(s), {
    bookings: bookings.map((b) =>
      viewerId !== null && b.visitor_id === viewerId
        ? { id: b.id, name: b.name, userId: viewerId }
        : { id: b.id, name: b.name },
    ),
  });
  if (viewerId) view.userId = viewerId;
  return view;
}

/** A line of the public sessions list: the counts, no names, the same for every caller (decision 0031). */
export function publicSessionSummary(s: SessionRow, activeCount: number): SessionSummaryDto {
  const { confirmed, waiting } = confirmedAndWaitingCounts(activeCount, s.capacity);
  return Object.assign(sessionFields(s), { confirmedCount: confirmed, waitingCount: waiting });
}

/** The weekly series a session was created in (decision 0038), or null. */
function seriesOf(s: SessionRow): SeriesPlace | null {
  if (s.series_id === null || s.series_week === null || s.series_weeks === null) return null;
  return { id: s.series_id, week: s.series_week, weeks: s.series_weeks };
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
    priceCents: s.price_cents,
    capacity: s.capacity,
    activeCount: active.length,
    lateCancels: canceled
      .filter((b) => b.late === 1)
      .map((b) => ({ id: b.id, canceledAt: b.canceled_at ?? '', feeMark: feeMarkOf(b.fee_mark) })),
  });
}

/**
 * What an admin sees: paid flags and attendance, visitor ids (for the colour stripe), the canceled
 * list with late cancels and their fees, the series.
 */
export function adminSessionView(
  s: SessionRow,
  bookings: BookingRow[],
  canceled: BookingRow[],
  started: boolean,
): SessionDto {
  const fees = feesOf(s, bookings, canceled, started);
  return Object.assign(sessionFields(s), {
    bookings: bookings.map((b) => {
      const booking: PublicBooking = {
        id: b.id,
        name: b.name,
        isPaid: b.is_paid === 1,
        attendance: attendanceOf(b.attendance),
      };
      if (b.visitor_id) booking.userId = b.visitor_id;
      return booking;
    }),
    canceledBookings: canceled.map((b) => ({
      id: b.id,
      name: b.name,
      cancelationDate: b.canceled_at ?? '',
      canceledByAdmin: b.canceled_by_admin === 1,
      late: b.late === 1,
      fee: fees.get(b.id) ?? null,
    })),
    series: seriesOf(s),
  });
}
