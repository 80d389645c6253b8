import { QueryCache, QueryClient } from '@tanstack/react-query';
import { isRetriableCode } from '#shared/errors.ts';
import { queryRetryCount, queryRetryDelay } from '#shared/rules/retry-delay.ts';
import { readClientError } from './client-error.ts';

// Queries never go stale by default (each factory in lib/queries says otherwise where it must),
// never refetch on focus, are collected after 5 minutes and retry 3 times with capped
// exponential backoff: offline first, the saved answer is what the page shows.
const defaultGcTimeMs = 300_000;

/** Retrying a request the server refused on purpose (bad input, no access) cannot succeed. */
export function shouldRetryQuery(failureCount: number, error: unknown): boolean {
  return failureCount < queryRetryCount && isRetriableCode(readClientError(error).code);
}

export interface QueryClientHooks {
  /** Called when any query answers UNAUTHORIZED: the session ended on the server. */
  onUnauthorized?: () => void;
}

export function createQueryClient({ onUnauthorized }: QueryClientHooks = {}): QueryClient {
  return new QueryClient({
    queryCache: new QueryCache({
      onError: (error) => {
        if (readClientError(error).code === 'UNAUTHORIZED') onUnauthorized?.();
      },
    }),
    defaultOptions: {
      queries: {
        staleTime: Infinity,
        gcTime: defaultGcTimeMs,
        refetchOnWindowFocus: false,
        retry: shouldRetryQuery,
        retryDelay: queryRetryDelay,
        // Try the network even when navigator.onLine says no (it is often wrong at venues);
        // a failure keeps the cached data and pauses retries until the browser is back online.
        networkMode: 'offlineFirst',
      },
      mutations: { retry: false },
    },
  });
}
