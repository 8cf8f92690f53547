// The booking form's rows (spec §2 Booking page, §3 preference entry): row 0 is the main user and is
// always booked; family rows are booked when selected. Pure helpers, so the rules are easy to read.
import { MAX_NAMES_PER_REQUEST } from '../../../core/names.ts';
import type { PreferenceEntry } from '../../../core/schemas.ts';

export const MAX_ROWS = MAX_NAMES_PER_REQUEST;

export function isBooked(entry: PreferenceEntry): boolean {
  return entry.isMainUser || entry.selected;
}

/** The names the submit button books: selected rows with a non-blank name. */
export function selectedNames(entries: readonly PreferenceEntry[]): string[] {
  return entries.filter((e) => isBooked(e) && e.name.trim() !== '').map((e) => e.name);
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
