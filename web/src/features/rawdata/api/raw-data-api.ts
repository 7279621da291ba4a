import type { TRawData } from '@intel/contracts';
import { ApiError, buildUrl } from '../../../lib/api-client.ts';
import { authStore } from '../../../lib/auth-store.ts';

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
  const url = URL.createObjectURL(await res.blob());
  const a = document.createElement('a');
  a.href = url;
  a.download = `report-${taskId.slice(0, 8)}.${format}`;
  a.click();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
