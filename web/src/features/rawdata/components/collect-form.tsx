import type { TBucket, TExtractPreview, TRawData } from '@intel/contracts';
import UploadFileIcon from '@mui/icons-material/UploadFile';
import {
  Alert,
  Autocomplete,
  Box,
  Button,
  FormControlLabel,
  LinearProgress,
  Paper,
  Stack,
  Switch,
  TextField,
  Typography,
} from '@mui/material';
import { useQueryClient } from '@tanstack/react-query';
import { type DragEvent, useRef, useState } from 'react';
import { ApiError } from '../../../lib/api-client.ts';
import { useOptions } from '../../../lib/options.ts';
import { collect, previewExtraction, rawDataBuckets, rawDataKeys } from '../api/raw-data-api.ts';

export type CollectMode = 'full' | 'text' | 'file' | 'url';

const ACCEPT = '.pdf,.docx,.xlsx,.html,.htm,.txt,.md,.csv';

/** A drop zone that is also a keyboard-reachable file picker. */
export function FileDrop({
  file,
  onFile,
  disabled,
}: {
  file: File | null;
  onFile: (f: File | null) => void;
  disabled?: boolean;
}) {
  const input = useRef<HTMLInputElement>(null);
  const [over, setOver] = useState(false);
  const onDrop = (e: DragEvent) => {
    e.preventDefault();
    setOver(false);
    const dropped = e.dataTransfer.files?.[0];
    if (dropped) onFile(dropped);
  };
  return (
    <Paper
      variant="outlined"
      onDragOver={(e) => {
        e.preventDefault();
        setOver(true);
      }}
      onDragLeave={() => setOver(false)}
      onDrop={onDrop}
      sx={{
        p: 2,
        textAlign: 'center',
        borderStyle: 'dashed',
        borderColor: over ? 'primary.main' : undefined,
        bgcolor: over ? 'action.hover' : undefined,
      }}
      data-testid="file-drop"
    >
      <UploadFileIcon color="action" />
      <Typography variant="body2" sx={{ mb: 1 }}>
        {file
          ? `${file.name} (${Math.ceil(file.size / 1024)} KB)`
          : 'Drop a PDF, DOCX, XLSX, HTML, CSV, Markdown or text file here'}
      </Typography>
      <input
        ref={input}
        type="file"
        accept={ACCEPT}
        hidden
        aria-label="Choose a file"
        onChange={(e) => onFile(e.target.files?.[0] ?? null)}
      />
      <Stack direction="row" spacing={1} sx={{ justifyContent: 'center' }}>
        <Button size="small" variant="outlined" onClick={() => input.current?.click()} disabled={disabled}>
          Choose a file
        </Button>
        {file && (
          <Button size="small" onClick={() => onFile(null)} disabled={disabled}>
            Remove
          </Button>
        )}
      </Stack>
    </Paper>
  );
}

/**
 * Adds raw data: text, a file or a URL, with buckets and "process now". Shows upload progress and the
 * server's messages (field errors inline). `mode` narrows it to one source (Quick Collection cards).
 */
export function CollectForm({
  mode = 'full',
  quick = false,
  submitLabel = 'Add raw data',
  initial,
  onDone,
}: {
  mode?: CollectMode;
  quick?: boolean;
  submitLabel?: string;
  /** Values to start with (Quick Collection opened by the bookmarklet). */
  initial?: { title?: string; text?: string; url?: string };
  onDone: (item: TRawData) => void;
}) {
  const queryClient = useQueryClient();
  const buckets = useOptions<TBucket>(rawDataBuckets.path, (b) => b.name, 'name');
  const [title, setTitle] = useState(initial?.title ?? '');
  const [text, setText] = useState(initial?.text ?? '');
  const [url, setUrl] = useState(initial?.url ?? '');
  const [file, setFile] = useState<File | null>(null);
  const [bucketIds, setBucketIds] = useState<number[]>([]);
  const [process, setProcess] = useState(true);
  const [progress, setProgress] = useState<number | null>(null);
  const [error, setError] = useState<ApiError | Error | null>(null);
  const [preview, setPreview] = useState<TExtractPreview | null>(null);
  const [previewing, setPreviewing] = useState(false);
  const busy = progress !== null;
  const fieldError = (name: string) => (error instanceof ApiError ? error.errors?.[name]?.join(' ') : undefined);
  const show = (part: Exclude<CollectMode, 'full'>) => mode === 'full' || mode === part;

  const submit = async () => {
    setError(null);
    if (!text.trim() && !file && !url.trim()) {
      setError(new Error('Give some text, a file or a URL.'));
      return;
    }
    setProgress(0);
    try {
      const item = await collect(
        { title: title.trim(), text, url: url.trim(), file, buckets: bucketIds, process, quick },
        setProgress,
      );
      await queryClient.invalidateQueries({ queryKey: rawDataKeys.all });
      setTitle('');
      setText('');
      setUrl('');
      setFile(null);
      onDone(item);
    } catch (err) {
      setError(err as Error);
    } finally {
      setProgress(null);
    }
  };

  /** What the server would read from the file or URL, saving nothing. */
  const showPreview = async () => {
    setError(null);
    setPreview(null);
    setPreviewing(true);
    try {
      setPreview(await previewExtraction({ file, url: url.trim() }));
    } catch (err) {
      setError(err as Error);
    } finally {
      setPreviewing(false);
    }
  };

  return (
    <Box
      component="form"
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        void submit();
      }}
    >
      <Stack spacing={2}>
        {error && <Alert severity="error">{error.message}</Alert>}
        {mode === 'full' && (
          <TextField
            label="Title"
            value={title}
            onChange={(e) => setTitle(e.target.value)}
            helperText="Taken from the document when empty."
            size="small"
          />
        )}
        {show('text') && (
          <TextField
            label="Text"
            value={text}
            onChange={(e) => setText(e.target.value)}
            multiline
            minRows={mode === 'text' ? 6 : 4}
            maxRows={16}
            error={!!fieldError('text')}
            helperText={fieldError('text') ?? 'Paste any text: an article, notes, an email thread.'}
          />
        )}
        {show('file') && <FileDrop file={file} onFile={setFile} disabled={busy} />}
        {show('url') && (
          <TextField
            label="URL"
            value={url}
            onChange={(e) => setUrl(e.target.value)}
            placeholder="https://…"
            size="small"
            error={!!fieldError('url')}
            helperText={fieldError('url') ?? 'The page is fetched by the server and its article text kept.'}
          />
        )}
        {mode === 'full' && (
          <Autocomplete
            multiple
            options={buckets.data ?? []}
            loading={buckets.isPending}
            value={(buckets.data ?? []).filter((b) => bucketIds.includes(b.id))}
            onChange={(_e, v) => setBucketIds(v.map((b) => b.id))}
            getOptionLabel={(o) => o.label}
            isOptionEqualToValue={(a, b) => a.id === b.id}
            renderInput={(params) => <TextField {...params} label="Buckets" size="small" />}
          />
        )}
        <FormControlLabel
          control={<Switch checked={process} onChange={(e) => setProcess(e.target.checked)} />}
          label="Process now (find organizations, people, emails and keywords)"
        />
        {busy && (
          <Box>
            <LinearProgress
              variant={progress && progress < 1 ? 'determinate' : 'indeterminate'}
              value={(progress ?? 0) * 100}
            />
            <Typography variant="caption" color="text.secondary">
              {progress !== null && progress < 1
                ? `Uploading… ${Math.round(progress * 100)}%`
                : 'Reading the document…'}
            </Typography>
          </Box>
        )}
        {preview && (
          <Alert severity="info" onClose={() => setPreview(null)}>
            <strong>{preview.title || 'Untitled'}</strong> — {preview.kind}, {preview.characters.toLocaleString()}{' '}
            characters
            <Typography variant="body2" sx={{ mt: 1, whiteSpace: 'pre-wrap' }}>
              {preview.text.slice(0, 600)}
              {preview.text.length > 600 ? '…' : ''}
            </Typography>
          </Alert>
        )}
        <Stack direction="row" spacing={1}>
          <Button type="submit" variant="contained" disabled={busy}>
            {submitLabel}
          </Button>
          {(show('file') || show('url')) && (
            <Button onClick={() => void showPreview()} disabled={busy || previewing || (!file && !url.trim())}>
              {previewing ? 'Reading…' : 'Preview'}
            </Button>
          )}
        </Stack>
      </Stack>
    </Box>
  );
}
