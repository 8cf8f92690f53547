import { queryOptions, useQuery } from '@tanstack/react-query';
import { ApiRequestError, apiJson } from '../../../lib/api-client.ts';
import { queryKeys } from '../../../lib/query-keys.ts';

export type Me = { user: { id: string; email: string; name: string }; isAdmin: boolean };

/**
 * The signed-in account, or null when nobody is signed in. Signed out, GET /me answers 401 (the
 * API's contract), which the browser logs as a console error on every load; better-auth's
 * get-session answers 200 `null` then, so it is asked first and /me only when someone is signed in
 * (decision 0071).
 */
export async function getMe(): Promise<Me | null> {
  const signIn = await apiJson<{ user?: unknown } | null>('/auth/get-session');
  if (!signIn?.user) return null;
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
