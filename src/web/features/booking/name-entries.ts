// The booking form's rows (docs/product/screens.md Booking page, data.md preference entry): row 0 is the main user and is
// always booked; family rows are booked when selected. Pure helpers, so the rules are easy to read.
import { MAX_NAMES_PER_REQUEST, nameKey } from '#core/names.ts';
import { confirmedAndWaiting } from '#core/roster.ts';
import type { PreferenceEntry, PublicBooking, SessionDto } from '#core/schemas.ts';

export const MAX_ROWS = MAX_NAMES_PER_REQUEST;
export const MAIN_NAME_REQUIRED = 'Please enter your name.';

/** Where one of this visitor's bookings stands in the session (decision 0062). */
export type Place = { booking: PublicBooking } & (
  | { kind: 'confirmed' }
  | { kind: 'waiting'; position: number }
);

type Viewed = Pick<SessionDto, 'bookings' | 'userId'>;
const isOwn = (session: Viewed, b: PublicBooking) => b.userId !== undefined && b.userId === session.userId;

/** The names other visitors (or an admin) booked in the session: one typed here is pointed out (decision 0191). */
export function othersNames(session: Viewed): string[] {
  return session.bookings.filter((b) => !isOwn(session, b)).map((b) => b.name);
}

/** This visitor's bookings in the session by name key, each with its place: confirmed, or waiting #n. */
export function ownPlaces(session: Pick<SessionDto, 'bookings' | 'capacity' | 'userId'>): Map<string, Place> {
  const own = (b: PublicBooking) => isOwn(session, b);
  const { confirmed, waiting } = confirmedAndWaiting(session.bookings, session.capacity);
  const places = new Map<string, Place>();
  for (const booking of confirmed)
    if (own(booking)) places.set(nameKey(booking.name), { booking, kind: 'confirmed' });
  waiting.forEach((booking, i) => {
    if (own(booking)) places.set(nameKey(booking.name), { booking, kind: 'waiting', position: i + 1 });
  });
  return places;
}

/** 'Confirmed' or 'Waiting #n': the words, so the place is never told by colour alone. */
export function placeLabel(place: Place): string {
  return place.kind === 'confirmed' ? 'Confirmed' : `Waiting #${place.position}`;
}

/**
 * A booked row: where this visitor's booking of the name stands; 'canceled': they cancelled it on
 * this session and have not chosen to book it again (decisions 0019, 0063); 'open': the row books
 * when selected.
 */
export type RowStatus = 'open' | 'canceled' | Place;

export function rowStatus(
  entry: PreferenceEntry,
  places: ReadonlyMap<string, Place>,
  canceledKeys: ReadonlySet<string>,
): RowStatus {
  const key = nameKey(entry.name);
  const place = places.get(key);
  if (place) return place;
  if (canceledKeys.has(key)) return 'canceled';
  return 'open';
}

/** The rows the submit button books: open, selected (the main row always), named; a name typed twice counts once. */
export function rowsToBook(entries: readonly PreferenceEntry[], statuses: readonly RowStatus[]): number[] {
  const seen = new Set<string>();
  const rows: number[] = [];
  entries.forEach((entry, i) => {
    const key = nameKey(entry.name);
    if (key === '' || statuses[i] !== 'open' || !(entry.isMainUser || entry.selected) || seen.has(key))
      return;
    seen.add(key);
    rows.push(i);
  });
  return rows;
}

export function updateEntry(
  entries: readonly PreferenceEntry[],
  index: number,
  change: Partial<Pick<PreferenceEntry, 'name' | 'selected'>>,
): PreferenceEntry[] {
  return entries.map((e, i) => (i === index ? { ...e, ...change } : e));
}

export function addFamilyMember(entries: readonly PreferenceEntry[]): PreferenceEntry[] {
  if (entries.length >= MAX_ROWS) return [...entries];
  return [...entries, { name: '', selected: true, isMainUser: false }];
}

export function removeEntry(entries: readonly PreferenceEntry[], index: number): PreferenceEntry[] {
  // The main user's row stays: their name is required.
  return entries.filter((e, i) => i !== index || e.isMainUser);
}

export function hasAnyName(entries: readonly PreferenceEntry[]): boolean {
  return entries.some((e) => e.name.trim() !== '');
}

/** The id of row `index`'s name field (the form moves focus by it). */
export const nameInputId = (index: number) => `booking-name-${index}`;

/**
 * Under a booked row whose name the player changed (decision 0160): the booking stays, and the new
 * name would be booked as a place of its own.
 */
export const stillBookedNote = (booked: string, typed: string) =>
  `${booked} stays booked: booking adds ${typed} as another place. To correct the name, cancel ${booked} in the Participant List, then book.`;

/**
 * The booked name a row showed before the player changed it (row index to name), as `editRow` leaves
 * it: kept while the row holds another name and that one is still booked, dropped once the row holds
 * it again.
 */
export function stillBookedAfterEdit(
  notes: ReadonlyMap<number, string>,
  index: number,
  before: RowStatus,
  typed: string,
  places: ReadonlyMap<string, Place>,
): ReadonlyMap<number, string> {
  const booked = notes.get(index) ?? (typeof before === 'object' ? before.booking.name : undefined);
  const next = new Map(notes);
  if (booked !== undefined && nameKey(booked) !== nameKey(typed) && places.has(nameKey(booked))) {
    next.set(index, booked);
  } else next.delete(index);
  return next;
}
