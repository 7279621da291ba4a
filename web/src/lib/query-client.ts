import { QUERY_GC_MS } from '@intel/contracts';
import { QueryClient } from '@tanstack/react-query';
import { ApiError } from './api-client.ts';

/** Cached query data is kept 60 s after last use (SPEC §9); client errors are not retried. */
export function createQueryClient() {
  return new QueryClient({
    defaultOptions: {
      queries: {
        gcTime: QUERY_GC_MS,
        staleTime: 10_000,
        refetchOnWindowFocus: false,
        retry: (count, error) =>
          !(error instanceof ApiError && error.status !== undefined && error.status < 500) && count < 2,
      },
    },
  });
}
