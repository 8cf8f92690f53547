// Checks stored or received preference entries without pulling zod into the booking page bundle.
import { rememberableEntries } from '#core/preferences.ts';
import type { PreferenceEntry } from '#core/schemas.ts';

function isEntry(value: unknown): value is PreferenceEntry {
  if (typeof value !== 'object' || value === null) return false;
  const { name, selected, isMainUser } = value as Record<string, unknown>;
  return typeof name === 'string' && typeof selected === 'boolean' && typeof isMainUser === 'boolean';
}

/**
 * The entries as the app uses them (one main user first, only bookable names: decision 0061), or
 * null when the value is not a list of entries.
 */
export function parsePreferenceEntries(value: unknown): PreferenceEntry[] | null {
  if (!Array.isArray(value) || !value.every(isEntry)) return null;
  return rememberableEntries(value.map(({ name, selected, isMainUser }) => ({ name, selected, isMainUser })));
}
