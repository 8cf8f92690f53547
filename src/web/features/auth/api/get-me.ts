import { queryOptions, useQuery } from '@tanstack/react-query';
import { ApiRequestError, apiJson } from '../../../lib/api-client.ts';
import { queryKeys } from '../../../lib/query-keys.ts';

export type Me = { user: { id: string; email: string; name: string }; isAdmin: boolean };

/** GET /me: the signed-in account, or null when nobody is signed in (401). */
export async function getMe(): Promise<Me | null> {
  try {
    return await apiJson<Me>('/me');
  } catch (error) {
    if (error instanceof ApiRequestError && error.status === 401) return null;
    throw error;
  }
}

export const meQueryOptions = () =>
  queryOptions({ queryKey: queryKeys.me, queryFn: getMe, staleTime: 60_000 });

export function useMe() {
  return useQuery(meQueryOptions());
}
