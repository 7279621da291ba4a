import { Box, Button, Typography } from '@mui/material';
import { Link } from 'react-router';

export function Forbidden() {
  return (
    <Box component="main" sx={{ textAlign: 'center', py: 12, px: 2 }}>
      <Typography variant="h2" sx={{ fontWeight: 800, color: 'primary.main' }}>
        403
      </Typography>
      <Typography variant="h5" component="h1" gutterBottom>
        You do not have access to this page.
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 3 }}>
        Ask an administrator of this workspace for the role it needs.
      </Typography>
      <Button variant="contained" component={Link} to="/">
        Go home
      </Button>
    </Box>
  );
}
