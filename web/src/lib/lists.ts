import type { TList, TPage } from '@intel/contracts';
import { type QueryClient, useQuery } from '@tanstack/react-query';
import { api } from './api-client.ts';
import { listKeys, resourceKeys } from './resource-keys.ts';

/**
 * The lists a record of one kind can go on, for the "add to list" pickers of the detail screens,
 * the table's bulk action and the network's selection.
 */
export function useListsOfType(type: TList['type'] | undefined, enabled = true) {
  return useQuery({
    queryKey: listKeys.list({ type, limit: 100 }),
    queryFn: () => api<TPage<TList>>('/lists/', { query: { type, limit: 100, ordering: 'name' } }),
    enabled,
  });
}

/** Puts records on a list; `added` counts those that were not on it yet. */
export function addToList(listId: number, itemIds: number[]) {
  return api<{ added: number }>(`/lists/${listId}/items/`, { method: 'POST', body: { item_ids: itemIds } });
}

const RECORDS_OF: Record<TList['type'], string> = {
  OrganizationsList: '/assets/organizations',
  PeopleList: '/assets/people',
  LedgerList: '/assets/ledger',
  LibraryList: '/assets/library',
};

/**
 * After records were put on a list: the lists (sizes, items, pickers), the records' own pages
 * (they name their lists) and the network (lists are nodes there).
 */
export function invalidateAfterListAdd(queryClient: QueryClient, type: TList['type']) {
  const records = resourceKeys(RECORDS_OF[type]);
  const keys = [listKeys.all, records.details(), records.lists(), ['graph']];
  return Promise.all(keys.map((queryKey) => queryClient.invalidateQueries({ queryKey })));
}
