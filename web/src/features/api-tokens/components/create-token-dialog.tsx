import { API_TOKEN_EXPIRIES, type TApiTokenCreated } from '@intel/contracts';
import ContentCopyIcon from '@mui/icons-material/ContentCopy';
import {
  Alert,
  Button,
  Checkbox,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  FormControlLabel,
  MenuItem,
  Stack,
  TextField,
  Typography,
} from '@mui/material';
import { type FormEvent, useState } from 'react';
import { ApiError } from '../../../lib/api-client.ts';
import { useCreateToken } from '../api/api-tokens.ts';

const NEVER = 'never';

/** The new token's secret, shown once, with a copy button and the warning that it will not be shown again. */
function SecretView({ created, onClose }: { created: TApiTokenCreated; onClose: () => void }) {
  const [copied, setCopied] = useState(false);
  const copy = async () => {
    await navigator.clipboard.writeText(created.token);
    setCopied(true);
  };
  return (
    <>
      <DialogContent>
        <Alert severity="warning" sx={{ mb: 2 }}>
          Copy this token now. It is shown only once: it cannot be seen again, only revoked.
        </Alert>
        <TextField
          label={`Token “${created.name}”`}
          value={created.token}
          fullWidth
          slotProps={{ htmlInput: { readOnly: true, 'data-testid': 'new-token', style: { fontFamily: 'monospace' } } }}
          onFocus={(e) => e.target.select()}
        />
        <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
          Send it as <code>Authorization: Bearer {created.hint}…</code> on any API request to this workspace.
        </Typography>
      </DialogContent>
      <DialogActions>
        <Button startIcon={<ContentCopyIcon />} onClick={() => void copy()}>
          {copied ? 'Copied' : 'Copy token'}
        </Button>
        <Button variant="contained" onClick={onClose}>
          Done
        </Button>
      </DialogActions>
    </>
  );
}

/** Name, expiry (no expiry for admins only) and read-only; then the secret, once. */
export function CreateTokenDialog({ open, admin, onClose }: { open: boolean; admin: boolean; onClose: () => void }) {
  const create = useCreateToken();
  const [name, setName] = useState('');
  const [expiry, setExpiry] = useState<string>('90');
  const [readOnly, setReadOnly] = useState(false);
  const [created, setCreated] = useState<TApiTokenCreated | null>(null);
  const fieldErrors = create.error instanceof ApiError ? (create.error.errors ?? {}) : {};
  const close = () => {
    setName('');
    setExpiry('90');
    setReadOnly(false);
    setCreated(null);
    create.reset();
    onClose();
  };
  const submit = (e: FormEvent) => {
    e.preventDefault();
    create.mutate(
      {
        name: name.trim(),
        expires_in_days: expiry === NEVER ? null : (Number(expiry) as (typeof API_TOKEN_EXPIRIES)[number]),
        read_only: readOnly,
      },
      { onSuccess: setCreated },
    );
  };
  return (
    <Dialog open={open} onClose={created ? undefined : close} aria-labelledby="create-token-title" fullWidth>
      <DialogTitle id="create-token-title">{created ? 'Your new API token' : 'Create an API token'}</DialogTitle>
      {created ? (
        <SecretView created={created} onClose={close} />
      ) : (
        <form onSubmit={submit} noValidate>
          <DialogContent>
            <Stack spacing={2}>
              {create.error && <Alert severity="error">{create.error.message}</Alert>}
              <TextField
                label="Name"
                value={name}
                onChange={(e) => setName(e.target.value)}
                required
                autoFocus
                error={!!fieldErrors.name}
                helperText={fieldErrors.name?.[0] ?? 'What the token is for, e.g. “Nightly import script”.'}
                slotProps={{ htmlInput: { maxLength: 80 } }}
              />
              <TextField
                select
                label="Expires"
                value={expiry}
                onChange={(e) => setExpiry(e.target.value)}
                error={!!fieldErrors.expires_in_days}
                helperText={fieldErrors.expires_in_days?.[0]}
              >
                {API_TOKEN_EXPIRIES.map((d) => (
                  <MenuItem key={d} value={String(d)}>
                    In {d} days
                  </MenuItem>
                ))}
                {admin && <MenuItem value={NEVER}>Never (admins only)</MenuItem>}
              </TextField>
              <FormControlLabel
                control={<Checkbox checked={readOnly} onChange={(e) => setReadOnly(e.target.checked)} />}
                label="Read-only (GET requests only)"
              />
              <Typography variant="body2" color="text.secondary">
                The token acts with your role as it is at each request, and stops if you lose access.
              </Typography>
            </Stack>
          </DialogContent>
          <DialogActions>
            <Button onClick={close}>Cancel</Button>
            <Button type="submit" variant="contained" disabled={create.isPending}>
              Create token
            </Button>
          </DialogActions>
        </form>
      )}
    </Dialog>
  );
}
