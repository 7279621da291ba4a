import { displayEmail } from '@intel/contracts';
import { Box } from '@mui/material';

/** An address as SPEC §9 shows it (local part cut to 8 characters); the whole address on hover. */
export function EmailText({ email }: { email: string }) {
  return (
    <Box component="span" title={email} sx={{ fontFamily: 'monospace', fontSize: '0.9em' }}>
      {displayEmail(email)}
    </Box>
  );
}
