// A visitor's saved preferences (docs/product/api.md): kept normalised, read back with the defaults for
// anything missing or unreadable. Only bookable names are kept, and a stored name the rules refuse
// (saved before they were applied) is not handed back (decision 0061).
import { DEFAULT_PREFERENCES, rememberableEntries } from '#core/preferences.ts';
import { type PreferenceEntry, preferencesSchema } from '#core/schemas.ts';
import type { Db } from '../db/connection.ts';
import { readPreferences, writePreferences } from '../store/visitors.ts';

export async function preferencesOf(db: Db, visitorId: string | null) {
  const stored = visitorId ? await readPreferences(db, visitorId) : null;
  if (!stored) return DEFAULT_PREFERENCES;
  const parsed = preferencesSchema.safeParse({ entries: JSON.parse(stored) });
  return parsed.success ? rememberableEntries(parsed.data.entries) : DEFAULT_PREFERENCES;
}

export async function savePreferences(db: Db, visitorId: string, entries: readonly PreferenceEntry[]) {
  const kept = rememberableEntries(entries);
  await writePreferences(db, visitorId, JSON.stringify(kept));
  return kept;
}
