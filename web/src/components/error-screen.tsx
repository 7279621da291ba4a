import { Box, Button, Typography } from '@mui/material';
import { isRouteErrorResponse, useRouteError } from 'react-router';

/** The router's error screen (SPEC §8): heading and the status or message. */
export function ErrorScreen() {
  const error = useRouteError();
  const detail = isRouteErrorResponse(error)
    ? `${error.status} ${error.statusText}`
    : error instanceof Error
      ? error.message
      : String(error);
  return (
    <Box component="main" role="alert" sx={{ py: 10, px: 3, maxWidth: 720, mx: 'auto' }}>
      <Typography variant="h4" component="h1" gutterBottom>
        Unexpected Application Error!
      </Typography>
      <Typography component="pre" sx={{ whiteSpace: 'pre-wrap', color: 'error.main', mb: 3 }}>
        {detail}
      </Typography>
      <Button variant="contained" href="/">
        Go home
      </Button>
    </Box>
  );
}
