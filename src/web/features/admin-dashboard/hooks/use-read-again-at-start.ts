import { useEffect } from 'react';
import type { SessionDto } from '#core/schemas.ts';
import { config } from '../../../lib/config.ts';
import { msUntilNextStart } from '../next-start.ts';

/**
 * A session leaves Upcoming for Past when it starts (the server's rule): the lists are read again
 * then, rather than keeping its Edit, Delete and Publish until a reload (decision 0195).
 */
export function useReadAgainAtNextStart(sessions: readonly SessionDto[] | undefined, readAgain: () => void) {
  useEffect(() => {
    const wait = msUntilNextStart(sessions, Date.now(), config.clubTimeZone);
    if (wait === undefined) return;
    const timer = window.setTimeout(readAgain, wait);
    return () => window.clearTimeout(timer);
  }, [sessions, readAgain]);
}
