import { type TApiTokenCreate, ZApiTokenCreated, ZApiTokenList, ZTenantApiTokenList } from '@intel/contracts';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';

export const apiTokenKeys = {
  all: ['api-tokens'] as const,
  own: () => [...apiTokenKeys.all, 'own'] as const,
  tenant: () => [...apiTokenKeys.all, 'tenant'] as const,
};

export const ownTokensQuery = queryOptions({
  queryKey: apiTokenKeys.own(),
  queryFn: ({ signal }) => api('/auth/tokens/', { schema: ZApiTokenList, signal }),
});

export const tenantTokensQuery = queryOptions({
  queryKey: apiTokenKeys.tenant(),
  queryFn: ({ signal }) => api('/auth/tenant-tokens/', { query: { limit: 500 }, schema: ZTenantApiTokenList, signal }),
});

/** Creates a token; the answer holds its secret, shown once. */
export function useCreateToken() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: TApiTokenCreate) => api('/auth/tokens/', { method: 'POST', body, schema: ZApiTokenCreated }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: apiTokenKeys.all }),
  });
}

/** Revokes one's own token (`own`) or, for admins, any token of the workspace (`tenant`). */
export function useRevokeToken(scope: 'own' | 'tenant') {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) =>
      api(`/auth/${scope === 'own' ? 'tokens' : 'tenant-tokens'}/${id}/`, { method: 'DELETE' }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: apiTokenKeys.all }),
  });
}
