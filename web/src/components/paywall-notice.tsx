import LockIcon from '@mui/icons-material/Lock';
import { Box, Button, Typography } from '@mui/material';
import { Link } from 'react-router';

/**
 * What a visitor sees at a paywalled record's address (issue 19 item 6): that it is for subscribers
 * and how to get access, with nothing of the record itself (the server sends nothing of it).
 */
export function PaywallNotice({ paywall }: { paywall: { message: string | null; link: string | null } }) {
  return (
    <Box sx={{ textAlign: 'center', py: 10, px: 2, maxWidth: 640, mx: 'auto' }}>
      <LockIcon sx={{ fontSize: 56, color: 'primary.light' }} aria-hidden />
      <Typography variant="h5" component="h1" gutterBottom>
        This record is for subscribers
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 3 }}>
        {paywall.message ?? 'Subscribers read every paywalled note in this workspace.'}
      </Typography>
      <Box sx={{ display: 'flex', gap: 1, justifyContent: 'center', flexWrap: 'wrap' }}>
        {paywall.link && (
          <Button variant="contained" href={paywall.link} target="_blank" rel="noopener noreferrer">
            Get access
          </Button>
        )}
        <Button variant="outlined" component={Link} to="/login">
          Log in
        </Button>
      </Box>
    </Box>
  );
}
