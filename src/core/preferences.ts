// Booking preference entries (docs/product/data.md): only one main user — the first flagged wins — and a default row.
import { nameKey, nameProblemKind, normaliseName } from './names.ts';
import type { PreferenceEntry } from './schemas.ts';

export const DEFAULT_PREFERENCES: PreferenceEntry[] = [{ name: '', selected: true, isMainUser: true }];

export function normalisePreferences(entries: readonly PreferenceEntry[]): PreferenceEntry[] {
  if (entries.length === 0) return DEFAULT_PREFERENCES.map((e) => ({ ...e }));
  const mainIndex = Math.max(
    0,
    entries.findIndex((e) => e.isMainUser),
  );
  const ordered = [entries[mainIndex] as PreferenceEntry, ...entries.filter((_, i) => i !== mainIndex)];
  return ordered.map((e, i) => ({
    name: e.name,
    selected: i === 0 ? true : e.selected,
    isMainUser: i === 0,
  }));
}

const bookable = (name: string) => nameProblemKind(normaliseName(name)) === null;

/**
 * Only names that can be booked are remembered (decision 0061): a name the rules refuse would come
 * back ticked on every other session and make each booking fail. Family rows that are blank, refused
 * or a repeat of an earlier row are dropped; a refused main name becomes blank (its row stays).
 * Takes normalised entries (main user first); names are kept as spelled.
 */
export function rememberableEntries(entries: readonly PreferenceEntry[]): PreferenceEntry[] {
  const [main, ...family] = normalisePreferences(entries) as [PreferenceEntry, ...PreferenceEntry[]];
  const kept = [{ ...main, name: main.name.trim() === '' || bookable(main.name) ? main.name : '' }];
  const seen = new Set([nameKey(kept[0]?.name ?? '')]);
  for (const entry of family) {
    const key = nameKey(entry.name);
    if (key === '' || seen.has(key) || !bookable(entry.name)) continue;
    seen.add(key);
    kept.push(entry);
  }
  return kept;
}
