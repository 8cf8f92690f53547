// Booking names: docs/product/validation.md, docs/product/booking-rules.md.

export const MAX_NAME_LENGTH = 50;
export const MAX_NAMES_PER_REQUEST = 10;
/** Active bookings one visitor may hold in one session, across requests (docs/product/booking-rules.md). */
export const MAX_BOOKINGS_PER_VISITOR = 10;
/** Enough for stacked accents in real names (Vietnamese, Devanagari, Thai); not for "Zalgo" text. */
export const MAX_MARKS_IN_A_ROW = 4;

export const INVALID_NAMES_MESSAGE =
  "Names can only contain letters, spaces, apostrophes ('), hyphens (-), and periods (.).";
export const NO_NEW_NAMES_MESSAGE = 'No names selected - Please enter at least one new name to book.';
export const TOO_MANY_NAMES_MESSAGE = `You can book at most ${MAX_NAMES_PER_REQUEST} names at once.`;
export const TOO_MANY_HELD_MESSAGE = `You can hold at most ${MAX_BOOKINGS_PER_VISITOR} bookings in one session.`;

// Letters, combining marks, spaces, period, apostrophe (straight and typographic), hyphen.
const ALLOWED = /^[\p{L}\p{M} .'’-]+$/u;
const LETTER = /\p{L}/u;
const MARK_RUN = new RegExp(`\\p{M}{${MAX_MARKS_IN_A_ROW + 1},}`, 'u');
// Invisible code points (zero-width characters, Hangul fillers, variation selectors …): a name
// written with them looks like another name, or like nothing at all (decision 0018).
const INVISIBLE = /[\p{Default_Ignorable_Code_Point}\p{Variation_Selector}]/gu;

/**
 * Drops invisible code points, composes accents (NFC), trims and collapses inner whitespace, so a
 * name typed two ways ('Zoë', 'Ann' with a variation selector) is one name.
 */
export function normaliseName(raw: string): string {
  // Invisible code points go first: one between a letter and its accent would block composition.
  return raw.replace(INVISIBLE, '').normalize('NFC').trim().replace(/\s+/gu, ' ');
}

/** The key two names are compared by: case and accent composition do not make a new person. */
export function nameKey(name: string): string {
  return normaliseName(name).toLocaleLowerCase('en-AU');
}

/** A name as a search compares it: without case or accents, so 'zoe' finds 'Zoë' (decision 0171). */
const searchFold = (text: string) =>
  text.normalize('NFKD').replace(/\p{M}/gu, '').toLocaleLowerCase('en-AU').trim();

/** Whether a search for `query` finds `name`: a part of it, ignoring case and accents; '' finds all. */
export function nameMatches(name: string, query: string): boolean {
  return searchFold(name).includes(searchFold(query));
}

/** What is wrong with a name, if anything: the server words it (nameProblem), the form says it at the field. */
export type NameProblemKind = 'too-long' | 'invalid-characters' | 'too-many-marks' | 'no-letter';

export function nameProblemKind(name: string): NameProblemKind | null {
  if ([...name].length > MAX_NAME_LENGTH) return 'too-long';
  if (!ALLOWED.test(name)) return 'invalid-characters';
  if (MARK_RUN.test(name)) return 'too-many-marks';
  // '.', '-' or a lone accent is not anybody's name.
  if (!LETTER.test(name)) return 'no-letter';
  return null;
}

const PROBLEM_TEXT: Record<NameProblemKind, string> = {
  'too-long': 'Name too long',
  'invalid-characters': 'Name contains invalid characters',
  'too-many-marks': 'Name has too many accents on one letter',
  'no-letter': 'Name must contain a letter',
};

/** The spec's per-name problem text, or null when the name is fine. */
export function nameProblem(name: string): string | null {
  const kind = nameProblemKind(name);
  return kind && `${name} (${PROBLEM_TEXT[kind]})`;
}

/** The characters of a name the rule does not allow, each once, in order (for the form's message). */
export function disallowedCharacters(name: string): string[] {
  return [...new Set([...name].filter((c) => !ALLOWED.test(c)))];
}

export type NamesResult = { ok: true; names: string[] } | { ok: false; error: string };

/**
 * Validates the names of one booking request: blanks dropped, each name checked, duplicates within
 * the request and names the visitor already holds in the session (by key) skipped, and the visitor's
 * total in the session kept within MAX_BOOKINGS_PER_VISITOR.
 */
export function validateBookingNames(
  rawNames: readonly string[],
  alreadyBookedKeys: ReadonlySet<string> = new Set(),
): NamesResult {
  const names = rawNames.map(normaliseName).filter((n) => n.length > 0);
  const problems = names.map(nameProblem).filter((p): p is string => p !== null);
  if (problems.length > 0) return { ok: false, error: `${INVALID_NAMES_MESSAGE} (${problems.join(', ')})` };
  if (names.length > MAX_NAMES_PER_REQUEST) return { ok: false, error: TOO_MANY_NAMES_MESSAGE };

  const seen = new Set(alreadyBookedKeys);
  const fresh: string[] = [];
  for (const name of names) {
    const key = nameKey(name);
    if (seen.has(key)) continue;
    seen.add(key);
    fresh.push(name);
  }
  if (fresh.length === 0) return { ok: false, error: NO_NEW_NAMES_MESSAGE };
  if (alreadyBookedKeys.size + fresh.length > MAX_BOOKINGS_PER_VISITOR) {
    return { ok: false, error: TOO_MANY_HELD_MESSAGE };
  }
  return { ok: true, names: fresh };
}

/** Admin add/edit (docs/product/validation.md): one name, non-blank after trimming, same character rules. */
export function validateSingleName(raw: string): NamesResult {
  const name = normaliseName(raw);
  if (name.length === 0) return { ok: false, error: 'Name is required.' };
  const problem = nameProblem(name);
  if (problem) return { ok: false, error: `${INVALID_NAMES_MESSAGE} (${problem})` };
  return { ok: true, names: [name] };
}

/**
 * Two places under one name are allowed (two people can share one) but are more often a slip: a
 * name already on one of `bookedNames` (compared by name key) is pointed out, to an admin adding or
 * renaming a booking and to a player about to book (decisions 0175, 0191).
 */
export function alreadyBookedNote(name: string, bookedNames: readonly string[]): string | undefined {
  const key = nameKey(name);
  if (key === '' || !bookedNames.some((booked) => nameKey(booked) === key)) return undefined;
  return `${normaliseName(name)} is already booked in this session. Check that this is someone else.`;
}
