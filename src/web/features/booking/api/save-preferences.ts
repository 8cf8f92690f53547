import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { PreferenceEntry } from '#core/schemas.ts';
import { queryKeys } from '../../../lib/query-keys.ts';
import { visitorJson } from '../../../lib/visitor-id.ts';
import { PREFERENCES_PATH, type PreferencesAnswer } from './get-preferences.ts';

/** PUT /user-session/preferences. */
export async function savePreferences(entries: PreferenceEntry[]): Promise<PreferenceEntry[]> {
  const body = await visitorJson<{ entries: PreferenceEntry[] }>(PREFERENCES_PATH, {
    method: 'PUT',
    body: { entries },
  });
  return body.entries;
}

export function useSavePreferences() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: savePreferences,
    onSuccess: (entries) => queryClient.setQueryData<PreferencesAnswer>(queryKeys.preferences, { entries }),
    // The names are still in localStorage; a failed save is retried with the next edit or booking.
  });
}
