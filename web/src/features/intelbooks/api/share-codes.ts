import { type TShareCodeCreate, ZFactTree, ZPage, ZShareCode } from '@intel/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';

const PATH = '/share-codes';
const ZShareCodePage = ZPage(ZShareCode);

/** Query keys of the share codes: every key starts with the path, so `all` reaches them all. */
export const shareCodeKeys = {
  all: [PATH] as const,
  lists: () => [PATH, 'list'] as const,
  list: (query: { category?: number; section?: number }) => [PATH, 'list', query] as const,
  tree: (code: string) => [PATH, 'tree', code] as const,
};

/** What a share code names: one category or one section. */
export type ShareTarget = { category_id: number } | { section_id: number };

/** The public outline behind a code. No token: a share shows what a public visitor sees, and a stale session must not log anyone out here. */
export function useSharedTree(code: string) {
  return useQuery({
    queryKey: shareCodeKeys.tree(code),
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
    queryKey: shareCodeKeys.list(query),
    queryFn: ({ signal }) =>
      api(`${PATH}/`, { query: { ...query, limit: 100, ordering: '-created_at' }, schema: ZShareCodePage, signal }),
    enabled,
    // View counts change while nobody here edits anything: fetch afresh each time the dialog opens.
    staleTime: 0,
  });
}

export function useCreateShareCode() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: TShareCodeCreate) => api(`${PATH}/`, { method: 'POST', body, schema: ZShareCode }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: shareCodeKeys.lists() }),
  });
}

export function useRevokeShareCode() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => api(`${PATH}/${id}/`, { method: 'PATCH', body: { revoked: true }, schema: ZShareCode }),
    // The code's lists, and its outline if this browser opened it: a revoked code shows nothing.
    onSuccess: (code) =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: shareCodeKeys.lists() }),
        queryClient.invalidateQueries({ queryKey: shareCodeKeys.tree(code.code) }),
      ]),
  });
}

/** The link a visitor opens: `/s/{code}` on this workspace's host. */
export const shareLink = (code: string) => `${window.location.origin}/s/${code}`;
