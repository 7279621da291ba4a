import { type TList, type TListCreate, type TListItem, type TPage, ZList } from '@intel/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { toast } from 'react-toastify';
import { api } from '../../../lib/api-client.ts';
import { defineResource, downloadXlsx, listKeys, resourceKeys } from '../../../lib/resource-api.ts';

export const lists = defineResource<TList, TListCreate>('/lists', ZList);
export { listKeys };

/** A list by its address (`lists/{type}/{slug}`). */
export function useListBySlug(type: string | undefined, slug: string | undefined, enabled: boolean) {
  return useQuery({
    queryKey: [...listKeys.all, 'slug', type, slug],
    queryFn: () => api<TList>(`/lists/by-slug/${type}/${slug}/`),
    enabled,
  });
}

export function useListItems(listId: number | undefined) {
  return useQuery({
    queryKey: [...listKeys.all, 'items', listId],
    queryFn: () => api<TListItem[]>(`/lists/${listId}/items/`),
    enabled: listId !== undefined,
  });
}

/** Records of the list's kind whose name matches, to add. */
export function useListCandidates(path: string | undefined, q: string, enabled: boolean) {
  const query = { search: q, limit: 20 };
  return useQuery({
    queryKey: resourceKeys(path ?? '').list(query),
    queryFn: () => api<TPage<Record<string, unknown>>>(`${path}/`, { query }),
    enabled: !!path && enabled && q.length > 0,
  });
}

/** Adding, removing and reordering a list's items: each refreshes the lists (sizes, items, pickers). */
export function useListItemWrites(listId: number | undefined, onAdded: () => void) {
  const queryClient = useQueryClient();
  const refresh = () => queryClient.invalidateQueries({ queryKey: listKeys.all });
  const add = useMutation({
    mutationFn: (id: number) => api(`/lists/${listId}/items/`, { method: 'POST', body: { item_ids: [id] } }),
    onSuccess: () => {
      onAdded();
      void refresh();
    },
    onError: (e) => toast.error(e.message),
  });
  const remove = useMutation({
    mutationFn: (id: number) => api(`/lists/${listId}/items/${id}/`, { method: 'DELETE' }),
    onSuccess: () => refresh(),
    onError: (e) => toast.error(e.message),
  });
  const reorder = useMutation({
    mutationFn: (ids: number[]) => api(`/lists/${listId}/items/reorder/`, { method: 'POST', body: { item_ids: ids } }),
    onSuccess: () => refresh(),
  });
  return { add, remove, reorder, refresh };
}

/** The list's items as .xlsx. */
export function downloadListItems(list: TList) {
  return downloadXlsx(`/lists/${list.id}/items`, {}, `${list.slug}.xlsx`);
}
