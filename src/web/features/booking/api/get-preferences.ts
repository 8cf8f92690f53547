import { queryOptions, useQuery } from '@tanstack/react-query';
import { DEFAULT_PREFERENCES } from '#core/preferences.ts';
import type { PreferenceEntry } from '#core/schemas.ts';
import { queryKeys } from '../../../lib/query-keys.ts';
import { visitorJson } from '../../../lib/visitor-id.ts';
import { parsePreferenceEntries } from '../parse-preferences.ts';

/** GET /user-session/preferences: the names this visitor booked with before (default: one blank row). */
export async function getPreferences(): Promise<PreferenceEntry[]> {
  const body = await visitorJson<{ entries?: unknown }>('/user-session/preferences');
  return parsePreferenceEntries(body.entries) ?? DEFAULT_PREFERENCES;
}

export const preferencesQueryOptions = () =>
  queryOptions({
    queryKey: queryKeys.preferences,
    queryFn: getPreferences,
    staleTime: Number.POSITIVE_INFINITY,
  });

export function usePreferences() {
  return useQuery(preferencesQueryOptions());
}
