import { ZImportPreview, ZImportReport } from '@intel/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ApiError, api, buildUrl } from './api-client.ts';
import { authStore } from './auth-store.ts';
import { saveResponse } from './download.ts';
import { invalidateAfterBatch, resourceKeys } from './resource-keys.ts';

// The server reads and writes a large workbook row by row: far longer than an ordinary answer.
const IMPORT_TIMEOUT_MS = 10 * 60_000;

/** The kind's empty import workbook, saved under the name the server gives it (a fetch, so that the token goes along). */
export async function downloadTemplate(path: string): Promise<void> {
  const token = authStore.get()?.token;
  const res = await fetch(buildUrl(`${path}/template/`), {
    headers: token ? { authorization: `Bearer ${token}` } : {},
  });
  if (!res.ok) throw new ApiError('HTTP_ERROR', `The template could not be downloaded (${res.status}).`, res.status);
  await saveResponse(res, 'template.xlsx');
}

const formOf = (file: File) => {
  const form = new FormData();
  form.append('file', file);
  return form;
};

/**
 * Sends an .xlsx or .csv to `{path}/upload/`; the answer is the per-row report. With the preview's
 * `digest` the server refuses any other file than the one previewed.
 */
export function importFile(path: string, file: File, digest?: string) {
  const url = digest ? `${path}/upload/?digest=${digest}` : `${path}/upload/`;
  return api(url, { method: 'POST', body: formOf(file), schema: ZImportReport, timeoutMs: IMPORT_TIMEOUT_MS });
}

/** What importing the file into `path` would do (`{path}/upload/preview/`): nothing is written. */
export function previewFile(path: string, file: File) {
  return api(`${path}/upload/preview/`, {
    method: 'POST',
    body: formOf(file),
    schema: ZImportPreview,
    timeoutMs: IMPORT_TIMEOUT_MS,
  });
}

/** The preview of a file before it is imported (`previewFile`); it changes nothing, so it refreshes nothing. */
export function usePreviewFile(path: string) {
  return useMutation({ mutationFn: (file: File) => previewFile(path, file) });
}

/**
 * Imports a file into `path`: any record of it may have been created or changed, so its records,
 * lists, pickers, histories and the counts are refreshed; `onImported` refreshes what shows them
 * under another key (a list's items).
 */
export function useImportFile(path: string, onImported?: () => unknown) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ file, digest }: { file: File; digest?: string }) => importFile(path, file, digest),
    onSuccess: async () => {
      await invalidateAfterBatch(queryClient, resourceKeys(path));
      await onImported?.();
    },
  });
}
