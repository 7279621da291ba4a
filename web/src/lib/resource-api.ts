import type { TAvailableFilter, TPage } from '@intel/contracts';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ApiError, api, buildUrl, type Query } from './api-client.ts';
import { authStore } from './auth-store.ts';

/** Data hooks shared by every resource screen (list, one record, create, patch, delete, export). */
export function useResourceList<T>(path: string, query: Query) {
  return useQuery({
    queryKey: [path, 'list', query],
    queryFn: ({ signal }) => api<TPage<T>>(`${path}/`, { query, signal }),
    placeholderData: keepPreviousData,
  });
}

export function useAvailableFilters(path: string) {
  return useQuery({
    queryKey: [path, 'filters'],
    queryFn: () => api<TAvailableFilter[]>(`${path}/available-filters/`),
    staleTime: 60_000,
  });
}

export function useResource<T>(path: string, id: number | string | undefined) {
  return useQuery({
    queryKey: [path, 'one', String(id)],
    queryFn: () => api<T>(`${path}/${id}/`),
    enabled: id !== undefined && id !== '',
  });
}

export function useSaveResource<T>(path: string, id?: number | string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: Record<string, unknown>) =>
      id === undefined
        ? api<T>(`${path}/`, { method: 'POST', body })
        : api<T>(`${path}/${id}/`, { method: 'PATCH', body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: [path] }),
  });
}

export function useDeleteResource(path: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => api(`${path}/${id}/`, { method: 'DELETE' }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: [path] }),
  });
}

export function useBatchDelete(path: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (ids: number[]) =>
      api<{ deleted: number }>(`${path}/remove-batch/`, { method: 'DELETE', body: { ids } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: [path] }),
  });
}

/** Downloads the filtered rows as .xlsx (a fetch, so that the bearer token goes along). */
export async function downloadXlsx(path: string, query: Query, filename: string): Promise<void> {
  const token = authStore.get()?.token;
  const res = await fetch(buildUrl(`${path}/`, { ...query, format: 'xlsx', limit: undefined, offset: undefined }), {
    headers: token ? { authorization: `Bearer ${token}` } : {},
  });
  if (!res.ok) throw new ApiError('HTTP_ERROR', `Export failed (${res.status}).`, res.status);
  const blob = await res.blob();
  const url = URL.createObjectURL(blob);
  const a = document.createElement('a');
  a.href = url;
  a.download = filename;
  a.click();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
