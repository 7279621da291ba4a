import type { TEmailEntry } from '@intel/contracts';
import {
  Alert,
  Button,
  CircularProgress,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  FormControlLabel,
  Link as MuiLink,
  Stack,
  Switch,
  TextField,
  Typography,
} from '@mui/material';
import { type FormEvent, useState } from 'react';
import { Link } from 'react-router';
import { toast } from 'react-toastify';
import { ConfirmDialog } from '../../../components/confirm-dialog.tsx';
import { formatDateTime } from '../../../lib/dates.ts';
import { useEmail, useEmailWrites } from '../api/emails-api.ts';

function EmailForm({ email, onClose }: { email: TEmailEntry; onClose: () => void }) {
  const [name, setName] = useState(email.name ?? '');
  const [source, setSource] = useState(email.source ?? '');
  const [cleaned, setCleaned] = useState(email.cleaned);
  const [confirm, setConfirm] = useState(false);
  const { patch, remove } = useEmailWrites(email.id);
  const fieldError = (f: string) => (patch.error as { errors?: Record<string, string[]> } | null)?.errors?.[f]?.[0];

  const submit = (e: FormEvent) => {
    e.preventDefault();
    patch.mutate(
      { name: name || null, source: source || null, cleaned },
      {
        onSuccess: () => {
          toast.success('Saved.');
          onClose();
        },
      },
    );
  };

  return (
    <>
      <form onSubmit={submit} noValidate>
        <DialogTitle id="email-dialog-title" sx={{ wordBreak: 'break-all' }}>
          {email.email}
        </DialogTitle>
        <DialogContent>
          <Stack spacing={2} sx={{ pt: 1 }}>
            {patch.error && !fieldError('name') && !fieldError('source') && (
              <Alert severity="error">{patch.error.message}</Alert>
            )}
            <Typography variant="body2" color="text.secondary">
              Domain:{' '}
              {email.domain_id ? (
                <MuiLink component={Link} to={`/emails/domains/${email.domain_id}/edit`}>
                  {email.domain}
                </MuiLink>
              ) : (
                email.domain
              )}{' '}
              · added {formatDateTime(email.created_at)}
            </Typography>
            <TextField
              label="Name"
              value={name}
              onChange={(e) => setName(e.target.value)}
              error={!!fieldError('name')}
              helperText={fieldError('name')}
              autoFocus
            />
            <TextField
              label="Source"
              value={source}
              onChange={(e) => setSource(e.target.value)}
              error={!!fieldError('source')}
              helperText={fieldError('source') ?? 'Where the address came from.'}
            />
            <FormControlLabel
              control={<Switch checked={cleaned} onChange={(e) => setCleaned(e.target.checked)} />}
              label="Clean (counts towards its domain; turn off for bounced or unwanted addresses)"
            />
          </Stack>
        </DialogContent>
        <DialogActions sx={{ justifyContent: 'space-between', px: 3, pb: 2 }}>
          <Button color="error" onClick={() => setConfirm(true)}>
            Delete
          </Button>
          <Stack direction="row" spacing={1}>
            <Button onClick={onClose}>Cancel</Button>
            <Button type="submit" variant="contained" disabled={patch.isPending}>
              {patch.isPending ? 'Saving…' : 'Save'}
            </Button>
          </Stack>
        </DialogActions>
      </form>
      <ConfirmDialog
        open={confirm}
        title="Delete this address?"
        message={`${email.email} is removed from the email list. This cannot be undone.`}
        confirmLabel="Delete"
        busy={remove.isPending}
        onClose={() => setConfirm(false)}
        onConfirm={() =>
          remove.mutate(undefined, {
            onSuccess: () => {
              toast.success('Deleted the address.');
              setConfirm(false);
              onClose();
            },
            onError: (e) => toast.error(e.message),
          })
        }
      />
    </>
  );
}

/** One address of the list: its name, source and clean flag, and a confirmed delete. */
export function EmailDialog({ id, onClose }: { id: number | null; onClose: () => void }) {
  const email = useEmail(id);
  return (
    <Dialog open={id !== null} onClose={onClose} aria-labelledby="email-dialog-title" fullWidth maxWidth="sm">
      {email.isPending && id !== null && (
        <DialogContent sx={{ display: 'grid', placeItems: 'center', minHeight: 160 }}>
          <CircularProgress aria-label="Loading" />
        </DialogContent>
      )}
      {email.error && (
        <>
          <DialogTitle id="email-dialog-title">Address not available</DialogTitle>
          <DialogContent>
            <Alert severity="error">{email.error.message}</Alert>
          </DialogContent>
          <DialogActions>
            <Button onClick={onClose}>Close</Button>
          </DialogActions>
        </>
      )}
      {email.data && <EmailForm key={email.data.id} email={email.data} onClose={onClose} />}
    </Dialog>
  );
}
