import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import type { SessionDto } from '#core/schemas.ts';
import { config } from '../../../lib/config.ts';
import { queryKeys } from '../../../lib/query-keys.ts';
import { readAgainKeepingPagesAskedFor } from '../../../lib/use-admin-live.ts';
import { msUntilNextStart } from '../next-start.ts';

/**
 * A session leaves Upcoming for Past when it starts (the server's rule): the lists are read again
 * then, rather than keeping its Edit, Delete and Publish until a reload (decision 0195). A page of
 * Past asked for meanwhile is kept, as for a live change. New lists plan anew; while the same list
 * holds a session already started (a clock ahead of the server's), it is read again every few seconds.
 */
export function useReadAgainAtNextStart(sessions: readonly SessionDto[] | undefined) {
  const queryClient = useQueryClient();
  useEffect(() => {
    let timer: number | undefined;
    const plan = () => {
      const wait = msUntilNextStart(sessions, Date.now(), config.clubTimeZone);
      if (wait === undefined) return;
      timer = window.setTimeout(() => {
        readAgainKeepingPagesAskedFor(queryClient, queryKeys.admin.sessions);
        plan();
      }, wait);
    };
    plan();
    return () => window.clearTimeout(timer);
  }, [sessions, queryClient]);
}
