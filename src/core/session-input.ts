// Session form rules (docs/product/validation.md, messages-and-limits.md): every field required, capacity 1–50 (default 16), real date and time.
import { z } from 'zod';
import { isValidDate, isValidTime } from './club-time.ts';
import { isPrice, PRICE_ERROR } from './money.ts';
import { nameKey, normaliseName, validateSingleName } from './names.ts';

export const MIN_CAPACITY = 1;
export const MAX_CAPACITY = 50;
export const MAX_TITLE_LENGTH = 100;
export const MAX_LOCATION_LENGTH = 200;

// Zero-width and direction marks alone look blank, so they do not fill a required field.
const VISIBLE = /[^\p{White_Space}\p{Cc}\p{Cf}]/u;
// Controls, and the line and paragraph separators (U+2028/2029) that break a line as \n does.
const NOT_ONE_LINE = /[\p{Cc}\u2028\u2029]/u;
// Embeddings, overrides and isolates reorder what follows them (a title shown backwards, "Trojan
// Source" tricks in copied lists); the plain marks (U+200E/F) stay allowed for mixed-script text.
const DIRECTION_CONTROL = /[\u202a-\u202e\u2066-\u2069]/u;

/**
 * A required one-line text field: something visible, no control characters, line separators or
 * direction controls, at most `max` long (decision 0051).
 */
export const requiredText = (field: string, max: number) =>
  z
    .string({ error: `${field} is required` })
    .trim()
    .max(max, `${field} must be at most ${max} characters`)
    .refine((s) => VISIBLE.test(s), `${field} is required`)
    .refine((s) => !NOT_ONE_LINE.test(s), `${field} must be one line of plain text`)
    .refine((s) => !DIRECTION_CONTROL.test(s), `${field} must not contain text-direction control characters`);

/** A required field of a fixed shape: an empty one is missing, not malformed (a cleared date input sends ''). */
const requiredShape = (field: string, isValid: (s: string) => boolean, invalid: string) =>
  z
    .string({ error: `${field} is required` })
    .min(1, { error: `${field} is required`, abort: true })
    .refine(isValid, invalid);

/** A price as the API takes it (core/money.ts): a number, 0–10000, whole cents. */
export const priceSchema = z.number({ error: PRICE_ERROR }).refine(isPrice, PRICE_ERROR);

/**
 * A session's own facts, as the admin types them: the one list of them. The API's answers
 * (SessionDto), the sessions table (its columns have these names), the store's insert and update and
 * a new session (services/new-sessions.ts) are all built from it.
 */
const sessionFactsSchema = z.object({
  title: requiredText('Title', MAX_TITLE_LENGTH),
  date: requiredShape('Date', isValidDate, 'Date must be a valid date (YYYY-MM-DD)'),
  time: requiredShape('Time', isValidTime, 'Time must be a valid time (HH:MM)'),
  location: requiredText('Location', MAX_LOCATION_LENGTH),
  capacity: z
    .number({ error: 'Capacity must be a number from 1 to 50' })
    .int('Capacity must be a whole number')
    .min(MIN_CAPACITY, 'Capacity must be a number from 1 to 50')
    .max(MAX_CAPACITY, 'Capacity must be a number from 1 to 50'),
});
export type SessionFacts = z.output<typeof sessionFactsSchema>;
/** The facts' names, in the form's order. */
export const SESSION_FACTS = sessionFactsSchema.keyof().options;

/** Only the facts of `s`, each copied by name (an object of more fields passes on none of the rest). */
export function sessionFactsOf(s: SessionFacts): SessionFacts {
  return Object.fromEntries(SESSION_FACTS.map((key) => [key, s[key]])) as SessionFacts;
}

export const sessionInputSchema = sessionFactsSchema.extend({
  /** 0–10000, at most 2 decimals; absent = free on create, unchanged on edit. */
  price: priceSchema.optional(),
});
export type SessionInput = z.infer<typeof sessionInputSchema>;

/** A session made or moved into the past could never be changed again: refused, here and by the server. */
export const START_IN_PAST = 'The session must start in the future.';

/** '{product} {WEEKDAY}': the title a chosen date suggests (docs/product/validation.md). */
export function defaultTitleFor(product: string, weekday: string): string {
  return `${product} ${weekday.toUpperCase()}`;
}

const WEEKDAYS = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'];

/**
 * Whether a session's title is none, the product's default or one a date suggested, so that a new
 * date may name it again; a title the admin wrote ('Tuesday Squad') is kept (decision 0167).
 */
export function titleFollowsDate(product: string, title: string): boolean {
  const t = title.trim();
  return t === '' || t === product || WEEKDAYS.some((day) => t === defaultTitleFor(product, day));
}

/**
 * Pre-added members (create only, decision 0015): the names to book, and what is wrong with each row by
 * index. Blank rows are dropped, not errors; a name is checked by the booking name rule, and a person
 * listed twice (same `nameKey`) would be booked and marked paid twice, so a repeat is refused.
 */
export function checkPreAddedNames(rawNames: readonly string[]): {
  names: string[];
  problems: Map<number, string>;
} {
  const names: string[] = [];
  const problems = new Map<number, string>();
  const seen = new Set<string>();
  rawNames.forEach((raw, i) => {
    // A row that shows nothing (spaces, invisible characters) is a blank row, dropped.
    if (normaliseName(raw) === '') return;
    const checked = validateSingleName(raw);
    if (!checked.ok) {
      problems.set(i, checked.error);
      return;
    }
    const [name = ''] = checked.names;
    const key = nameKey(name);
    if (seen.has(key)) problems.set(i, `${name} is listed twice: each member can be pre-added once`);
    else names.push(name);
    seen.add(key);
  });
  return { names, problems };
}
