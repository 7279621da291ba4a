import DownloadIcon from '@mui/icons-material/Download';
import UploadIcon from '@mui/icons-material/Upload';
import { Alert, Button, Dialog, DialogActions, DialogContent, DialogTitle, LinearProgress } from '@mui/material';
import { useRef, useState } from 'react';
import { downloadTemplate, useImportFile, usePreviewFile } from '../lib/import-api.ts';
import { plural } from '../lib/words.ts';
import { ImportPreview, ImportRows } from './import-preview.tsx';

/**
 * Imports an .xlsx or .csv (the kind's export, or its template: headers by label or field id):
 * with `preview`, first shows what the import would do (columns, rows to create, to change field by
 * field, rejected) and imports the same file on confirmation; then shows the report, which names
 * rows and fields. Offers the template to start from.
 */
export function ImportButton({
  path,
  noun,
  template = true,
  preview: previewFirst = true,
  onImported,
}: {
  path: string;
  noun: string;
  /** The kind has a `{path}/template/` to offer. */
  template?: boolean;
  /** The kind has a `{path}/upload/preview/`: the file is previewed before it is imported. */
  preview?: boolean;
  /** Refreshes what shows the imported records when `[path]` is not its query key. */
  onImported?: () => unknown;
}) {
  const input = useRef<HTMLInputElement>(null);
  const upload = useImportFile(path, onImported);
  const check = usePreviewFile(path);
  const [file, setFile] = useState<File | null>(null);
  const [templateError, setTemplateError] = useState<string | null>(null);
  const busy = upload.isPending || check.isPending;
  const report = upload.data ?? null;
  const preview = report ? null : (check.data ?? null);
  const error = templateError ?? upload.error?.message ?? check.error?.message ?? null;
  const close = () => {
    upload.reset();
    check.reset();
    setFile(null);
    setTemplateError(null);
  };
  const clearInput = () => {
    if (input.current) input.current.value = '';
  };
  const send = (picked: File) => {
    setTemplateError(null);
    upload.reset();
    check.reset();
    setFile(picked);
    if (previewFirst) check.mutate(picked, { onSettled: clearInput });
    else upload.mutate({ file: picked }, { onSettled: clearInput });
  };
  const confirm = () => {
    if (file && preview) upload.mutate({ file, digest: preview.digest });
  };
  const toWrite = preview ? preview.created + preview.updated : 0;
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
        open={busy || !!report || !!preview || !!error}
        onClose={() => {
          if (!busy) close();
        }}
        fullWidth
        maxWidth="sm"
      >
        <DialogTitle>{preview && !upload.isPending ? `Import ${noun}: preview` : `Import ${noun}`}</DialogTitle>
        {/* Focusable: a long preview scrolls, and a keyboard user scrolls it (axe scrollable-region-focusable). */}
        <DialogContent tabIndex={0}>
          {busy && <LinearProgress aria-label={check.isPending ? 'Reading the file' : 'Importing'} />}
          {error && <Alert severity="error">{error}</Alert>}
          {preview && !upload.isPending && <ImportPreview preview={preview} />}
          {report && (
            <>
              <Alert severity={report.rejected ? 'warning' : 'success'} sx={{ mb: 1 }}>
                {report.created} created, {report.updated} updated, {report.unchanged} unchanged, {report.rejected}{' '}
                rejected.
              </Alert>
              <ImportRows report={report} />
            </>
          )}
        </DialogContent>
        <DialogActions>
          <Button onClick={close} disabled={busy}>
            {preview ? 'Cancel' : 'Close'}
          </Button>
          {preview && (
            <Button variant="contained" onClick={confirm} disabled={busy || toWrite === 0}>
              {toWrite ? `Import ${plural(toWrite, 'row')}` : 'Nothing to import'}
            </Button>
          )}
        </DialogActions>
      </Dialog>
    </>
  );
}
