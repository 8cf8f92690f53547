import { QueryClient } from '@tanstack/react-query';
import { isClientError } from './api-client.ts';

const MAX_RETRIES = 3;
const MAX_RETRY_DELAY_MS = 30_000;

// docs/product/messages-and-limits.md: cache kept 5 minutes, 3 retries with exponential backoff capped at 30 s. A 4xx answer
// (404, 429…) is final, so it is not retried.
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        gcTime: 5 * 60 * 1000,
        retry: (failureCount, error) => failureCount < MAX_RETRIES && !isClientError(error),
        retryDelay: (attempt) => Math.min(1000 * 2 ** attempt, MAX_RETRY_DELAY_MS),
      },
    },
  });
}
