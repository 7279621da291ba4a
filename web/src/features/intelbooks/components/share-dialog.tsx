import type { TShareCode, TVisibility } from '@intel/contracts';
import ContentCopyIcon from '@mui/icons-material/ContentCopy';
import {
  Alert,
  Box,
  Button,
  Chip,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  IconButton,
  LinearProgress,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  TextField,
  Tooltip,
  Typography,
} from '@mui/material';
import { type FormEvent, useState } from 'react';
import { toast } from 'react-toastify';
import { ConfirmDialog } from '../../../components/confirm-dialog.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { formatDate } from '../../../lib/dates.ts';
import { humanize } from '../../../lib/words.ts';
import {
  type ShareTarget,
  shareLink,
  useCreateShareCode,
  useRevokeShareCode,
  useShareCodes,
} from '../api/share-codes.ts';

const STATUS_COLOR = { active: 'success', expired: 'default', revoked: 'error' } as const;

function copy(link: string) {
  // The clipboard needs a secure context and permission; the link stays on screen to copy by hand.
  if (!navigator.clipboard) {
    toast.error('Copying is not available here: select the link and copy it.');
    return;
  }
  navigator.clipboard.writeText(link).then(
    () => toast.success('Link copied.'),
    () => toast.error('Could not copy: select the link and copy it.'),
  );
}

const today = () => {
  const d = new Date();
  return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
};

/** The end of a local calendar day (YYYY-MM-DD), as the ISO instant the API takes. */
const endOfDay = (date: string) => new Date(`${date}T23:59:59.999`).toISOString();

function CopyField({ code }: { code: string }) {
  const link = shareLink(code);
  return (
    <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
      <TextField
        size="small"
        fullWidth
        label="Share link"
        value={link}
        slotProps={{ htmlInput: { readOnly: true }, inputLabel: { shrink: true } }}
        onFocus={(e) => e.target.select()}
      />
      <Button variant="contained" startIcon={<ContentCopyIcon />} onClick={() => copy(link)}>
        Copy
      </Button>
    </Stack>
  );
}

/**
 * Share links of one category or section: create one (optionally expiring), copy it, see how often
 * each was opened, revoke one (after asking). Links show public content only.
 */
export function ShareDialog(props: {
  target: ShareTarget;
  kind: 'category' | 'section';
  name: string;
  visibility: TVisibility;
  onClose: () => void;
}) {
  const codes = useShareCodes(props.target, true);
  const create = useCreateShareCode();
  const revoke = useRevokeShareCode();
  const [expiry, setExpiry] = useState('');
  const [localError, setLocalError] = useState<string | null>(null);
  const [created, setCreated] = useState<TShareCode | null>(null);
  const [revoking, setRevoking] = useState<TShareCode | null>(null);
  const fieldError =
    localError ?? (create.error instanceof ApiError ? create.error.errors?.expires_at?.[0] : undefined) ?? null;

  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (expiry && expiry < today()) {
      setLocalError('Pick today or a later day.');
      return;
    }
    setLocalError(null);
    create.mutate(
      { ...props.target, expires_at: expiry ? endOfDay(expiry) : null },
      {
        onSuccess: (code) => {
          setCreated(code);
          setExpiry('');
          toast.success('Share link created.');
        },
      },
    );
  };

  const rows = codes.data?.results ?? [];
  return (
    <Dialog open onClose={props.onClose} fullWidth maxWidth="md" aria-labelledby="share-title">
      <DialogTitle id="share-title">Share “{props.name}”</DialogTitle>
      <DialogContent>
        {props.visibility !== 'public' && (
          <Alert severity="warning" sx={{ mb: 2 }}>
            Share links show public content only. This {props.kind} is {props.visibility}, so its link shows nothing
            until it is made public.
          </Alert>
        )}
        <Box component="form" onSubmit={submit} noValidate sx={{ mb: 2 }}>
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ alignItems: { sm: 'flex-start' } }}>
            <TextField
              size="small"
              type="date"
              label="Expires on (optional)"
              value={expiry}
              onChange={(e) => setExpiry(e.target.value)}
              error={!!fieldError}
              helperText={fieldError ?? 'The link works through the end of that day. Empty: it never expires.'}
              slotProps={{ inputLabel: { shrink: true }, htmlInput: { min: today() } }}
            />
            <Button type="submit" variant="contained" disabled={create.isPending}>
              {create.isPending ? 'Creating…' : 'Create link'}
            </Button>
          </Stack>
          {create.error && !fieldError && (
            <Alert severity="error" sx={{ mt: 1 }}>
              {create.error.message}
            </Alert>
          )}
        </Box>
        {created && (
          <Box sx={{ mb: 3 }}>
            <CopyField code={created.code} />
          </Box>
        )}
        <Typography variant="subtitle2" component="h3" sx={{ mb: 1 }}>
          Links of this {props.kind}
        </Typography>
        {codes.isFetching && <LinearProgress aria-label="Loading links" />}
        {codes.error ? (
          <Alert severity="error" action={<Button onClick={() => codes.refetch()}>Retry</Button>}>
            {codes.error.message}
          </Alert>
        ) : (
          <Table size="small" aria-label="Share links">
            <TableHead>
              <TableRow>
                <TableCell>Link</TableCell>
                <TableCell>Status</TableCell>
                <TableCell align="right">Views</TableCell>
                <TableCell>Expires</TableCell>
                <TableCell>Created</TableCell>
                <TableCell align="right">Actions</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {rows.map((c) => (
                <TableRow key={c.id}>
                  <TableCell sx={{ fontFamily: 'monospace' }}>/s/{c.code}</TableCell>
                  <TableCell>
                    <Chip size="small" label={humanize(c.status)} color={STATUS_COLOR[c.status]} />
                  </TableCell>
                  <TableCell align="right">{c.view_count.toLocaleString()}</TableCell>
                  <TableCell>{c.expires_at ? formatDate(c.expires_at) : 'Never'}</TableCell>
                  <TableCell>
                    {formatDate(c.created_at)}
                    {c.created_by ? ` by ${c.created_by}` : ''}
                  </TableCell>
                  <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                    {c.status === 'active' && (
                      <Tooltip title="Copy link" describeChild>
                        <IconButton aria-label={`Copy link ${c.code}`} onClick={() => copy(shareLink(c.code))}>
                          <ContentCopyIcon fontSize="small" />
                        </IconButton>
                      </Tooltip>
                    )}
                    {c.status !== 'revoked' && (
                      <Button size="small" color="error" onClick={() => setRevoking(c)}>
                        Revoke
                      </Button>
                    )}
                  </TableCell>
                </TableRow>
              ))}
              {!codes.isPending && rows.length === 0 && (
                <TableRow>
                  <TableCell colSpan={6}>
                    <Typography color="text.secondary" sx={{ py: 2, textAlign: 'center' }}>
                      No share links yet.
                    </Typography>
                  </TableCell>
                </TableRow>
              )}
            </TableBody>
          </Table>
        )}
        {codes.data && codes.data.count > rows.length && (
          <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
            Showing the newest {rows.length} of {codes.data.count.toLocaleString()} links.
          </Typography>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={props.onClose}>Close</Button>
      </DialogActions>
      <ConfirmDialog
        open={!!revoking}
        title="Revoke this link?"
        message={`Anyone who opens /s/${revoking?.code ?? ''} will see the 404 page from now on. This cannot be undone.`}
        confirmLabel="Revoke"
        busy={revoke.isPending}
        onClose={() => setRevoking(null)}
        onConfirm={() =>
          revoking &&
          revoke.mutate(revoking.id, {
            onSuccess: () => {
              toast.success('Link revoked.');
              if (created?.id === revoking.id) setCreated(null);
              setRevoking(null);
            },
            onError: (e) => toast.error(e.message),
          })
        }
      />
    </Dialog>
  );
}
