import { ZSearchResponse } from '@intel/contracts';
import { useQuery } from '@tanstack/react-query';
import { api } from './api-client.ts';

/** Query keys of the quick search (the search dialog of every screen). */
export const quickSearchKeys = {
  all: ['search'] as const,
  of: (q: string, type: string | null) => ['search', q, type] as const,
};

/** The quick search's matches for `q`, of one kind or all; asks nothing while `enabled` is false. */
export function useQuickSearch(q: string, type: string | null, enabled: boolean) {
  return useQuery({
    queryKey: quickSearchKeys.of(q, type),
    queryFn: ({ signal }) =>
      api('/search/', { query: { q, type: type ?? undefined }, schema: ZSearchResponse, signal }),
    enabled,
  });
}
