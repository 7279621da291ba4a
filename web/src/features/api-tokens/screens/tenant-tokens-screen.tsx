import { Box, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { plural } from '../../../lib/words.ts';
import { tenantTokensQuery } from '../api/api-tokens.ts';
import { TokenList } from '../components/token-list.tsx';

/** `api-tokens` — admins: every API token of the workspace with its owner; any can be revoked. */
export function TenantTokensScreen() {
  const tokens = useQuery(tenantTokensQuery);
  const count = tokens.data?.count ?? 0;
  const shown = tokens.data?.results.length ?? 0;
  return (
    <Box sx={{ maxWidth: 880 }}>
      <Typography variant="h5" component="h1" sx={{ mb: 1 }}>
        Workspace API tokens
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
        Every personal API token of this workspace. Revoking one stops it at once.{' '}
        <Link to="/account/tokens">Your own tokens</Link>.
        {tokens.data && ` ${plural(count, 'token')}${shown < count ? `, the newest ${shown} shown` : ''}.`}
      </Typography>
      <TokenList
        scope="tenant"
        tokens={tokens.data?.results}
        error={tokens.error}
        isPending={tokens.isPending}
        empty="Nobody in this workspace has an API token."
      />
    </Box>
  );
}
