// Which of the form's names are remembered for the next session, and how remembered names that
// arrive late meet what the player already typed (decision 0061). Pure, so the rules are easy to read.
import { nameKey } from '#core/names.ts';
import { DEFAULT_PREFERENCES, rememberableEntries } from '#core/preferences.ts';
import type { PreferenceEntry } from '#core/schemas.ts';
import { MAX_ROWS } from './name-entries.ts';

/**
 * The rows to remember: only names that were booked (`bookedKeys`: booked by this visitor, now or
 * before, or remembered already). A typed name that was never booked is forgotten; so is an
 * unbooked change to the main name, which keeps the name remembered before (`previous`).
 */
export function namesToRemember(
  entries: readonly PreferenceEntry[],
  bookedKeys: ReadonlySet<string>,
  previous: readonly PreferenceEntry[],
): PreferenceEntry[] {
  const booked = (e: PreferenceEntry) => bookedKeys.has(nameKey(e.name));
  const [main, ...family] = entries;
  const keptMain = main && booked(main) ? main : (previous[0] ?? DEFAULT_PREFERENCES[0]);
  return rememberableEntries([keptMain as PreferenceEntry, ...family.filter(booked)]);
}

/**
 * Remembered rows arriving after the player has started typing (the page was hydrated late, or the
 * server's copy came after the local one): what they typed wins. A typed main name stays, so do
 * the family rows they have (in place: inputs are keyed by position); remembered family names not
 * already there are added after them.
 */
export function withTypedNames(
  typed: readonly PreferenceEntry[],
  remembered: readonly PreferenceEntry[],
): PreferenceEntry[] {
  const [typedMain, ...typedFamily] = typed;
  const main = typedMain && typedMain.name.trim() !== '' ? typedMain : (remembered[0] ?? typedMain);
  const rows = [main as PreferenceEntry, ...typedFamily];
  const present = new Set(rows.map((e) => nameKey(e.name)));
  for (const entry of remembered.slice(1)) {
    if (rows.length >= MAX_ROWS) break;
    if (!present.has(nameKey(entry.name))) rows.push(entry);
  }
  return rows;
}
