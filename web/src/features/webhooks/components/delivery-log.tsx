import type { TWebhookDelivery } from '@intel/contracts';
import {
  Alert,
  Box,
  Button,
  Chip,
  CircularProgress,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  Typography,
} from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { toast } from 'react-toastify';
import { deliveriesQuery, useResend } from '../api/webhooks.ts';

const STATUS_COLOR = { pending: 'info', succeeded: 'success', failed: 'error' } as const;

function when(iso: string | null) {
  return iso ? new Date(iso).toLocaleString() : '—';
}

/** An endpoint's deliveries, newest first: status, response, attempts, error, and a re-send of finished ones. */
export function DeliveryLog({ endpointId, enabled }: { endpointId: number; enabled: boolean }) {
  const { data, error, isPending } = useQuery(deliveriesQuery(endpointId));
  const resend = useResend();
  if (isPending) return <CircularProgress size={24} aria-label="Loading deliveries" />;
  if (error) return <Alert severity="error">Could not load the deliveries: {error.message}</Alert>;
  if (data.results.length === 0)
    return (
      <Typography variant="body2" color="text.secondary">
        No deliveries yet. Send a test event, or wait for one of the chosen events.
      </Typography>
    );
  const row = (d: TWebhookDelivery) => (
    <TableRow key={d.id} data-testid="delivery-row">
      <TableCell>
        <Chip size="small" label={d.status} color={STATUS_COLOR[d.status]} variant="outlined" />
      </TableCell>
      <TableCell>{d.event}</TableCell>
      <TableCell>{d.response_status ?? '—'}</TableCell>
      <TableCell>{d.attempts}</TableCell>
      <TableCell>{when(d.last_attempt_at ?? d.created_at)}</TableCell>
      <TableCell sx={{ maxWidth: 240, overflowWrap: 'anywhere' }}>{d.error ?? ''}</TableCell>
      <TableCell>
        <Button
          size="small"
          disabled={!enabled || d.status === 'pending' || resend.isPending}
          onClick={() =>
            resend.mutate(
              { endpointId, deliveryId: d.id },
              {
                onSuccess: () => toast.success('Delivery queued again.'),
                onError: (e) => toast.error(e.message),
              },
            )
          }
        >
          Re-send
        </Button>
      </TableCell>
    </TableRow>
  );
  return (
    <Box sx={{ overflowX: 'auto' }}>
      <Table size="small" aria-label="Deliveries">
        <TableHead>
          <TableRow>
            <TableCell>Status</TableCell>
            <TableCell>Event</TableCell>
            <TableCell>Response</TableCell>
            <TableCell>Attempts</TableCell>
            <TableCell>Time</TableCell>
            <TableCell>Error</TableCell>
            <TableCell>
              <Box
                component="span"
                sx={{ position: 'absolute', width: 1, height: 1, overflow: 'hidden', clip: 'rect(0 0 0 0)' }}
              >
                Actions
              </Box>
            </TableCell>
          </TableRow>
        </TableHead>
        <TableBody>{data.results.map(row)}</TableBody>
      </Table>
    </Box>
  );
}
