import NotificationsIcon from '@mui/icons-material/Notifications';
import { Badge, IconButton, Tooltip } from '@mui/material';
import { lazy, Suspense, useState } from 'react';
import { useUnreadAlerts } from '../lib/alerts-api.ts';
import { useAuth } from '../lib/auth-store.ts';

const AlertsInbox = lazy(async () => ({ default: (await import('./alerts-inbox.tsx')).AlertsInbox }));

/** The header's bell (issue 38): the unread alerts' count, and the inbox in a drawer. Signed-in users only. */
export function AlertsBell() {
  const auth = useAuth();
  const unread = useUnreadAlerts(!!auth);
  const [open, setOpen] = useState(false);
  const [mounted, setMounted] = useState(false);
  if (!auth) return null;
  const n = unread.data?.unread ?? 0;
  const label = n ? `Alerts, ${n >= 1000 ? '999+' : n} unread` : 'Alerts';
  return (
    <>
      <Tooltip title="Alerts" describeChild>
        <IconButton
          color="inherit"
          aria-label={label}
          data-testid="alerts-bell"
          onClick={() => {
            setMounted(true);
            setOpen(true);
          }}
        >
          {/* No badge at 0: a hidden MUI badge keeps its last value ("0") as text inside the button, which
              then does not match its name "Alerts" (axe: label-content-name-mismatch) and leaves a faint dot. */}
          {n > 0 ? (
            <Badge badgeContent={n} max={999} color="error" data-testid="alerts-count">
              <NotificationsIcon />
            </Badge>
          ) : (
            <NotificationsIcon />
          )}
        </IconButton>
      </Tooltip>
      <Suspense fallback={null}>{mounted && <AlertsInbox open={open} onClose={() => setOpen(false)} />}</Suspense>
    </>
  );
}
