import { type TMergeInfo, type TPage, ZMergeInfo } from '@intel/contracts';
import { type QueryClient, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { api } from './api-client.ts';
import { graphKeys } from './graph-keys.ts';
import { countKeys, listKeys, resourceKeys } from './resource-keys.ts';

export type MergeInfo = TMergeInfo;

/** The curated records that name one another (an organization's people, a vehicle's organization …). */
const CURATED = ['/assets/organizations', '/assets/people', '/assets/ledger', '/assets/library'];

export function useMerges(path: string, id: number) {
  return useQuery({
    queryKey: resourceKeys(path).merges(id),
    queryFn: () => api<MergeInfo[]>(`${path}/${id}/merges/`, { schema: z.array(ZMergeInfo) }),
  });
}

/** Records of the same kind whose name matches, to merge into this one. */
export function useMergeCandidates(path: string, q: string) {
  const query = { search: q, limit: 20 };
  return useQuery({
    queryKey: resourceKeys(path).list(query),
    queryFn: () => api<TPage<Record<string, unknown>>>(`${path}/`, { query }),
    enabled: q.length > 0,
  });
}

export function mergeInto(path: string, id: number, otherId: number) {
  return api(`${path}/${id}/merge/`, { method: 'POST', body: { other_id: otherId } });
}

export function undoMerge(mergeId: number) {
  return api(`/merges/${mergeId}/undo/`, { method: 'POST' });
}

/**
 * A merge (or its undo) removes or restores a record and moves what named it: every curated kind,
 * the lists, the counts and the network. Settings, reference data, raw data and searches stay cached.
 */
export function invalidateAfterMerge(queryClient: QueryClient) {
  const keys = [...CURATED.map((p) => resourceKeys(p).all), listKeys.all, countKeys.all, graphKeys.all];
  return Promise.all(keys.map((queryKey) => queryClient.invalidateQueries({ queryKey })));
}
