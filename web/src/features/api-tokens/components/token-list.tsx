import type { TApiToken, TTenantApiToken } from '@intel/contracts';
import { Alert, Box, Button, Chip, List, ListItem, Paper, Skeleton, Stack, Typography } from '@mui/material';
import { useState } from 'react';
import { toast } from 'react-toastify';
import { ConfirmDialog } from '../../../components/confirm-dialog.tsx';
import { formatDateTime } from '../../../lib/dates.ts';
import { useRevokeToken } from '../api/api-tokens.ts';

type Token = TApiToken & Partial<Pick<TTenantApiToken, 'user_email'>>;

function TokenRow({ token, onRevoke }: { token: Token; onRevoke: () => void }) {
  return (
    <ListItem disableGutters data-testid={`token-${token.id}`}>
      <Paper variant="outlined" sx={{ p: 2, width: '100%' }}>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ alignItems: { sm: 'center' } }}>
          <Box sx={{ flex: 1, minWidth: 0 }}>
            <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
              <Typography variant="subtitle1" component="h3" sx={{ wordBreak: 'break-word' }}>
                {token.name}
              </Typography>
              <Typography variant="body2" color="text.secondary" sx={{ fontFamily: 'monospace' }}>
                {token.hint}…
              </Typography>
              {token.read_only && <Chip size="small" label="Read-only" />}
              {token.expired && <Chip size="small" color="warning" label="Expired" />}
            </Stack>
            {token.user_email && (
              <Typography variant="body2" color="text.secondary">
                Owner: {token.user_email}
              </Typography>
            )}
            <Typography variant="body2" color="text.secondary">
              Created {formatDateTime(token.created_at)} · Last used{' '}
              {token.last_used_at ? formatDateTime(token.last_used_at) : 'never'} ·{' '}
              {token.expires_at
                ? `${token.expired ? 'Expired' : 'Expires'} ${formatDateTime(token.expires_at)}`
                : 'Never expires'}
            </Typography>
          </Box>
          <Button color="error" variant="outlined" onClick={onRevoke} aria-label={`Revoke ${token.name}`}>
            Revoke
          </Button>
        </Stack>
      </Paper>
    </ListItem>
  );
}

/** Tokens with their dates and a revoke button that asks first; loading, error and empty states. */
export function TokenList({
  scope,
  tokens,
  error,
  isPending,
  empty,
}: {
  scope: 'own' | 'tenant';
  tokens: Token[] | undefined;
  error: Error | null;
  isPending: boolean;
  empty: string;
}) {
  const revoke = useRevokeToken(scope);
  const [asking, setAsking] = useState<Token | null>(null);
  if (isPending)
    return (
      <Stack spacing={1} aria-busy="true" aria-label="Loading tokens">
        <Skeleton variant="rounded" height={72} />
        <Skeleton variant="rounded" height={72} />
      </Stack>
    );
  if (error) return <Alert severity="error">Could not load the tokens: {error.message}</Alert>;
  if (!tokens?.length)
    return (
      <Typography color="text.secondary" data-testid="tokens-empty">
        {empty}
      </Typography>
    );
  const confirm = () => {
    if (!asking) return;
    revoke.mutate(asking.id, {
      onSuccess: () => toast.success(`Token “${asking.name}” revoked.`),
      onError: (err) => toast.error(err.message),
      onSettled: () => setAsking(null),
    });
  };
  return (
    <>
      <List aria-label="API tokens" disablePadding>
        {tokens.map((t) => (
          <TokenRow key={t.id} token={t} onRevoke={() => setAsking(t)} />
        ))}
      </List>
      <ConfirmDialog
        open={!!asking}
        title="Revoke this token?"
        message={`“${asking?.name ?? ''}” stops working at once: scripts that use it get 401. This cannot be undone.`}
        confirmLabel="Revoke token"
        busy={revoke.isPending}
        onConfirm={confirm}
        onClose={() => setAsking(null)}
      />
    </>
  );
}
