import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { PreferenceEntry } from '../../../../core/schemas.ts';
import { apiJson } from '../../../lib/api-client.ts';
import { visitorSessionReady } from '../../../lib/visitor-session.ts';
import { preferencesQueryKey } from './get-preferences.ts';

/** PUT /user-session/preferences. */
export async function savePreferences(entries: PreferenceEntry[]): Promise<PreferenceEntry[]> {
  await visitorSessionReady();
  const body = await apiJson<{ entries: PreferenceEntry[] }>('/user-session/preferences', {
    method: 'PUT',
    body: { entries },
  });
  return body.entries;
}

export function useSavePreferences() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: savePreferences,
    onSuccess: (entries) => queryClient.setQueryData(preferencesQueryKey, entries),
    // The names are still in localStorage; a failed save is retried with the next edit or booking.
  });
}
