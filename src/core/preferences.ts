// Booking preference entries (docs/product/data.md): only one main user — the first flagged wins — and a default row.
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
