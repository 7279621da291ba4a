import { type TPage, type TShareCode, type TShareCodeCreate, ZFactTree, ZShareCode } from '@intel/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';

const PATH = '/share-codes';

/** What a share code names: one category or one section. */
export type ShareTarget = { category_id: number } | { section_id: number };

/** The public outline behind a code. No token: a share shows what a public visitor sees, and a stale session must not log anyone out here. */
export function useSharedTree(code: string) {
  return useQuery({
    queryKey: [PATH, 'tree', code],
    queryFn: () => api(`${PATH}/${encodeURIComponent(code)}/tree/`, { schema: ZFactTree, auth: false }),
    // Each fetch counts a view: fetch once per visit, not on every focus.
    staleTime: Number.POSITIVE_INFINITY,
    refetchOnWindowFocus: false,
    retry: false,
  });
}

export function useShareCodes(target: ShareTarget, enabled: boolean) {
  const query = 'category_id' in target ? { category: target.category_id } : { section: target.section_id };
  return useQuery({
    queryKey: [PATH, 'list', query],
    queryFn: () => api<TPage<TShareCode>>(`${PATH}/`, { query: { ...query, limit: 100, ordering: '-created_at' } }),
    enabled,
    // View counts change while nobody here edits anything: fetch afresh each time the dialog opens.
    staleTime: 0,
  });
}

export function useCreateShareCode() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: TShareCodeCreate) => api(`${PATH}/`, { method: 'POST', body, schema: ZShareCode }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: [PATH] }),
  });
}

export function useRevokeShareCode() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => api(`${PATH}/${id}/`, { method: 'PATCH', body: { revoked: true }, schema: ZShareCode }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: [PATH] }),
  });
}

/** The link a visitor opens: `/s/{code}` on this workspace's host. */
export const shareLink = (code: string) => `${window.location.origin}/s/${code}`;
