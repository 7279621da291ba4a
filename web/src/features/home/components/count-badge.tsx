import { type TKindCount, totalOf } from '@intel/contracts';
import LockIcon from '@mui/icons-material/Lock';
import { Box, Tooltip, Typography } from '@mui/material';
import { formatCount } from '../../../lib/format.ts';

/** Logged in: one total ('Total Entries'). Logged out: public | paywall with a lock (SPEC §2 "Home cards"). */
export function CountBadge({ counts, loggedIn }: { counts: TKindCount[]; loggedIn: boolean }) {
  if (loggedIn) {
    const total = counts.reduce((n, c) => n + totalOf(c), 0);
    return (
      <Tooltip title="Total Entries" describeChild>
        <Typography variant="h5" component="span" sx={{ fontWeight: 700 }} data-testid="count-total">
          {formatCount(total)}
        </Typography>
      </Tooltip>
    );
  }
  const publicCount = counts.reduce((n, c) => n + c.public_count, 0);
  const paywallCount = counts.reduce((n, c) => n + (c.paywall_count ?? 0), 0);
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
      <Tooltip title="Public access" describeChild>
        <Typography variant="h5" component="span" sx={{ fontWeight: 700 }} data-testid="count-public">
          {formatCount(publicCount)}
        </Typography>
      </Tooltip>
      <Typography component="span" color="text.secondary">
        |
      </Typography>
      <Tooltip title="Paywall access" describeChild>
        <Box component="span" sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5 }}>
          <Typography variant="h5" component="span" sx={{ fontWeight: 700 }} data-testid="count-paywall">
            {formatCount(paywallCount)}
          </Typography>
          <LockIcon fontSize="small" color="primary" aria-label="paywalled" />
        </Box>
      </Tooltip>
    </Box>
  );
}
