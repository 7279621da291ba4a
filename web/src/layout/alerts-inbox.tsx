import type { TAlert } from '@intel/contracts';
import CloseIcon from '@mui/icons-material/Close';
import {
  Alert,
  Box,
  Button,
  CircularProgress,
  Divider,
  Drawer,
  IconButton,
  List,
  ListItem,
  ListItemButton,
  ListItemText,
  MenuItem,
  Stack,
  TextField,
  Typography,
} from '@mui/material';
import { useNavigate } from 'react-router';
import { useAlertInbox, useAlertSettings, useMarkAlertsRead, useSaveAlertSettings } from '../lib/alerts-api.ts';
import { formatDateTime } from '../lib/dates.ts';

const EMAIL_CHOICES = [
  { value: 'none', label: 'No email' },
  { value: 'immediate', label: 'Email at once' },
  { value: 'daily', label: 'Daily digest' },
] as const;

/**
 * The inbox (issue 38): the caller's alerts, newest first, 20 at a time; opening one marks it read and
 * goes to its cause (the raw data, the record, the question). Only what the caller may see now is listed.
 */
export function AlertsInbox({ open, onClose }: { open: boolean; onClose: () => void }) {
  const navigate = useNavigate();
  const inbox = useAlertInbox(open);
  const mark = useMarkAlertsRead();
  const settings = useAlertSettings(open);
  const saveSettings = useSaveAlertSettings();
  const alerts = inbox.data?.pages.flatMap((p) => p.results) ?? [];
  const unread = inbox.data?.pages[0]?.unread ?? 0;
  const openAlert = (a: TAlert) => {
    if (!a.read) mark.mutate([a.id]);
    onClose();
    navigate(a.href);
  };
  return (
    <Drawer
      anchor="right"
      open={open}
      onClose={onClose}
      slotProps={{ paper: { sx: { width: { xs: '100%', sm: 420 } }, 'aria-labelledby': 'alerts-title' } }}
    >
      <Stack direction="row" sx={{ alignItems: 'center', px: 2, py: 1.5, gap: 1 }}>
        <Typography id="alerts-title" variant="h6" component="h2" sx={{ flexGrow: 1 }}>
          Alerts
        </Typography>
        <Button size="small" disabled={!unread || mark.isPending} onClick={() => mark.mutate('all')}>
          Mark all read
        </Button>
        <IconButton aria-label="Close alerts" onClick={onClose}>
          <CloseIcon />
        </IconButton>
      </Stack>
      <Divider />
      {inbox.isPending ? (
        <Box sx={{ p: 3, textAlign: 'center' }}>
          <CircularProgress aria-label="Loading alerts" />
        </Box>
      ) : inbox.error ? (
        <Alert severity="error" sx={{ m: 2 }}>
          Could not load your alerts: {inbox.error.message}
        </Alert>
      ) : alerts.length === 0 ? (
        <Box sx={{ p: 3 }} data-testid="alerts-empty">
          <Typography sx={{ fontWeight: 600 }}>No alerts yet</Typography>
          <Typography color="text.secondary" variant="body2">
            Watch an organization, a person, a list or a keyword (the Watch button on its page), or a question of the
            Operator, and you are told here when it changes, new raw data mentions it, or the question finds new
            results.
          </Typography>
        </Box>
      ) : (
        <List dense aria-label="Alerts" data-testid="alerts-list" sx={{ overflowY: 'auto', flex: 1 }}>
          {alerts.map((a) => (
            <ListItem key={a.id} disablePadding>
              <ListItemButton
                onClick={() => openAlert(a)}
                sx={{ alignItems: 'flex-start', bgcolor: a.read ? undefined : 'action.hover' }}
                data-testid="alert-item"
              >
                <ListItemText
                  primary={a.summary}
                  secondary={`${a.read ? '' : 'Unread · '}${formatDateTime(a.created_at)}`}
                  slotProps={{ primary: { sx: { fontWeight: a.read ? 400 : 700 } } }}
                />
              </ListItemButton>
            </ListItem>
          ))}
          {inbox.hasNextPage && (
            <ListItem sx={{ justifyContent: 'center' }}>
              <Button onClick={() => void inbox.fetchNextPage()} disabled={inbox.isFetchingNextPage}>
                {inbox.isFetchingNextPage ? 'Loading…' : 'Older alerts'}
              </Button>
            </ListItem>
          )}
        </List>
      )}
      <Divider />
      <Box sx={{ p: 2 }}>
        <TextField
          select
          size="small"
          fullWidth
          label="Email me about alerts"
          value={settings.data?.email ?? 'none'}
          disabled={!settings.data || saveSettings.isPending}
          onChange={(e) => saveSettings.mutate(e.target.value as 'none' | 'immediate' | 'daily')}
          helperText={
            settings.data && !settings.data.email_available
              ? 'This server sends no email yet: your choice is kept for when it does.'
              : undefined
          }
        >
          {EMAIL_CHOICES.map((c) => (
            <MenuItem key={c.value} value={c.value}>
              {c.label}
            </MenuItem>
          ))}
        </TextField>
      </Box>
    </Drawer>
  );
}
