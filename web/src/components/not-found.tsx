import { Box, Button, Typography } from '@mui/material';

/** The 404 page for unknown paths and unknown tenants (SPEC §2). Plain links: it may render outside the router. */
export function NotFound() {
  return (
    <Box component="main" sx={{ textAlign: 'center', py: 12, px: 2 }}>
      <Typography variant="h1" component="p" sx={{ fontSize: 96, fontWeight: 800, color: 'primary.main' }}>
        404
      </Typography>
      <Typography variant="h5" component="h1" gutterBottom>
        Oops, we can't find a pulse...
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 3 }}>
        The page or workspace you asked for does not exist.
      </Typography>
      <Button variant="contained" href="/">
        Go home
      </Button>
    </Box>
  );
}
