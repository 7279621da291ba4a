import type { TBucket, TBucketCreate, TRawData } from '@intel/contracts';
import { Alert, Autocomplete, Box, Button, Chip, Grid, Paper, Stack, TextField, Typography } from '@mui/material';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { toast } from 'react-toastify';
import { showAccepted } from '../../../components/accept-toast.tsx';
import { ConfirmDialog } from '../../../components/confirm-dialog.tsx';
import { ExploreNetworkButton } from '../../../components/explore-network.tsx';
import { FullPageSpinner } from '../../../components/full-page-spinner.tsx';
import { HistoryPanel } from '../../../components/history-list.tsx';
import { LoadError } from '../../../components/load-error.tsx';
import { ResourceEdit } from '../../../components/resource-edit.tsx';
import { useOptions } from '../../../lib/options.ts';
import { useDeleteResource, useResource, useSaveResource } from '../../../lib/resource-api.ts';
import { acceptSuggestion } from '../../../lib/suggested-entities.ts';
import { plural, RAW_DATA_TYPE_LABELS } from '../../../lib/words.ts';
import {
  assignSource,
  clearSource,
  processItem,
  rawData,
  rawDataBuckets,
  rawDataKeys,
  refreshAfterReview,
  rejectFromItem,
} from '../api/raw-data-api.ts';
import { AnnotatedText } from '../components/annotated-text.tsx';
import { CollectForm } from '../components/collect-form.tsx';
import { ProcessButton } from '../components/process-button.tsx';
import { ReportDialog } from '../components/report-dialog.tsx';
import { StatusChip } from '../components/status-chip.tsx';

const LINK_OF: Record<string, (id: number) => string> = {
  Organization: (id) => `/organizations/${id}`,
  Person: (id) => `/people/${id}`,
  Keyword: (id) => `/keywords/${id}/edit`,
  Terminology: (id) => `/terminology/${id}/edit`,
};

/** `rawdata/create`: text, a file or a URL. */
export function RawDataCreateScreen() {
  const navigate = useNavigate();
  return (
    <Box sx={{ maxWidth: 800 }}>
      <Typography variant="h5" component="h1" sx={{ mb: 2 }}>
        Add raw data
      </Typography>
      <CollectForm onDone={(item) => navigate(`/rawdata/${item.id}/edit`)} />
    </Box>
  );
}

/** `rawdata/quick-create`: paste text, processed at once. */
export function RawDataQuickCreateScreen() {
  const navigate = useNavigate();
  return (
    <Box sx={{ maxWidth: 800 }}>
      <Typography variant="h5" component="h1" sx={{ mb: 2 }}>
        Quick create
      </Typography>
      <CollectForm
        mode="text"
        quick
        submitLabel="Save and process"
        onDone={(item) => navigate(`/rawdata/${item.id}/edit`)}
      />
    </Box>
  );
}

function SourceBox({ item }: { item: TRawData }) {
  const queryClient = useQueryClient();
  const [url, setUrl] = useState(item.source?.url ?? '');
  const [alias, setAlias] = useState(item.source?.alias ?? '');
  const [error, setError] = useState<string | null>(null);
  const done = async (p: Promise<unknown>, message: string) => {
    setError(null);
    try {
      await p;
      toast.success(message);
      await queryClient.invalidateQueries({ queryKey: rawDataKeys.all });
    } catch (e) {
      setError((e as Error).message);
    }
  };
  return (
    <Paper variant="outlined" sx={{ p: 2 }}>
      <Typography variant="subtitle2" component="h2" sx={{ mb: 1 }}>
        Source
      </Typography>
      {error && <Alert severity="error">{error}</Alert>}
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1}>
        <TextField
          size="small"
          label="Source URL"
          value={url}
          onChange={(e) => setUrl(e.target.value)}
          sx={{ flex: 2 }}
        />
        <TextField
          size="small"
          label="Alias"
          value={alias}
          onChange={(e) => setAlias(e.target.value)}
          sx={{ flex: 1 }}
        />
        <Button onClick={() => done(assignSource(item.id, url, alias), 'Source saved.')}>Save source</Button>
        {item.source && (
          <Button color="warning" onClick={() => done(clearSource(item.id), 'Source removed.')}>
            Clear
          </Button>
        )}
      </Stack>
    </Paper>
  );
}

function SuggestionsBox({ item }: { item: TRawData }) {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const [busy, setBusy] = useState<number | null>(null);
  // A null message: `p` says what it did itself (an accept's toast names every record it created).
  const act = async (id: number, p: () => Promise<unknown>, message: string | null) => {
    setBusy(id);
    try {
      await p();
      if (message) toast.success(message);
      await refreshAfterReview(queryClient);
    } catch (e) {
      toast.error((e as Error).message);
    } finally {
      setBusy(null);
    }
  };
  const open = item.suggested_entities.filter((s) => s.status === 'suggested');
  return (
    <Paper variant="outlined" sx={{ p: 2 }}>
      <Typography variant="subtitle2" component="h2" sx={{ mb: 1 }}>
        Suggested organizations and people ({open.length})
      </Typography>
      {open.length === 0 && (
        <Typography variant="body2" color="text.secondary">
          {item.processing_status === 'completed'
            ? 'Nothing new to review.'
            : 'Suggestions appear here once the item is processed.'}
        </Typography>
      )}
      <Stack spacing={1}>
        {open.map((s) => (
          <Stack key={s.id} direction="row" spacing={1} sx={{ alignItems: 'center' }}>
            <Chip size="small" label={s.kind === 'organization' ? 'Org' : 'Person'} />
            <Link to={`/suggested-entities/${s.kind === 'organization' ? 'organizations' : 'people'}/${s.id}/edit`}>
              {s.name}
            </Link>
            <Box sx={{ flex: 1 }} />
            <Button
              size="small"
              disabled={busy === s.id}
              onClick={() =>
                act(
                  s.id,
                  async () =>
                    showAccepted(await acceptSuggestion(s.id), {
                      suggestionId: s.id,
                      name: s.name,
                      navigate,
                      onChange: () => refreshAfterReview(queryClient, true),
                    }),
                  null,
                )
              }
            >
              Accept
            </Button>
            <Button
              size="small"
              color="error"
              disabled={busy === s.id}
              onClick={() => act(s.id, () => rejectFromItem(item.id, s.id), `${s.name} rejected.`)}
            >
              Reject
            </Button>
          </Stack>
        ))}
      </Stack>
    </Paper>
  );
}

/** `rawdata/{id}/edit`: the item, what processing found, and its actions. */
export function RawDataEditScreen() {
  const { id } = useParams();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const record = useResource<TRawData>(rawData.path, id);
  const save = useSaveResource<TRawData>(rawData.path, id);
  const remove = useDeleteResource(rawData.path);
  const buckets = useOptions<TBucket>(rawDataBuckets.path, (b) => b.name, 'name');
  const [draft, setDraft] = useState<{ title: string; text: string; bucket_ids: number[] } | null>(null);
  const [confirm, setConfirm] = useState(false);
  const [report, setReport] = useState(false);
  if (record.isPending) return <FullPageSpinner />;
  if (record.error) return <LoadError error={record.error} />;
  const item = record.data;
  const form = draft ?? { title: item.title, text: item.text, bucket_ids: item.buckets.map((b) => b.id) };
  const fieldErrors = (save.error as { errors?: Record<string, string[]> } | null)?.errors ?? {};
  const process = async () => {
    try {
      await processItem(item.id);
      toast.info('Queued for processing.');
      await queryClient.invalidateQueries({ queryKey: rawDataKeys.all });
    } catch (e) {
      toast.error((e as Error).message);
    }
  };
  const contacts = [...item.contacts.emails, ...item.contacts.phones, ...item.contacts.urls];
  return (
    <Box>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', mb: 2, flexWrap: 'wrap' }}>
        <Typography variant="h5" component="h1" sx={{ mr: 1 }}>
          {item.title || 'Untitled'}
        </Typography>
        <StatusChip item={item} />
        <Chip size="small" variant="outlined" label={RAW_DATA_TYPE_LABELS[item.type]} />
        <Box sx={{ flex: 1 }} />
        <ProcessButton status={item.processing_status} onProcess={process} />
        <ExploreNetworkButton kind="raw-data" id={item.id} />
        <Button onClick={() => setReport(true)}>Report</Button>
        <Button color="error" onClick={() => setConfirm(true)}>
          Delete
        </Button>
      </Stack>
      {item.error_message && (
        <Alert severity="error" sx={{ mb: 2 }}>
          {item.error_message}
        </Alert>
      )}
      <Grid container spacing={2}>
        <Grid size={{ xs: 12, md: 7 }}>
          <AnnotatedText id={item.id} version={item.updated_at} />
          <Paper variant="outlined" sx={{ p: 2, mt: 2 }}>
            <Stack
              spacing={2}
              component="form"
              onSubmit={(e) => {
                e.preventDefault();
                save.mutate(form, {
                  onSuccess: () => {
                    toast.success('Saved.');
                    setDraft(null);
                  },
                });
              }}
            >
              {save.error && !Object.keys(fieldErrors).length && <Alert severity="error">{save.error.message}</Alert>}
              <TextField
                label="Title"
                size="small"
                value={form.title}
                onChange={(e) => setDraft({ ...form, title: e.target.value })}
                error={!!fieldErrors.title}
                helperText={fieldErrors.title?.join(' ')}
              />
              <TextField
                label="Text"
                value={form.text}
                onChange={(e) => setDraft({ ...form, text: e.target.value })}
                multiline
                minRows={8}
                maxRows={24}
                error={!!fieldErrors.text}
                helperText={fieldErrors.text?.join(' ') ?? `${item.text_length.toLocaleString()} characters`}
              />
              <Autocomplete
                multiple
                options={buckets.data ?? []}
                value={(buckets.data ?? []).filter((b) => form.bucket_ids.includes(b.id))}
                onChange={(_e, v) => setDraft({ ...form, bucket_ids: v.map((b) => b.id) })}
                getOptionLabel={(o) => o.label}
                isOptionEqualToValue={(a, b) => a.id === b.id}
                renderInput={(params) => <TextField {...params} label="Buckets" size="small" />}
              />
              <Stack direction="row" spacing={1}>
                <Button type="submit" variant="contained" disabled={!draft || save.isPending}>
                  Save changes
                </Button>
                {draft && <Button onClick={() => setDraft(null)}>Discard</Button>}
              </Stack>
            </Stack>
          </Paper>
        </Grid>
        <Grid size={{ xs: 12, md: 5 }}>
          <Stack spacing={2}>
            <SuggestionsBox item={item} />
            <Paper variant="outlined" sx={{ p: 2 }}>
              <Typography variant="subtitle2" component="h2" sx={{ mb: 1 }}>
                Linked records ({item.entities.length})
              </Typography>
              {item.entities.length === 0 ? (
                <Typography variant="body2" color="text.secondary">
                  No known organization, person, keyword, term or place was found.
                </Typography>
              ) : (
                <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 0.5 }}>
                  {item.entities.map((e) => {
                    const href = LINK_OF[e.type]?.(e.id);
                    const label = `${e.name} · ${e.occurrences}`;
                    return href ? (
                      <Chip
                        key={`${e.type}${e.id}`}
                        size="small"
                        label={label}
                        component={Link}
                        to={href}
                        clickable
                        title={e.type}
                      />
                    ) : (
                      <Chip key={`${e.type}${e.id}`} size="small" label={label} title={e.type} />
                    );
                  })}
                </Box>
              )}
            </Paper>
            <Paper variant="outlined" sx={{ p: 2 }}>
              <Typography variant="subtitle2" component="h2" sx={{ mb: 1 }}>
                Emails, phones and links
              </Typography>
              {contacts.length === 0 ? (
                <Typography variant="body2" color="text.secondary">
                  None found.
                </Typography>
              ) : (
                contacts.map((c) => (
                  <Typography key={c} variant="body2" sx={{ wordBreak: 'break-all' }}>
                    {c}
                  </Typography>
                ))
              )}
              {item.tagged_by.length > 0 && (
                <Typography variant="body2" sx={{ mt: 1 }}>
                  Tagged by: {item.tagged_by.map((r) => r.name).join(', ')}
                </Typography>
              )}
            </Paper>
            <SourceBox item={item} />
            {item.file && (
              <Typography variant="body2" color="text.secondary">
                File: {item.file.name} ({Math.ceil(item.file.size / 1024)} KB, {item.file.mime})
              </Typography>
            )}
            <HistoryPanel path={rawData.path} id={item.id} />
          </Stack>
        </Grid>
      </Grid>
      <ConfirmDialog
        open={confirm}
        title="Delete this raw data?"
        message="Its text, links and evidence are removed. Accepted organizations and people stay."
        confirmLabel="Delete"
        busy={remove.isPending}
        onClose={() => setConfirm(false)}
        onConfirm={() =>
          remove.mutate(item.id, {
            onSuccess: () => {
              toast.success('Deleted.');
              navigate('/rawdata?tab=1');
            },
            onError: (e) => toast.error(e.message),
          })
        }
      />
      <ReportDialog ids={[item.id]} open={report} onClose={() => setReport(false)} />
    </Box>
  );
}

/** `rawdata/buckets/create` and `rawdata/buckets/{id}/edit`. */
export function BucketEditScreen() {
  return (
    <ResourceEdit<TBucket, TBucketCreate>
      path={rawDataBuckets.path}
      noun="bucket"
      listHref="/rawdata?tab=2"
      afterSave={() => '/rawdata?tab=2'}
      deleteWarning={(b) =>
        b.raw_data_count === 1
          ? 'Its one item stays, without this bucket.'
          : `Its ${plural(b.raw_data_count, 'item')} stay, without this bucket.`
      }
      fields={[{ name: 'name', label: 'Name', type: 'text', required: true }]}
    />
  );
}
