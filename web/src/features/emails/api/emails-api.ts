import {
  type TEmailDomain,
  type TEmailEntry,
  type TEmailPatch,
  type TOrganization,
  type TPage,
  type TParseTextResult,
  ZEmailDomain,
  ZEmailSearchForm,
  ZParseTextResult,
} from '@intel/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';

export const EMAILS_PATH = '/dxlist';
export const DOMAINS_PATH = '/dxlist/domains';

/** The public form: any text in, what was added / already there / invalid out. */
export function useParseText() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (rawText: string) =>
      api<TParseTextResult>('/dxlist/bulk_create/parse_text/', {
        method: 'POST',
        body: { raw_text: rawText },
        schema: ZParseTextResult,
        timeoutMs: 120_000,
      }),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: [EMAILS_PATH] });
      void queryClient.invalidateQueries({ queryKey: [DOMAINS_PATH] });
    },
  });
}

/** One domain; asked again every 2 s while its enrichment is pending (for at most two minutes). */
export function useDomain(id: string | undefined) {
  return useQuery({
    queryKey: [DOMAINS_PATH, 'one', String(id)],
    queryFn: () => api<TEmailDomain>(`${DOMAINS_PATH}/${id}/`, { schema: ZEmailDomain }),
    enabled: !!id,
    refetchInterval: (query) => {
      const d = query.state.data;
      return d?.enrich_status === 'pending' && Date.now() - Date.parse(d.updated_at) < 120_000 ? 2000 : false;
    },
  });
}

export function useEnrichDomain(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api<TEmailDomain>(`${DOMAINS_PATH}/${id}/enrich/`, { method: 'POST', schema: ZEmailDomain }),
    onSuccess: (domain) => {
      queryClient.setQueryData([DOMAINS_PATH, 'one', String(id)], domain);
      void queryClient.invalidateQueries({ queryKey: [DOMAINS_PATH, 'list'] });
    },
  });
}

export function useLinkOrganization(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (organizationId: number | null) =>
      api<TEmailDomain>(`${DOMAINS_PATH}/${id}/`, {
        method: 'PATCH',
        body: { organization_id: organizationId },
        schema: ZEmailDomain,
      }),
    onSuccess: (domain) => {
      queryClient.setQueryData([DOMAINS_PATH, 'one', String(id)], domain);
      void queryClient.invalidateQueries({ queryKey: [DOMAINS_PATH, 'list'] });
    },
  });
}

/** Organizations whose name matches, for the domain's organization picker. */
export function useOrganizationSearch(text: string) {
  const q = text.trim();
  return useQuery({
    queryKey: ['/assets/organizations', 'pick', q],
    queryFn: ({ signal }) =>
      api<TPage<TOrganization>>('/assets/organizations/', {
        query: { search: q || undefined, limit: 20, ordering: 'name_dba' },
        signal,
      }),
    staleTime: 30_000,
  });
}

/** The list screen's quick-find box (`search_input_form/`). */
export function useEmailQuickFind(text: string) {
  const q = text.trim();
  return useQuery({
    queryKey: [EMAILS_PATH, 'quick-find', q],
    queryFn: ({ signal }) =>
      api(`${EMAILS_PATH}/search_input_form/`, { query: { query: q }, signal, schema: ZEmailSearchForm }),
    enabled: q.length > 0,
    staleTime: 10_000,
  });
}

export function useEmail(id: number | null) {
  return useQuery({
    queryKey: [EMAILS_PATH, 'one', String(id)],
    queryFn: () => api<TEmailEntry>(`${EMAILS_PATH}/${id}/`),
    enabled: id !== null,
  });
}

/** Writes to one address; the domains' counts change with them, so both lists are refreshed. */
export function useEmailWrites(id: number) {
  const queryClient = useQueryClient();
  const refresh = () => {
    void queryClient.invalidateQueries({ queryKey: [EMAILS_PATH] });
    void queryClient.invalidateQueries({ queryKey: [DOMAINS_PATH] });
  };
  const patch = useMutation({
    mutationFn: (body: TEmailPatch) => api<TEmailEntry>(`${EMAILS_PATH}/${id}/`, { method: 'PATCH', body }),
    onSuccess: refresh,
  });
  const remove = useMutation({
    mutationFn: () => api(`${EMAILS_PATH}/${id}/`, { method: 'DELETE' }),
    onSuccess: refresh,
  });
  return { patch, remove };
}
