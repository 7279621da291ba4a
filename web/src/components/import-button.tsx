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
import { useRef, useState } from 'react';
import { downloadTemplate, useImportFile } from '../lib/import-api.ts';

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
  const upload = useImportFile(path, onImported);
  const [templateError, setTemplateError] = useState<string | null>(null);
  const busy = upload.isPending;
  const report = upload.data ?? null;
  const error = templateError ?? upload.error?.message ?? null;
  const close = () => {
    upload.reset();
    setTemplateError(null);
  };
  const send = (file: File) => {
    setTemplateError(null);
    upload.mutate(file, {
      onSettled: () => {
        if (input.current) input.current.value = '';
      },
    });
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
        <Button
          startIcon={<DownloadIcon />}
          onClick={() => downloadTemplate(path).catch((e: Error) => setTemplateError(e.message))}
        >
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
