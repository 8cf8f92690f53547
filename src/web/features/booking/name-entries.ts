// The booking form's rows (docs/product/screens.md Booking page, data.md preference entry): row 0 is the main user and is
// always booked; family rows are booked when selected. Pure helpers, so the rules are easy to read.
import { MAX_NAMES_PER_REQUEST, nameKey, nameProblem, normaliseName } from '../../../core/names.ts';
import type { PreferenceEntry } from '../../../core/schemas.ts';

export const MAX_ROWS = MAX_NAMES_PER_REQUEST;
export const MAIN_NAME_REQUIRED = 'Please enter your name.';

/**
 * 'booked': this visitor already holds the name in the session; 'canceled': they cancelled it on this
 * page and have not chosen to book it again (decision 0019); 'open': the row books when selected.
 */
export type RowStatus = 'open' | 'booked' | 'canceled';

export function rowStatus(
  entry: PreferenceEntry,
  bookedKeys: ReadonlySet<string>,
  canceledKeys: ReadonlySet<string>,
): RowStatus {
  const key = nameKey(entry.name);
  if (bookedKeys.has(key)) return 'booked';
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

/** What is wrong with each row about to be booked, by row index, in the server's words (docs/product/validation.md). */
export function rowProblems(
  entries: readonly PreferenceEntry[],
  rows: readonly number[],
): Map<number, string> {
  const problems = new Map<number, string>();
  if (normaliseName(entries[0]?.name ?? '') === '') problems.set(0, MAIN_NAME_REQUIRED);
  for (const i of rows) {
    const problem = nameProblem(normaliseName(entries[i]?.name ?? ''));
    if (problem) problems.set(i, problem);
  }
  return problems;
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
