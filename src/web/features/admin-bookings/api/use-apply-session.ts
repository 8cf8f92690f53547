import { type QueryKey, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import type { SessionDto } from '#core/schemas.ts';
import { queryKeys } from '../../../lib/query-keys.ts';

const sameKey = (a: QueryKey, b: QueryKey) => JSON.stringify(a) === JSON.stringify(b);

/**
 * Every booking call answers with the whole session: show it at once, and mark the rest of the
 * admin's data (dashboard lists, unpaid list) stale, since counts and paid flags there changed too.
 */
export function useApplySession() {
  const queryClient = useQueryClient();
  return useCallback(
    (session: SessionDto) => {
      const key = queryKeys.admin.session(session.id);
      queryClient.setQueryData(key, session);
      return queryClient.invalidateQueries({
        queryKey: queryKeys.admin.all,
        predicate: (query) => !sameKey(query.queryKey, key),
      });
    },
    [queryClient],
  );
}
