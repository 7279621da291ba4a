import { Box, Button, Stack, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Link } from 'react-router';
import { isAdmin, useAuth } from '../../../lib/auth-store.ts';
import { ownTokensQuery } from '../api/api-tokens.ts';
import { CreateTokenDialog } from '../components/create-token-dialog.tsx';
import { TokenList } from '../components/token-list.tsx';

/** `account/tokens` — one's personal API tokens: create (secret shown once), list, revoke. */
export function OwnTokensScreen() {
  const auth = useAuth();
  const tokens = useQuery(ownTokensQuery);
  const [creating, setCreating] = useState(false);
  return (
    <Box sx={{ maxWidth: 880 }}>
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center', justifyContent: 'space-between', mb: 1 }}>
        <Typography variant="h5" component="h1">
          API tokens
        </Typography>
        <Button variant="contained" onClick={() => setCreating(true)}>
          Create token
        </Button>
      </Stack>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
        Tokens let your scripts use the API as you: send one as <code>Authorization: Bearer inpat_…</code>. A token has
        your role at most, and never opens the tenant console.
        {isAdmin(auth) && (
          <>
            {' '}
            <Link to="/api-tokens">See every token of the workspace</Link>.
          </>
        )}
      </Typography>
      <TokenList
        scope="own"
        tokens={tokens.data?.results}
        error={tokens.error}
        isPending={tokens.isPending}
        empty="You have no API tokens yet. Create one for each script or tool, so that each can be revoked alone."
      />
      <CreateTokenDialog open={creating} admin={isAdmin(auth)} onClose={() => setCreating(false)} />
    </Box>
  );
}
