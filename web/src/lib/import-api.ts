import { ZImportReport } from '@intel/contracts';
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

/** Sends an .xlsx or .csv to `{path}/upload/`; the answer is the per-row report. */
export function importFile(path: string, file: File) {
  const form = new FormData();
  form.append('file', file);
  return api(`${path}/upload/`, { method: 'POST', body: form, schema: ZImportReport, timeoutMs: IMPORT_TIMEOUT_MS });
}

/**
 * Imports a file into `path`: any record of it may have been created or changed, so its records,
 * lists, pickers, histories and the counts are refreshed; `onImported` refreshes what shows them
 * under another key (a list's items).
 */
export function useImportFile(path: string, onImported?: () => unknown) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (file: File) => importFile(path, file),
    onSuccess: async () => {
      await invalidateAfterBatch(queryClient, resourceKeys(path));
      await onImported?.();
    },
  });
}
