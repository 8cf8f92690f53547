import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import type { SessionSummaryDto } from '#core/schemas.ts';
import { listNotLoaded, NOT_LOADED, upcomingSessionsQueryOptions } from './get-upcoming-sessions.ts';

// The list's cache as the pages use it, with the read's answer given: an empty list and a failed
// read are both empty arrays, told apart by identity through the query's structural sharing.
async function readsInTurn(answers: SessionSummaryDto[][]) {
  const client = new QueryClient();
  const options = upcomingSessionsQueryOptions();
  for (const answer of answers)
    await client.fetchQuery({ ...options, queryFn: async () => answer, staleTime: 0 });
  return client.getQueryData(options.queryKey);
}

describe('the upcoming list after a failed read', () => {
  it('is told as not loaded after an empty list', async () => {
    expect(listNotLoaded(await readsInTurn([[], NOT_LOADED]))).toBe(true);
  });

  it('is an empty list again once a read succeeds with no sessions', async () => {
    const list = await readsInTurn([NOT_LOADED, []]);
    expect(list).toEqual([]);
    expect(listNotLoaded(list)).toBe(false);
  });
});
