import { type TWebhookEndpoint, type TWebhookEvent, WEBHOOK_EVENTS } from '@intel/contracts';
import {
  Alert,
  Button,
  Checkbox,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  FormControl,
  FormControlLabel,
  FormGroup,
  FormHelperText,
  FormLabel,
  Stack,
  Switch,
  TextField,
} from '@mui/material';
import { type FormEvent, useState } from 'react';
import { ApiError } from '../../../lib/api-client.ts';
import { useCreateEndpoint, useUpdateEndpoint } from '../api/webhooks.ts';

export const EVENT_LABELS: Record<TWebhookEvent, string> = {
  'raw_data.processed': 'Raw data processed',
  'suggestions.created': 'Suggestions created',
  'record.created': 'Record created',
  'record.changed': 'Record changed',
  'record.deleted': 'Record deleted',
  'alert.fired': 'Alert fired',
};

/** Create or edit an endpoint: URL, description, events, on/off. A create answers the secret (shown by the caller). */
export function EndpointDialog(props: {
  endpoint: TWebhookEndpoint | null;
  onClose: () => void;
  onCreated: (secret: string) => void;
}) {
  const editing = props.endpoint;
  const [url, setUrl] = useState(editing?.url ?? '');
  const [description, setDescription] = useState(editing?.description ?? '');
  const [events, setEvents] = useState<TWebhookEvent[]>(editing?.events ?? ['record.created']);
  const [enabled, setEnabled] = useState(editing?.enabled ?? true);
  const create = useCreateEndpoint();
  const update = useUpdateEndpoint();
  const mutation = editing ? update : create;
  const fieldErrors = mutation.error instanceof ApiError ? (mutation.error.errors ?? {}) : {};
  const toggle = (e: TWebhookEvent) =>
    setEvents((v) =>
      v.includes(e) ? v.filter((x) => x !== e) : WEBHOOK_EVENTS.filter((x) => x === e || v.includes(x)),
    );
  const submit = (ev: FormEvent) => {
    ev.preventDefault();
    const body = { url, description, events, enabled };
    if (editing) update.mutate({ id: editing.id, body }, { onSuccess: props.onClose });
    else create.mutate(body, { onSuccess: (created) => props.onCreated(created.secret) });
  };
  return (
    <Dialog open onClose={props.onClose} aria-labelledby="endpoint-dialog-title" fullWidth maxWidth="sm">
      <form onSubmit={submit} noValidate>
        <DialogTitle id="endpoint-dialog-title">{editing ? 'Edit endpoint' : 'Add endpoint'}</DialogTitle>
        <DialogContent>
          <Stack spacing={2} sx={{ pt: 1 }}>
            {mutation.error && <Alert severity="error">{mutation.error.message}</Alert>}
            <TextField
              label="URL"
              value={url}
              onChange={(e) => setUrl(e.target.value)}
              required
              autoFocus
              placeholder="https://example.com/hooks/intel"
              error={!!fieldErrors.url}
              helperText={fieldErrors.url?.[0] ?? 'HTTPS; private addresses are refused.'}
            />
            <TextField
              label="Description"
              value={description}
              onChange={(e) => setDescription(e.target.value)}
              error={!!fieldErrors.description}
              helperText={fieldErrors.description?.[0]}
            />
            <FormControl component="fieldset" error={!!fieldErrors.events || events.length === 0}>
              <FormLabel component="legend">Events</FormLabel>
              <FormGroup>
                {WEBHOOK_EVENTS.map((e) => (
                  <FormControlLabel
                    key={e}
                    control={<Checkbox checked={events.includes(e)} onChange={() => toggle(e)} />}
                    label={`${EVENT_LABELS[e]} (${e})`}
                  />
                ))}
              </FormGroup>
              {(fieldErrors.events || events.length === 0) && (
                <FormHelperText>{fieldErrors.events?.[0] ?? 'Choose at least one event.'}</FormHelperText>
              )}
            </FormControl>
            <FormControlLabel
              control={<Switch checked={enabled} onChange={(e) => setEnabled(e.target.checked)} />}
              label="Enabled"
            />
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={props.onClose}>Cancel</Button>
          <Button type="submit" variant="contained" disabled={mutation.isPending || events.length === 0}>
            {editing ? 'Save' : 'Add endpoint'}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}

/** The signing secret, shown once after a create or a rotation, with a copy button. */
export function SecretDialog(props: { secret: string; onClose: () => void }) {
  const [copied, setCopied] = useState(false);
  const copy = async () => {
    await navigator.clipboard?.writeText(props.secret).catch(() => {});
    setCopied(true);
  };
  return (
    <Dialog open onClose={props.onClose} aria-labelledby="secret-dialog-title" fullWidth maxWidth="sm">
      <DialogTitle id="secret-dialog-title">Signing secret</DialogTitle>
      <DialogContent>
        <Stack spacing={2}>
          <Alert severity="warning">
            Copy this secret now: it is not shown again. Receivers use it to verify each delivery’s webhook-signature.
          </Alert>
          <TextField
            label="Secret"
            value={props.secret}
            slotProps={{ input: { readOnly: true }, htmlInput: { 'data-testid': 'webhook-secret' } }}
            fullWidth
          />
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={() => void copy()}>{copied ? 'Copied' : 'Copy'}</Button>
        <Button variant="contained" onClick={props.onClose}>
          Done
        </Button>
      </DialogActions>
    </Dialog>
  );
}
