import { type TRejectedNameQuery, ZReconsiderResult, ZRejectedNamePage } from '@intel/contracts';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { resourceKeys } from '../../../lib/resource-keys.ts';

const PATH = '/raw-data/rejected-names';

/** Query keys of the rejected names: every key starts with the path, so `all` reaches them all. */
export const rejectedNameKeys = {
  all: [PATH] as const,
  lists: () => [PATH, 'list'] as const,
  list: (query: TRejectedNameQuery) => [PATH, 'list', query] as const,
};

/** One page of the names the team rejected, newest first. */
export function useRejectedNames(query: TRejectedNameQuery) {
  return useQuery({
    queryKey: rejectedNameKeys.list(query),
    queryFn: ({ signal }) => api(`${PATH}/`, { query, schema: ZRejectedNamePage, signal }),
    placeholderData: keepPreviousData,
  });
}

/**
 * Reconsiders a rejected name: it leaves the rejected list, and the raw data queued again (with
 * `reprocess`) shows its new status. The suggestions it may come back to are made by that later
 * processing run, whose live events refresh them.
 */
export function useReconsiderName() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, reprocess }: { id: number; reprocess: boolean }) =>
      api(`${PATH}/${id}/reconsider/`, { method: 'POST', body: { reprocess }, schema: ZReconsiderResult }),
    onSuccess: async (result) => {
      await queryClient.invalidateQueries({ queryKey: rejectedNameKeys.lists() });
      if (result.reprocessed) await queryClient.invalidateQueries({ queryKey: resourceKeys('/raw-data').lists() });
    },
  });
}
