import DownloadIcon from '@mui/icons-material/Download';
import UploadIcon from '@mui/icons-material/Upload';
import {
  Alert,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  LinearProgress,
  List,
  ListItem,
  ListItemText,
} from '@mui/material';
import { useQueryClient } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { ApiError } from '../lib/api-client.ts';
import { authStore } from '../lib/auth-store.ts';

/** The kind's empty import workbook, saved under the name the server gives it. */
async function downloadTemplate(path: string) {
  const token = authStore.get()?.token;
  const res = await fetch(`/api/v1${path}/template/`, { headers: token ? { authorization: `Bearer ${token}` } : {} });
  if (!res.ok) throw new Error(`The template could not be downloaded (${res.status}).`);
  const disposition = res.headers.get('content-disposition') ?? '';
  const name = /filename\*=UTF-8''([^;]+)/.exec(disposition)?.[1];
  const link = document.createElement('a');
  link.href = URL.createObjectURL(await res.blob());
  link.download = name ? decodeURIComponent(name) : 'template.xlsx';
  link.click();
  URL.revokeObjectURL(link.href);
}

type Report = {
  created: number;
  updated: number;
  unchanged: number;
  rejected: number;
  rows: { row: number; status: string; id: number | null; errors: string[] }[];
};

/**
 * Imports an .xlsx or .csv (the kind's export, or its template: headers by label or field id) and
 * shows the per-row report; offers the template to start from.
 */
export function ImportButton({
  path,
  noun,
  template = true,
  onImported,
}: {
  path: string;
  noun: string;
  /** The kind has a `{path}/template/` to offer. */
  template?: boolean;
  /** Refreshes what shows the imported records when `[path]` is not its query key. */
  onImported?: () => unknown;
}) {
  const input = useRef<HTMLInputElement>(null);
  const queryClient = useQueryClient();
  const [busy, setBusy] = useState(false);
  const [report, setReport] = useState<Report | null>(null);
  const [error, setError] = useState<string | null>(null);
  const close = () => {
    setReport(null);
    setError(null);
  };
  const send = async (file: File) => {
    setBusy(true);
    setError(null);
    try {
      const form = new FormData();
      form.append('file', file);
      const token = authStore.get()?.token;
      const res = await fetch(`/api/v1${path}/upload/`, {
        method: 'POST',
        body: form,
        headers: token ? { authorization: `Bearer ${token}` } : {},
      });
      const body = await res.json().catch(() => ({}));
      if (!res.ok) throw new ApiError('HTTP_ERROR', body.detail ?? `Import failed (${res.status}).`, res.status);
      setReport(body as Report);
      await queryClient.invalidateQueries({ queryKey: [path] });
      await onImported?.();
    } catch (e) {
      setError(e instanceof Error ? e.message : String(e));
    } finally {
      setBusy(false);
      if (input.current) input.current.value = '';
    }
  };
  return (
    <>
      <input
        ref={input}
        type="file"
        hidden
        accept=".xlsx,.csv,text/csv"
        aria-label={`Import ${noun} file`}
        onChange={(e) => e.target.files?.[0] && send(e.target.files[0])}
      />
      <Button startIcon={<UploadIcon />} onClick={() => input.current?.click()} disabled={busy}>
        Import
      </Button>
      {template && (
        <Button startIcon={<DownloadIcon />} onClick={() => downloadTemplate(path).catch((e) => setError(String(e)))}>
          Template
        </Button>
      )}
      <Dialog
        open={busy || !!report || !!error}
        onClose={() => {
          if (!busy) close();
        }}
        fullWidth
        maxWidth="sm"
      >
        <DialogTitle>Import {noun}</DialogTitle>
        <DialogContent>
          {busy && <LinearProgress aria-label="Importing" />}
          {error && <Alert severity="error">{error}</Alert>}
          {report && (
            <>
              <Alert severity={report.rejected ? 'warning' : 'success'} sx={{ mb: 1 }}>
                {report.created} created, {report.updated} updated, {report.unchanged} unchanged, {report.rejected}{' '}
                rejected.
              </Alert>
              <List dense aria-label="Import report">
                {report.rows
                  .filter((r) => r.status === 'rejected')
                  .map((r) => (
                    <ListItem key={r.row} disableGutters>
                      <ListItemText primary={`Row ${r.row}: rejected`} secondary={r.errors.join(' ')} />
                    </ListItem>
                  ))}
              </List>
            </>
          )}
        </DialogContent>
        <DialogActions>
          <Button onClick={close} disabled={busy}>
            Close
          </Button>
        </DialogActions>
      </Dialog>
    </>
  );
}
