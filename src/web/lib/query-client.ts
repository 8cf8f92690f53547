import { MutationCache, QueryCache, QueryClient } from '@tanstack/react-query';
import { ApiRequestError, isClientError } from './api-client.ts';
import { queryKeys } from './query-keys.ts';

const MAX_RETRIES = 3;
const MAX_RETRY_DELAY_MS = 30_000;

// docs/product/messages-and-limits.md: cache kept 5 minutes, 3 retries with exponential backoff capped at 30 s. A 4xx answer
// (404, 429…) is final, so it is not retried.
export function createQueryClient(): QueryClient {
  // An account that lost its admin role (removed by the owner) or its sign-in gets 401/403 on admin
  // calls: the sign-in state is asked again, so the admin pages' gate shows what is now true
  // ('Not an admin', or the sign-in page) instead of each page's load error (decision 0163).
  const recheckSignIn = (error: unknown) => {
    if (error instanceof ApiRequestError && (error.status === 401 || error.status === 403)) {
      void client.invalidateQueries({ queryKey: queryKeys.me });
    }
  };
  const client: QueryClient = new QueryClient({
    queryCache: new QueryCache({
      onError: (error, query) => {
        if (query.queryKey[0] !== queryKeys.me[0]) recheckSignIn(error);
      },
    }),
    mutationCache: new MutationCache({ onError: recheckSignIn }),
    defaultOptions: {
      queries: {
        gcTime: 5 * 60 * 1000,
        retry: (failureCount, error) => failureCount < MAX_RETRIES && !isClientError(error),
        retryDelay: (attempt) => Math.min(1000 * 2 ** attempt, MAX_RETRY_DELAY_MS),
        // Offline, a read is still tried (the booking page's service worker may answer it) and
        // otherwise ends in the screen's error state, not in 'Loading...' until the connection
        // comes back; coming back reads again all the same (decision 0179).
        networkMode: 'always',
      },
      // A booking, cancel or save sent offline fails at once with its error toast, instead of
      // waiting, paused and silent, for the connection to come back (decision 0179).
      mutations: { networkMode: 'always' },
    },
  });
  return client;
}
