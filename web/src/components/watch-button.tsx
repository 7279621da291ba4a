import type { TWatchRecordType } from '@intel/contracts';
import NotificationsActiveIcon from '@mui/icons-material/NotificationsActive';
import NotificationsNoneIcon from '@mui/icons-material/NotificationsNone';
import { Button } from '@mui/material';
import { useToggleWatch, useWatchStatus } from '../lib/alerts-api.ts';
import { useAuth } from '../lib/auth-store.ts';

/**
 * "Watch" on a record's page (issue 38): pressed while the caller watches it, and they are then
 * alerted when it changes or new raw data mentions it. Signed-in users only.
 */
export function WatchButton({ type, id }: { type: TWatchRecordType; id: number }) {
  const auth = useAuth();
  const status = useWatchStatus(type, auth ? id : undefined);
  const toggle = useToggleWatch(type, id);
  if (!auth) return null;
  const watching = !!status.data?.watching;
  return (
    <Button
      variant={watching ? 'contained' : 'outlined'}
      color={watching ? 'secondary' : 'primary'}
      aria-pressed={watching}
      disabled={status.isPending || toggle.isPending}
      startIcon={watching ? <NotificationsActiveIcon /> : <NotificationsNoneIcon />}
      onClick={() => toggle.mutate(status.data?.watch_id ?? null)}
      data-testid="watch-button"
    >
      {watching ? 'Watching' : 'Watch'}
    </Button>
  );
}
