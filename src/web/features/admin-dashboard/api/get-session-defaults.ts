import { queryOptions, useQuery } from '@tanstack/react-query';
import type { SessionDefaults } from '#core/schemas.ts';
import { apiJson } from '../../../lib/api-client.ts';
import { queryKeys } from '../../../lib/query-keys.ts';
import { readStoredDefaults, storeDefaults } from './session-defaults-storage.ts';

/** GET /admin/session-defaults, mirrored into localStorage. */
export async function getSessionDefaults(): Promise<SessionDefaults> {
  const defaults = await apiJson<SessionDefaults>('/admin/session-defaults');
  storeDefaults(defaults);
  return defaults;
}

export const sessionDefaultsQueryOptions = () =>
  queryOptions({
    queryKey: queryKeys.admin.defaults,
    queryFn: getSessionDefaults,
    placeholderData: readStoredDefaults,
    staleTime: 5 * 60 * 1000,
  });

export function useSessionDefaults() {
  return useQuery(sessionDefaultsQueryOptions());
}
