/** /sessions/{id}/bookings/{bookingId}, the base of the admin's per-booking calls (docs/product/api.md). */
export const bookingPath = (sessionId: string, bookingId: string) =>
  `/sessions/${encodeURIComponent(sessionId)}/bookings/${encodeURIComponent(bookingId)}`;

export type BookingRef = { sessionId: string; bookingId: string };
