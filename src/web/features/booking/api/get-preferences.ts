import { queryOptions, useQuery } from '@tanstack/react-query';
import { DEFAULT_PREFERENCES } from '../../../../core/preferences.ts';
import type { PreferenceEntry } from '../../../../core/schemas.ts';
import { apiJson } from '../../../lib/api-client.ts';
import { visitorSessionReady } from '../../../lib/visitor-session.ts';
import { parsePreferenceEntries } from '../parse-preferences.ts';

/** GET /user-session/preferences: the names this visitor booked with before (default: one blank row). */
export async function getPreferences(): Promise<PreferenceEntry[]> {
  await visitorSessionReady();
  const body = await apiJson<{ entries?: unknown }>('/user-session/preferences');
  return parsePreferenceEntries(body.entries) ?? DEFAULT_PREFERENCES;
}

export const preferencesQueryKey = ['user-session', 'preferences'] as const;

export const preferencesQueryOptions = () =>
  queryOptions({
    queryKey: preferencesQueryKey,
    queryFn: getPreferences,
    staleTime: Number.POSITIVE_INFINITY,
  });

export function usePreferences() {
  return useQuery(preferencesQueryOptions());
}
