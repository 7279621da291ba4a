import { type TAvailableFilter, type THistoryEntry, type TPage, ZPage } from '@intel/contracts';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { ApiError, api, buildUrl, type Query } from './api-client.ts';
import { authStore } from './auth-store.ts';
import { type Id, invalidateAfterBatch, invalidateAfterWrite, resourceKeys } from './resource-keys.ts';

export {
  countKeys,
  type Id,
  invalidateAfterBatch,
  invalidateAfterWrite,
  listKeys,
  type ResourceKeys,
  resourceKeys,
} from './resource-keys.ts';

// Vitest runs in development mode with partial fixtures: the check is for the dev server.
const CHECK_SHAPES = import.meta.env.DEV && import.meta.env.MODE !== 'test';
const shapes = new Map<string, z.ZodType>();

/**
 * In development, parses an answer with its contract's schema and reports a mismatch on the
 * console (the contract and the server have drifted). The answer itself is returned as sent, so
 * development and production behave alike.
 */
export function checkShape<T>(schema: z.ZodType | undefined, data: T, where: string, enabled = CHECK_SHAPES): T {
  if (enabled && schema) {
    const parsed = schema.safeParse(data);
    if (!parsed.success) console.error(`${where}: the answer does not match its contract`, parsed.error.issues);
  }
  return data;
}

/**
 * One resource of the kit (list, record, create, patch, delete, history) typed by its contract:
 * `item` is the record schema, TPatch the body of a create or a patch. Each feature defines its
 * resources in its `api/` module; the shared table and edit screen find the schema by path.
 */
export function defineResource<T, TPatch = Record<string, unknown>>(path: string, item?: z.ZodType<T>) {
  if (item) shapes.set(path, item);
  const keys = resourceKeys(path);
  return {
    path,
    keys,
    list: (query: Query, signal?: AbortSignal) =>
      api<TPage<T>>(`${path}/`, { query, signal }).then((page) => checkShape(pageShape(path), page, `${path}/`)),
    get: (id: Id, signal?: AbortSignal) =>
      api<T>(`${path}/${id}/`, { signal }).then((r) => checkShape(item, r, `${path}/${id}/`)),
    create: (body: TPatch) => api<T>(`${path}/`, { method: 'POST', body }),
    update: (id: Id, body: Partial<TPatch>) => api<T>(`${path}/${id}/`, { method: 'PATCH', body }),
    remove: (id: Id) => api(`${path}/${id}/`, { method: 'DELETE' }),
  };
}
export type Resource<T, TPatch = Record<string, unknown>> = ReturnType<typeof defineResource<T, TPatch>>;

const pages = new Map<string, z.ZodType>();
function pageShape(path: string) {
  const item = shapes.get(path);
  if (!item) return undefined;
  if (!pages.has(path)) pages.set(path, ZPage(item));
  return pages.get(path);
}

/** Data hooks shared by every resource screen (list, one record, create, patch, delete, export). */
export function useResourceList<T>(path: string, query: Query) {
  return useQuery({
    queryKey: resourceKeys(path).list(query),
    queryFn: ({ signal }): Promise<TPage<T>> =>
      api<TPage<T>>(`${path}/`, { query, signal }).then((page) => checkShape(pageShape(path), page, `${path}/`)),
    placeholderData: keepPreviousData,
  });
}

export function useAvailableFilters(path: string) {
  return useQuery({
    queryKey: resourceKeys(path).filters(),
    queryFn: () => api<TAvailableFilter[]>(`${path}/available-filters/`),
    staleTime: 60_000,
  });
}

export function useResource<T>(path: string, id: Id | undefined) {
  return useQuery({
    queryKey: resourceKeys(path).detail(id ?? ''),
    queryFn: () => api<T>(`${path}/${id}/`).then((r) => checkShape(shapes.get(path), r, `${path}/${id}/`)),
    enabled: id !== undefined && id !== '',
  });
}

export function useSaveResource<T>(path: string, id?: Id) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: Record<string, unknown>) =>
      id === undefined
        ? api<T>(`${path}/`, { method: 'POST', body })
        : api<T>(`${path}/${id}/`, { method: 'PATCH', body }),
    onSuccess: () => invalidateAfterWrite(queryClient, resourceKeys(path), id),
  });
}

export function useDeleteResource(path: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => api(`${path}/${id}/`, { method: 'DELETE' }),
    onSuccess: (_, id) => invalidateAfterWrite(queryClient, resourceKeys(path), id),
  });
}

export function useBatchDelete(path: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (ids: number[]) =>
      api<{ deleted: number }>(`${path}/remove-batch/`, { method: 'DELETE', body: { ids } }),
    onSuccess: () => invalidateAfterBatch(queryClient, resourceKeys(path)),
  });
}

/** One record's history, newest first (research team). */
export function useHistory(path: string, id: number) {
  return useQuery({
    queryKey: [...resourceKeys(path).histories(), id],
    queryFn: () => api<THistoryEntry[]>(`${path}/${id}/history/`),
  });
}

/**
 * One change to each of many records (bulk visibility, a keyword added): each PATCH on its own, so
 * one refusal does not stop the rest; answers how many failed. Whatever the outcome, what the
 * records show is refreshed.
 */
export function usePatchMany(path: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (changes: { id: Id; body: Record<string, unknown> }[]) => {
      const results = await Promise.allSettled(
        changes.map((c) => api(`${path}/${c.id}/`, { method: 'PATCH', body: c.body })),
      );
      return results.filter((r) => r.status === 'rejected').length;
    },
    onSettled: () => invalidateAfterBatch(queryClient, resourceKeys(path)),
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
