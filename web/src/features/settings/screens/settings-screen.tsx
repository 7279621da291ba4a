import type { TSettings } from '@intel/contracts';
import {
  Alert,
  Box,
  Button,
  Card,
  CardContent,
  FormControlLabel,
  Stack,
  Switch,
  TextField,
  Typography,
} from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { type FormEvent, useEffect, useState } from 'react';
import { toast } from 'react-toastify';
import { FullPageSpinner } from '../../../components/full-page-spinner.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { settingsQuery, useSaveSettings } from '../api/settings.ts';

/** Admin settings: name, paywall link and message, chat link, processing options, Operator LLM endpoint. */
export function SettingsScreen() {
  const { data, error, isPending } = useQuery(settingsQuery);
  const save = useSaveSettings();
  const [form, setForm] = useState<TSettings | null>(null);
  useEffect(() => {
    if (data) setForm(data);
  }, [data]);
  if (isPending || (!form && !error)) return <FullPageSpinner label="Loading settings" />;
  if (error || !form) return <Alert severity="error">Could not load the settings: {error?.message}</Alert>;

  const fieldErrors = save.error instanceof ApiError ? (save.error.errors ?? {}) : {};
  const err = (name: string) => fieldErrors[name]?.[0] ?? fieldErrors[`processing.${name}`]?.[0];
  const set = <K extends keyof TSettings>(key: K, value: TSettings[K]) => setForm({ ...form, [key]: value });
  const submit = (e: FormEvent) => {
    e.preventDefault();
    save.mutate(
      {
        name: form.name,
        payment_access_link: form.payment_access_link ?? '',
        payment_access_message: form.payment_access_message,
        chat_link: form.chat_link ?? '',
        processing: form.processing,
        operator_llm_url: form.operator_llm_url ?? '',
      },
      { onSuccess: () => toast.success('Settings saved.') },
    );
  };

  return (
    <Box component="form" onSubmit={submit} noValidate sx={{ maxWidth: 720 }}>
      <Typography variant="h5" component="h1" gutterBottom>
        Settings
      </Typography>
      {save.error && (
        <Alert severity="error" sx={{ mb: 2 }}>
          {save.error.message}
        </Alert>
      )}
      <Card variant="outlined" sx={{ mb: 2 }}>
        <CardContent>
          <Stack spacing={2}>
            <TextField
              label="Workspace name"
              value={form.name}
              onChange={(e) => set('name', e.target.value)}
              error={!!err('name')}
              helperText={err('name')}
              required
            />
            <TextField
              label="Payment access link"
              value={form.payment_access_link ?? ''}
              onChange={(e) => set('payment_access_link', e.target.value)}
              error={!!err('payment_access_link')}
              helperText={err('payment_access_link') ?? "Where 'Unlock Paywall Access' sends visitors."}
            />
            <TextField
              label="Payment access message"
              value={form.payment_access_message ?? ''}
              onChange={(e) => set('payment_access_message', e.target.value)}
              multiline
              minRows={2}
              error={!!err('payment_access_message')}
              helperText={err('payment_access_message')}
            />
            <TextField
              label="Chat link"
              value={form.chat_link ?? ''}
              onChange={(e) => set('chat_link', e.target.value)}
              error={!!err('chat_link')}
              helperText={err('chat_link') ?? 'Shown on the menu screen.'}
            />
          </Stack>
        </CardContent>
      </Card>
      <Card variant="outlined" sx={{ mb: 2 }}>
        <CardContent>
          <Typography variant="subtitle1" component="h2" gutterBottom>
            Processing
          </Typography>
          <Stack spacing={2}>
            <FormControlLabel
              control={
                <Switch
                  checked={form.processing.auto_process}
                  onChange={(e) => set('processing', { ...form.processing, auto_process: e.target.checked })}
                />
              }
              label="Process new raw data at once"
            />
            <TextField
              label="Largest upload (MB)"
              type="number"
              value={form.processing.max_upload_mb}
              onChange={(e) => set('processing', { ...form.processing, max_upload_mb: Number(e.target.value) })}
              error={!!err('max_upload_mb')}
              helperText={err('max_upload_mb')}
            />
            <TextField
              label="Operator LLM endpoint (optional)"
              value={form.operator_llm_url ?? ''}
              onChange={(e) => set('operator_llm_url', e.target.value)}
              error={!!err('operator_llm_url')}
              helperText={
                err('operator_llm_url') ?? 'Any OpenAI-compatible endpoint; the built-in parser is used without it.'
              }
            />
          </Stack>
        </CardContent>
      </Card>
      <Button type="submit" variant="contained" disabled={save.isPending}>
        {save.isPending ? 'Saving…' : 'Save settings'}
      </Button>
    </Box>
  );
}
