// The colour stripe of the admin bookings list (docs/product/screens.md Manage bookings, messages-and-limits.md: "a palette of 10
// colours cycles per user"). Each visitor keeps one colour for the whole session, so an admin can see
// at a glance who booked whom; colours go out in order of first appearance.

export type VisitorColour = { name: string; hex: string };

/**
 * Ten colours that differ in hue and each reach at least 4.5:1 against white (and 3:1 against the
 * highlighted row's tint), more than the 3:1 WCAG 1.4.11 asks of a graphic. Order puts neighbours far apart.
 */
export const VISITOR_PALETTE: readonly VisitorColour[] = [
  { name: 'blue', hex: '#1d4ed8' },
  { name: 'orange', hex: '#c2410c' },
  { name: 'green', hex: '#047857' },
  { name: 'purple', hex: '#7e22ce' },
  { name: 'red', hex: '#b91c1c' },
  { name: 'teal', hex: '#0e7490' },
  { name: 'pink', hex: '#be185d' },
  { name: 'olive', hex: '#4d7c0f' },
  { name: 'indigo', hex: '#4338ca' },
  { name: 'brown', hex: '#92400e' },
];

type BookingOwner = { id: string; userId?: string };

/**
 * Who a booking belongs to. A visitor's bookings share their `userId` (in admin answers an opaque
 * key per visitor and session, decision 0060); a booking an admin added has none, so it is a visitor
 * of its own.
 */
export function visitorKey(booking: BookingOwner): string {
  return booking.userId !== undefined ? `user:${booking.userId}` : `booking:${booking.id}`;
}

/** Colour of every booking (by id), given the session's bookings in arrival order. */
export function visitorColours(
  bookingsInArrivalOrder: readonly BookingOwner[],
  palette: readonly VisitorColour[] = VISITOR_PALETTE,
): Map<string, VisitorColour> {
  const slotOf = new Map<string, number>();
  const colours = new Map<string, VisitorColour>();
  for (const booking of bookingsInArrivalOrder) {
    const key = visitorKey(booking);
    let slot = slotOf.get(key);
    if (slot === undefined) {
      slot = slotOf.size;
      slotOf.set(key, slot);
    }
    colours.set(booking.id, palette[slot % palette.length] as VisitorColour);
  }
  return colours;
}
