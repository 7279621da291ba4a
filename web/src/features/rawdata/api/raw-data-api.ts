import {
  type TAnnotations,
  type TBucket,
  type TBucketCreate,
  type TExtractPreview,
  type TPage,
  type TRawData,
  type TRawDataPatch,
  type TReportStatus,
  type TSourceUrl,
  type TSourceUrlCreate,
  type TSuggestedEntity,
  ZBucket,
  ZRawData,
  ZSourceUrl,
} from '@intel/contracts';
import { type QueryClient, useQuery } from '@tanstack/react-query';
import { ApiError, api, buildUrl } from '../../../lib/api-client.ts';
import { authStore } from '../../../lib/auth-store.ts';
import { saveResponse } from '../../../lib/download.ts';
import { defineResource, resourceKeys } from '../../../lib/resource-api.ts';
import { type SuggestionKind, suggestionsPath } from '../../../lib/suggested-entities.ts';

export const rawData = defineResource<TRawData, TRawDataPatch>('/raw-data', ZRawData);
export const rawDataKeys = rawData.keys;
export const rawDataBuckets = defineResource<TBucket, TBucketCreate>('/raw-data/buckets', ZBucket);
export const sourceUrls = defineResource<TSourceUrl, TSourceUrlCreate>('/urls', ZSourceUrl);
/** The overview's counts by type and status; live events refresh them when processing ends. */
export const typeCountKeys = { all: ['/raw-data/type-counts'] as const };
export const reportKeys = { task: (taskId: string | null) => ['report', taskId] as const };

type TypeCounts = { total: number; by_type: Record<string, number>; by_status: Record<string, number> };

export function useTypeCounts() {
  return useQuery({ queryKey: typeCountKeys.all, queryFn: () => api<TypeCounts>('/raw-data/type-counts/') });
}

/** A bulk action over items (process, re-process, delete …): `path` is the action's address. */
export function actOnItems(path: string, ids: number[]) {
  return api(path, { method: 'POST', body: { ids } });
}

export function processItem(id: number) {
  return actOnItems('/raw-data/process/', [id]);
}

export function assignSource(id: number, url: string, alias: string) {
  return api(`/raw-data/${id}/assign-source-url/`, { method: 'POST', body: { url, alias } });
}

export function clearSource(id: number) {
  return api(`/raw-data/${id}/clear-source/`, { method: 'DELETE' });
}

/** Rejects a suggestion found in this item (it will not be suggested again). */
export function rejectFromItem(itemId: number, suggestionId: number) {
  return api(`/raw-data/${itemId}/remove-suggested-entity/${suggestionId}/`, { method: 'DELETE' });
}

/** Links the item to another record of the same name instead of `fromId` (kept when it is processed again). */
export function relinkItem(itemId: number, entityType: 'Organization' | 'Person', fromId: number, toId: number) {
  return api(`/raw-data/${itemId}/links/`, {
    method: 'POST',
    body: { entity_type: entityType, from_id: fromId, to_id: toId },
  });
}

/** After accepting or rejecting a suggestion: the items, the suggestions and the records they became. */
export function refreshAfterReview(queryClient: QueryClient, records = false) {
  const paths = [rawData.path, suggestionsPath('organizations'), suggestionsPath('people')];
  if (records) paths.push('/assets/organizations', '/assets/people');
  return Promise.all(paths.map((path) => queryClient.invalidateQueries({ queryKey: resourceKeys(path).all })));
}

/** The item's text with its mentions; `version` changes when the item is processed again. */
export function useAnnotations(id: number, version: string) {
  return useQuery({
    queryKey: [...rawDataKeys.all, id, 'annotations', version],
    queryFn: () => api<TAnnotations>(`/raw-data/${id}/annotations/`),
  });
}

/** The next suggestion of a kind to review (two, so that the one on screen can be skipped). */
export function firstSuggestions(kind: SuggestionKind) {
  return api<TPage<TSuggestedEntity>>(`${suggestionsPath(kind)}/`, { query: { status: 'suggested', limit: 2 } });
}

export function renameSuggestion(kind: SuggestionKind, id: number, name: string) {
  return api(`${suggestionsPath(kind)}/${id}/`, { method: 'PATCH', body: { name } });
}

/** For live events: one record as the list shows it, or null when it is gone or hidden. */
export function fetchItem(id: number) {
  return api<TRawData>(`/raw-data/${id}/`).catch(() => null);
}

export function fetchSuggestedOrganization(id: number) {
  return api<TSuggestedEntity>(`${suggestionsPath('organizations')}/${id}/`).catch(() => null);
}

export function startReport(ids: number[]) {
  return api<{ task_id: string }>('/raw-data/analysis-report/', { method: 'POST', body: { ids } });
}

export function reportStatus(taskId: string | null) {
  return api<TReportStatus>(`/raw-data/analysis-report-status/${taskId}/`);
}

/** What the server would read from a file or a URL, saving nothing. */
export async function previewExtraction(input: { file: File | null; url: string }): Promise<TExtractPreview> {
  if (!input.file) return api<TExtractPreview>('/raw-data/extract-data/', { query: { url: input.url } });
  const form = new FormData();
  form.append('file', input.file, input.file.name);
  const token = authStore.get()?.token;
  const res = await fetch(buildUrl('/raw-data/extract-data/'), {
    method: 'POST',
    body: form,
    headers: token ? { authorization: `Bearer ${token}` } : {},
  });
  const body = await res.json().catch(() => ({}));
  if (!res.ok) throw new ApiError('HTTP_ERROR', body.detail ?? `Preview failed (${res.status}).`, res.status);
  return body as TExtractPreview;
}

export type CollectInput = {
  title?: string;
  text?: string;
  url?: string;
  file?: File | null;
  buckets?: number[];
  process?: boolean;
  quick?: boolean;
};

/**
 * POST /raw-data/ as multipart with upload progress (XMLHttpRequest: fetch cannot report upload
 * progress). Errors come back as ApiError with the server's message and field errors.
 */
export function collect(input: CollectInput, onProgress?: (fraction: number) => void): Promise<TRawData> {
  const form = new FormData();
  if (input.title) form.append('title', input.title);
  if (input.text) form.append('text', input.text);
  if (input.url) form.append('url', input.url);
  if (input.buckets?.length) form.append('buckets', input.buckets.join(','));
  form.append('process', input.process ? 'true' : 'false');
  if (input.quick) form.append('quick', 'true');
  if (input.file) form.append('file', input.file, input.file.name);
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', buildUrl('/raw-data/'));
    const token = authStore.get()?.token;
    if (token) xhr.setRequestHeader('authorization', `Bearer ${token}`);
    xhr.setRequestHeader('accept', 'application/json');
    xhr.upload.onprogress = (e) => {
      if (e.lengthComputable) onProgress?.(e.loaded / e.total);
    };
    xhr.onerror = () => reject(new ApiError('FETCH_ERROR', 'Could not reach the server. Check your connection.'));
    xhr.ontimeout = () => reject(new ApiError('TIMEOUT_ERROR', 'The server took too long to answer.'));
    xhr.timeout = 120_000;
    xhr.onload = () => {
      let body: { detail?: string; errors?: Record<string, string[]> } & Partial<TRawData> = {};
      try {
        body = JSON.parse(xhr.responseText || '{}');
      } catch {
        return reject(new ApiError('PARSING_ERROR', 'The server answered something unreadable.', xhr.status));
      }
      if (xhr.status === 401 && token) authStore.logout();
      if (xhr.status >= 400)
        return reject(
          new ApiError('HTTP_ERROR', body.detail ?? `Request failed (${xhr.status}).`, xhr.status, body.errors),
        );
      onProgress?.(1);
      resolve(body as TRawData);
    };
    xhr.send(form);
  });
}

/** Downloads a finished report (Markdown or PDF) with the bearer token. */
export async function downloadReport(taskId: string, format: 'md' | 'pdf') {
  const token = authStore.get()?.token;
  const res = await fetch(buildUrl(`/raw-data/analysis-report/${taskId}/download/`, { format }), {
    headers: token ? { authorization: `Bearer ${token}` } : {},
  });
  if (!res.ok) throw new ApiError('HTTP_ERROR', `Download failed (${res.status}).`, res.status);
  // Named from the report's title by the server ("Report Acme round.pdf"), not from the task id.
  await saveResponse(res, `report.${format}`);
}
