import type { QueryClient } from '@tanstack/react-query';
import type { Query } from './api-client.ts';

export type Id = number | string;

/**
 * Query keys of one resource. Every key starts with the resource's path, so `all` reaches them
 * all; a write invalidates only the keys it touches (`invalidateAfterWrite`).
 */
export function resourceKeys(path: string) {
  return {
    all: [path] as const,
    lists: () => [path, 'list'] as const,
    list: (query: Query) => [path, 'list', query] as const,
    filters: () => [path, 'filters'] as const,
    options: () => [path, 'options'] as const,
    details: () => [path, 'one'] as const,
    detail: (id: Id) => [path, 'one', String(id)] as const,
    histories: () => [path, 'history'] as const,
    merges: (id: Id) => [path, 'merges', id] as const,
  };
}
export type ResourceKeys = ReturnType<typeof resourceKeys>;

/** The per-kind counts of the home screen and dashboards (`lib/counts.ts`). */
export const countKeys = { all: ['entities-count'] as const };

/** The list pages shared by every feature (lists, their items, the pickers of lists). */
export const listKeys = resourceKeys('/lists');

/**
 * What a create, patch or delete of one record touches: its lists, pickers and filter choices, the
 * counts, and (with an id) the record and its history. Other records and other resources stay cached.
 */
export function invalidateAfterWrite(queryClient: QueryClient, keys: ResourceKeys, id?: Id) {
  const touched: (readonly unknown[])[] = [keys.lists(), keys.options(), keys.filters(), countKeys.all];
  if (id !== undefined) touched.push(keys.detail(id), keys.histories());
  return Promise.all(touched.map((queryKey) => queryClient.invalidateQueries({ queryKey })));
}

/**
 * What a write to many records of one resource at once touches (bulk edits, an import, a batch
 * delete): every record and history of it, besides what one write touches. Other resources stay cached.
 */
export function invalidateAfterBatch(queryClient: QueryClient, keys: ResourceKeys) {
  const touched = [keys.details(), keys.histories(), keys.lists(), keys.options(), keys.filters(), countKeys.all];
  return Promise.all(touched.map((queryKey) => queryClient.invalidateQueries({ queryKey })));
}
