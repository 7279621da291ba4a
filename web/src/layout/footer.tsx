import { APP_VERSION } from '@intel/contracts';
import { Box, Link, Typography } from '@mui/material';

export function Footer() {
  return (
    <Box
      component="footer"
      sx={{
        mt: 'auto',
        py: 3,
        px: 2,
        borderTop: 1,
        borderColor: 'divider',
        display: 'flex',
        gap: 2,
        flexWrap: 'wrap',
        justifyContent: 'center',
        color: 'text.secondary',
      }}
    >
      <Typography variant="body2">© {new Date().getFullYear()} Intel Notes. All rights reserved.</Typography>
      <Link
        href="https://github.com/topics/open-intel"
        variant="body2"
        underline="hover"
        target="_blank"
        rel="noreferrer"
      >
        open-intel
      </Link>
      <Link
        href="https://github.com/topics/self-hosted"
        variant="body2"
        underline="hover"
        target="_blank"
        rel="noreferrer"
      >
        Setup your own
      </Link>
      <Typography variant="body2">{APP_VERSION}</Typography>
    </Box>
  );
}
