import { queryOptions, useQuery } from '@tanstack/react-query';
import { DEFAULT_PREFERENCES } from '#core/preferences.ts';
import type { PreferenceEntry } from '#core/schemas.ts';
import { queryKeys } from '../../../lib/query-keys.ts';
import { visitorJson } from '../../../lib/visitor-id.ts';
import { parsePreferenceEntries } from '../parse-preferences.ts';

/** The answer of GET /user-session/preferences, kept as it came: the server renders it into pages too. */
export type PreferencesAnswer = { entries?: unknown };

/** Where a visitor's remembered names are read and saved (under /api). */
export const PREFERENCES_PATH = '/user-session/preferences';

export const getPreferences = () => visitorJson<PreferencesAnswer>(PREFERENCES_PATH);

/** The names this visitor booked with before (default: one blank row). */
const entriesOf = (answer: PreferencesAnswer): PreferenceEntry[] =>
  parsePreferenceEntries(answer.entries) ?? DEFAULT_PREFERENCES;

export const preferencesQueryOptions = () =>
  queryOptions({
    queryKey: queryKeys.preferences,
    queryFn: getPreferences,
    staleTime: Number.POSITIVE_INFINITY,
    select: entriesOf,
  });

export function usePreferences() {
  return useQuery(preferencesQueryOptions());
}
