// The JSON of a session's roster that the answers of bookings share (decisions 0110, 0129): each
// answer's `session.bookings` is a prefix of the roster the batch left, with the caller's own bookings
// marked. The roster's entries are written once per batch, and an answer is told where its text stops
// being the shared one, so its bytes (and its compressed bytes: http/brotli-splice.ts) can be made
// from the shared ones plus its own.
import type { PublicRosterRow } from '../store/booking-reads.ts';

/**
 * `[` and the entries without marks, comma-separated; `starts[i]` is where entry i begins.
 * `lineage` is one object for a roster and every roster grown from it by appends (a rush's batches,
 * decision 0129): each one's text is a prefix of the later ones', so bytes made from one serve all.
 */
export type SharedRoster = { text: string; starts: readonly number[]; lineage: object };

/**
 * An answer's bookings JSON: the shared text up to `sharedUpTo` (the start of the caller's first own
 * booking), then `own` (from there to the closing bracket, the caller's bookings marked).
 */
export type RosterJsonOfAnswer = { roster: SharedRoster; sharedUpTo: number; own: string };

const entry = (b: PublicRosterRow) => JSON.stringify({ id: b.id, name: b.name });
const mine = (b: PublicRosterRow, viewerId: string) =>
  JSON.stringify({ id: b.id, name: b.name, userId: viewerId });

export function sharedRoster(rows: readonly PublicRosterRow[]): SharedRoster {
  return grownRoster({ text: '[', starts: [], lineage: {} }, rows);
}

/** The roster with `rows` appended: a new text of the same lineage (the old one stays as it was). */
export function grownRoster(roster: SharedRoster, rows: readonly PublicRosterRow[]): SharedRoster {
  const starts = [...roster.starts];
  let text = roster.text;
  for (const b of rows) {
    if (starts.length > 0) text += ',';
    starts.push(text.length);
    text += entry(b);
  }
  return { text, starts, lineage: roster.lineage };
}

/**
 * The bookings JSON of an answer showing the first `end` rows to `viewerId` (publicSessionView's).
 * `ownFrom`: the viewer has no row before it (publicSessionViews').
 */
export function rosterJsonOfAnswer(
  roster: SharedRoster,
  rows: readonly PublicRosterRow[],
  end: number,
  viewerId: string,
  ownFrom = 0,
): RosterJsonOfAnswer {
  let first = ownFrom;
  while (first < end && rows[first]?.visitor_id !== viewerId) first++;
  const parts: string[] = [];
  for (let i = first; i < end; i++) {
    const b = rows[i] as PublicRosterRow;
    parts.push(b.visitor_id === viewerId ? mine(b, viewerId) : entry(b));
  }
  if (first < end) return { roster, sharedUpTo: roster.starts[first] as number, own: `${parts.join(',')}]` };
  // None of the caller's: the shared text up to the end of the prefix (before the comma after it).
  const next = roster.starts[end];
  const sharedUpTo = end === 0 ? 1 : next === undefined ? roster.text.length : next - 1;
  return { roster, sharedUpTo, own: ']' };
}

/** The answers' session objects whose bookings JSON is known (decision 0110). */
const known = new WeakMap<object, RosterJsonOfAnswer>();

export function noteRosterJson(session: object, json: RosterJsonOfAnswer): void {
  known.set(session, json);
}

export function rosterJsonOf(session: object): RosterJsonOfAnswer | undefined {
  return known.get(session);
}
