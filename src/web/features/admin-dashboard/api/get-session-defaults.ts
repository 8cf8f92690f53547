import { queryOptions, useQuery } from '@tanstack/react-query';
import type { SessionDefaults } from '../../../../core/schemas.ts';
import { adminJson } from '../../admin-shared/admin-api.ts';
import { adminSessionKeys } from './keys.ts';
import { readStoredDefaults, storeDefaults } from './session-defaults-storage.ts';

/** GET /admin/session-defaults, mirrored into localStorage. */
export async function getSessionDefaults(): Promise<SessionDefaults> {
  const defaults = await adminJson<SessionDefaults>('/admin/session-defaults');
  storeDefaults(defaults);
  return defaults;
}

export const sessionDefaultsQueryOptions = () =>
  queryOptions({
    queryKey: adminSessionKeys.defaults(),
    queryFn: getSessionDefaults,
    placeholderData: readStoredDefaults,
    staleTime: 5 * 60 * 1000,
  });

export function useSessionDefaults() {
  return useQuery(sessionDefaultsQueryOptions());
}
