// How full a session is and how much room is left, for every screen that shows it and for the
// server's booking check (docs/product/booking-rules.md, decision 0065): one rule, one set of words.

/** Full: every place is confirmed, so a new booking joins the waiting list. */
export const isFull = (confirmed: number, capacity: number): boolean => confirmed >= capacity;

/** The share of places confirmed, as a whole percentage from 0 to 100. */
export function fillPercent(confirmed: number, capacity: number): number {
  if (capacity <= 0) return 0;
  return Math.min(100, Math.max(0, Math.round((confirmed / capacity) * 100)));
}

export const WAITING_LIST_FULL_MESSAGE = 'The waiting list is full.';

/**
 * A session's waiting-list cap (decision 0017): the configured number (WAITING_LIST_MAX) for every
 * session when there is one, otherwise as many as the session has places.
 */
export function waitingListCap(capacity: number, configuredCap?: number): number {
  return configuredCap ?? capacity;
}

export type Availability = {
  /** Confirmed places nobody holds yet. */
  placesLeft: number;
  /** Room left on the waiting list (0 when there is none, or it is full). */
  waitingPlacesLeft: number;
  /** False when the cap is 0: a full session takes nobody. */
  hasWaitingList: boolean;
};

/**
 * The room left in a session: free places, then the waiting list up to its cap. Never negative, even
 * when an admin has added people beyond the cap.
 */
export function availability(session: {
  capacity: number;
  activeCount: number;
  waitingListCap: number;
}): Availability {
  const { capacity, activeCount, waitingListCap: cap } = session;
  const waiting = Math.max(0, activeCount - capacity);
  return {
    placesLeft: Math.max(0, capacity - activeCount),
    waitingPlacesLeft: Math.max(0, cap - waiting),
    hasWaitingList: cap > 0,
  };
}

/**
 * The room left in a session as a public answer tells it (its cap, decision 0065); an answer
 * without one (an admin's) counts the default cap.
 */
export function availabilityOf(
  session: { capacity: number; waitingListCap?: number | undefined },
  activeCount: number,
): Availability {
  const cap = waitingListCap(session.capacity, session.waitingListCap);
  return availability({ capacity: session.capacity, activeCount, waitingListCap: cap });
}

/** How many more names a booking may bring: the places, then the waiting room. */
export const roomLeft = (a: Availability): number => a.placesLeft + a.waitingPlacesLeft;

/** No name fits any more: the screens close booking, the server refuses it. */
export const isBookingClosed = (a: Availability): boolean => roomLeft(a) === 0;

const count = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

/**
 * What a player reads before typing: '3 places left', 'Session full · 1 waiting place left',
 * 'Waiting list full · booking closed' ('Session full · booking closed' with no waiting list).
 */
export function availabilityText(a: Availability): string {
  if (a.placesLeft > 0) return `${count(a.placesLeft, 'place', 'places')} left`;
  if (!a.hasWaitingList) return 'Session full · booking closed';
  if (a.waitingPlacesLeft > 0) {
    return `Session full · ${count(a.waitingPlacesLeft, 'waiting place', 'waiting places')} left`;
  }
  return 'Waiting list full · booking closed';
}

/**
 * Why a request with more names than fit is refused (it is all or none): 'Only 1 more name fits on
 * the waiting list.', 'Only 3 more names fit in this session.', or the full list's own text.
 */
export function tooManyNamesMessage(a: Availability): string {
  const room = roomLeft(a);
  if (room === 0) return WAITING_LIST_FULL_MESSAGE;
  const where = a.placesLeft === 0 ? 'on the waiting list' : 'in this session';
  return `Only ${room} more ${room === 1 ? 'name fits' : 'names fit'} ${where}.`;
}
