// Confirmed = the first `capacity` active bookings in arrival order; waiting = the rest (docs/product/data.md, docs/product/booking-rules.md).

export function confirmedAndWaiting<T>(bookingsInArrivalOrder: readonly T[], capacity: number) {
  const cut = Math.max(0, capacity);
  return {
    confirmed: bookingsInArrivalOrder.slice(0, cut),
    waiting: bookingsInArrivalOrder.slice(cut),
  };
}

/**
 * The same split of a stretch of the roster: `bookings` stand at `position` onward of the arrival
 * order (a booking's own names, last in the roster it made), so only the roster's first
 * `capacity - position` of them are among its first `capacity`.
 */
export function confirmedAndWaitingFrom<T>(bookings: readonly T[], position: number, capacity: number) {
  return confirmedAndWaiting(bookings, capacity - position);
}

/**
 * One visitor's places in a roster: their confirmed names, and their waiting names with each one's
 * place in the waiting list (1 = the next to move up), as the booking page numbers them.
 */
export function ownPlaces<T extends { name: string }>(
  bookingsInArrivalOrder: readonly T[],
  capacity: number,
  isOwn: (booking: T) => boolean,
) {
  const { confirmed, waiting } = confirmedAndWaiting(bookingsInArrivalOrder, capacity);
  return {
    confirmed: confirmed.filter(isOwn).map((b) => b.name),
    waiting: waiting.flatMap((b, i) => (isOwn(b) ? [{ name: b.name, position: i + 1 }] : [])),
  };
}

/** The same split as confirmedAndWaiting, counted: for lists that show numbers, not names. */
export function confirmedAndWaitingCounts(activeCount: number, capacity: number) {
  const confirmed = Math.min(activeCount, Math.max(0, capacity));
  return { confirmed, waiting: activeCount - confirmed };
}

/** Ids confirmed in `after` that were waiting (or absent) in `before`: the people who moved up. */
export function promotedIds(
  before: readonly { id: string }[],
  after: readonly { id: string }[],
  capacity: { before: number; after: number },
): string[] {
  const wasConfirmed = new Set(confirmedAndWaiting(before, capacity.before).confirmed.map((b) => b.id));
  const newlyConfirmed = confirmedAndWaiting(after, capacity.after).confirmed.filter(
    (b) => !wasConfirmed.has(b.id),
  );
  // Most changes (a booking at the end of the list) confirm nobody new: no need to look at the rest.
  if (newlyConfirmed.length === 0) return [];
  const candidates = new Set(newlyConfirmed.map((b) => b.id));
  const existedBefore = new Set(before.filter((b) => candidates.has(b.id)).map((b) => b.id));
  return newlyConfirmed.filter((b) => existedBefore.has(b.id)).map((b) => b.id);
}

/** The confirmed bookings a lower capacity would move to the waiting list, last confirmed last. */
export function demotedByCapacity<T>(
  bookingsInArrivalOrder: readonly T[],
  capacity: { before: number; after: number },
) {
  return confirmedAndWaiting(bookingsInArrivalOrder, capacity.before).confirmed.slice(
    Math.max(0, capacity.after),
  );
}
