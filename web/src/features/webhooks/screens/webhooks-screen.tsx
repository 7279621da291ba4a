import type { TWebhookEndpoint } from '@intel/contracts';
import {
  Accordion,
  AccordionDetails,
  AccordionSummary,
  Alert,
  Box,
  Button,
  Chip,
  Stack,
  Typography,
} from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { toast } from 'react-toastify';
import { ConfirmDialog } from '../../../components/confirm-dialog.tsx';
import { FullPageSpinner } from '../../../components/full-page-spinner.tsx';
import { endpointsQuery, useDeleteEndpoint, useRotateSecret, useSendTest, useUpdateEndpoint } from '../api/webhooks.ts';
import { DeliveryLog } from '../components/delivery-log.tsx';
import { EndpointDialog, EVENT_LABELS, SecretDialog } from '../components/endpoint-dialog.tsx';

/** Settings → Webhooks (admins, issue 38 part 3): endpoints, their events, secrets and delivery logs. */
export function WebhooksScreen() {
  const { data, error, isPending, refetch } = useQuery(endpointsQuery);
  const [editing, setEditing] = useState<TWebhookEndpoint | 'new' | null>(null);
  const [secret, setSecret] = useState<string | null>(null);
  const [deleting, setDeleting] = useState<TWebhookEndpoint | null>(null);
  const remove = useDeleteEndpoint();
  const rotate = useRotateSecret();
  const sendTest = useSendTest();
  const update = useUpdateEndpoint();
  if (isPending) return <FullPageSpinner label="Loading webhooks" />;
  if (error)
    return (
      <Alert severity="error" action={<Button onClick={() => void refetch()}>Try again</Button>}>
        Could not load the webhooks: {error.message}
      </Alert>
    );
  const endpoints = data.results;
  return (
    <Box sx={{ maxWidth: 1000 }}>
      <Stack direction="row" sx={{ mb: 2, alignItems: 'center', justifyContent: 'space-between', gap: 1 }}>
        <Typography variant="h5" component="h1">
          Webhooks
        </Typography>
        <Button variant="contained" onClick={() => setEditing('new')}>
          Add endpoint
        </Button>
      </Stack>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
        Signed HTTPS deliveries of chosen events to your own services (Standard Webhooks signatures; see
        docs/integrations.md).
      </Typography>
      {endpoints.length === 0 && (
        <Alert severity="info">No endpoints yet. Add one to receive events as they happen.</Alert>
      )}
      {endpoints.map((e) => (
        <Accordion key={e.id} disableGutters data-testid="webhook-endpoint">
          <AccordionSummary aria-controls={`endpoint-${e.id}-log`} id={`endpoint-${e.id}-head`}>
            <Stack sx={{ minWidth: 0, flex: 1 }} spacing={0.5}>
              <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
                <Typography sx={{ fontWeight: 500, overflowWrap: 'anywhere' }}>{e.url}</Typography>
                <Chip
                  size="small"
                  label={e.enabled ? 'Enabled' : 'Disabled'}
                  color={e.enabled ? 'success' : 'default'}
                  variant="outlined"
                />
              </Stack>
              {e.description && (
                <Typography variant="body2" color="text.secondary">
                  {e.description}
                </Typography>
              )}
              <Typography variant="caption" color="text.secondary">
                {e.events.map((x) => EVENT_LABELS[x]).join(', ')}
              </Typography>
            </Stack>
          </AccordionSummary>
          <AccordionDetails id={`endpoint-${e.id}-log`}>
            {e.disabled_reason && (
              <Alert
                severity="warning"
                sx={{ mb: 2 }}
                action={<Button onClick={() => update.mutate({ id: e.id, body: { enabled: true } })}>Switch on</Button>}
              >
                {e.disabled_reason}
              </Alert>
            )}
            <Stack direction="row" spacing={1} sx={{ mb: 2, flexWrap: 'wrap', rowGap: 1 }}>
              <Button size="small" variant="outlined" onClick={() => setEditing(e)}>
                Edit
              </Button>
              <Button
                size="small"
                variant="outlined"
                disabled={!e.enabled || sendTest.isPending}
                onClick={() =>
                  sendTest.mutate(e.id, {
                    onSuccess: () => toast.success('Test event queued.'),
                    onError: (err) => toast.error(err.message),
                  })
                }
              >
                Send test event
              </Button>
              <Button
                size="small"
                variant="outlined"
                disabled={rotate.isPending}
                onClick={() => rotate.mutate(e.id, { onSuccess: (r) => setSecret(r.secret) })}
              >
                Rotate secret
              </Button>
              <Button size="small" color="error" variant="outlined" onClick={() => setDeleting(e)}>
                Delete
              </Button>
            </Stack>
            <Typography variant="subtitle2" component="h2" gutterBottom>
              Deliveries
            </Typography>
            <DeliveryLog endpointId={e.id} enabled={e.enabled} />
          </AccordionDetails>
        </Accordion>
      ))}
      {editing && (
        <EndpointDialog
          endpoint={editing === 'new' ? null : editing}
          onClose={() => setEditing(null)}
          onCreated={(s) => {
            setEditing(null);
            setSecret(s);
          }}
        />
      )}
      {secret && <SecretDialog secret={secret} onClose={() => setSecret(null)} />}
      <ConfirmDialog
        open={!!deleting}
        title="Delete this endpoint?"
        message={`${deleting?.url ?? ''} stops receiving events, and its delivery log is deleted.`}
        confirmLabel="Delete endpoint"
        busy={remove.isPending}
        onConfirm={() => deleting && remove.mutate(deleting.id, { onSuccess: () => setDeleting(null) })}
        onClose={() => setDeleting(null)}
      />
    </Box>
  );
}
