import { Box, Button, Stack, Typography } from '@mui/material';
import { authStore } from '../lib/auth-store.ts';
import { clientConfig } from '../lib/config.ts';

/** The platform's main site (the default tenant), with this page's scheme and port. */
function mainSiteUrl(): string {
  const { baseDomain, defaultTenant } = clientConfig();
  const { protocol, port } = window.location;
  return `${protocol}//${defaultTenant}.${baseDomain}${port ? `:${port}` : ''}/`;
}

/**
 * What a disabled workspace's own users see on every path, instead of the 404 page strangers get:
 * that it is disabled, that they are signed out, whom to ask, and a way out. Plain links: it renders
 * outside the router.
 */
export function WorkspaceDisabledPage({ subdomain }: { subdomain: string }) {
  return (
    <Box component="main" sx={{ textAlign: 'center', py: { xs: 6, sm: 12 }, px: 2, maxWidth: 640, mx: 'auto' }}>
      <Typography variant="h4" component="h1" gutterBottom>
        This workspace is disabled
      </Typography>
      <Typography sx={{ mb: 2 }}>
        The workspace <strong>{subdomain}</strong> has been disabled by the platform’s administrators, and you have been
        signed out of it. Its records are kept.
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 4 }}>
        To use it again, ask an administrator of the platform (a tenant admin) to enable it, then sign in again.
      </Typography>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ justifyContent: 'center' }}>
        <Button
          variant="contained"
          onClick={() => {
            authStore.logout();
            window.location.assign('/');
          }}
        >
          Sign out on this device
        </Button>
        <Button variant="outlined" href={mainSiteUrl()}>
          Go to the main site
        </Button>
      </Stack>
    </Box>
  );
}
