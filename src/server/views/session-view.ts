// Session JSON (DESIGN.md §5). Public answers never reveal another visitor's id (DESIGN.md §4).
import type { SessionDto } from '../../core/schemas.ts';
import type { BookingRow } from '../store/bookings.ts';
import type { SessionRow } from '../store/sessions.ts';

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
  bookings: BookingRow[],
  viewerId: string | null,
): SessionDto {
  return {
    ...sessionFields(s),
    bookings: bookings.map((b) =>
      viewerId !== null && b.visitor_id === viewerId
        ? { id: b.id, name: b.name, userId: viewerId }
        : { id: b.id, name: b.name },
    ),
    ...(viewerId ? { userId: viewerId } : {}),
  };
}

/** What an admin sees: paid flags, visitor ids (for the colour stripe) and the canceled list. */
export function adminSessionView(s: SessionRow, bookings: BookingRow[], canceled: BookingRow[]): SessionDto {
  return {
    ...sessionFields(s),
    bookings: bookings.map((b) => ({
      id: b.id,
      name: b.name,
      isPaid: b.is_paid === 1,
      ...(b.visitor_id ? { userId: b.visitor_id } : {}),
    })),
    canceledBookings: canceled.map((b) => ({
      id: b.id,
      name: b.name,
      cancelationDate: b.canceled_at ?? '',
      canceledByAdmin: b.canceled_by_admin === 1,
    })),
  };
}
