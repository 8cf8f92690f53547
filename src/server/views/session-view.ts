// Session JSON (docs/product/api.md). Public answers never reveal another visitor's id (docs/product/roles.md).
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

/**
 * What an admin sees: paid flags, visitor ids (for the colour stripe), the canceled list (with the
 * paid flag, so a refund is not forgotten), and the session's place in its series as it is now
 * (decision 0068).
 */
export function adminSessionView(
  s: SessionRow,
  bookings: BookingRow[],
  canceled: BookingRow[],
  series: SeriesPlace | null,
): SessionDto {
  return Object.assign(sessionFields(s), {
    bookings: bookings.map((b) => {
      const booking: PublicBooking = { id: b.id, name: b.name, isPaid: b.is_paid === 1 };
      if (b.visitor_id) booking.userId = b.visitor_id;
      return booking;
    }),
    canceledBookings: canceled.map((b) => ({
      id: b.id,
      name: b.name,
      cancelationDate: b.canceled_at ?? '',
      canceledByAdmin: b.canceled_by_admin === 1,
      isPaid: b.is_paid === 1,
    })),
    series,
  });
}
