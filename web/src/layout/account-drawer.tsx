import {
  Box,
  Button,
  Divider,
  Drawer,
  List,
  ListItem,
  ListItemButton,
  ListItemText,
  Stack,
  Typography,
} from '@mui/material';
import { Link, useNavigate } from 'react-router';
import { tenantLabel, useTenant } from '../app/tenant-context.tsx';
import { accessLevelOf, isAdmin, isResearch, isTenantAdmin, useAuth } from '../lib/auth-store.ts';
import { useLogout } from '../lib/session-api.ts';
import { RESEARCH_MENU } from './nav-items.ts';

const ADMIN_MENU = [
  { label: 'Users', to: '/users' },
  { label: 'Categories', to: '/categories' },
  { label: 'Sections', to: '/sections' },
  { label: 'Intelbooks facts', to: '/facts' },
  { label: 'Settings', to: '/settings' },
  { label: 'Workspace API tokens', to: '/api-tokens' },
  { label: 'Webhooks', to: '/settings/webhooks' },
];

/** The account drawer (SPEC §2): access label, Logout or 'Unlock Paywall Access', Settings, Close, menus. */
export function AccountDrawer({ open, onClose }: { open: boolean; onClose: () => void }) {
  const auth = useAuth();
  const tenant = useTenant();
  const navigate = useNavigate();
  const endSession = useLogout();
  const go = (to: string) => {
    onClose();
    navigate(to);
  };
  const logout = async () => {
    await endSession();
    go('/login');
  };
  const admin = isAdmin(auth);
  const menu = isTenantAdmin(auth) ? [...ADMIN_MENU, { label: 'Tenants', to: '/clients' }] : ADMIN_MENU;
  return (
    // The drawer's own paper is the dialog, named "Account" (axe aria-dialog-name); no second dialog inside.
    <Drawer
      anchor="right"
      open={open}
      onClose={onClose}
      slotProps={{ paper: { role: 'dialog', 'aria-modal': true, 'aria-label': 'Account' } as object }}
    >
      <Box sx={{ width: 300, maxWidth: '100vw', p: 2, boxSizing: 'border-box' }}>
        <Typography variant="overline" data-testid="access-label">
          {tenant.subdomain} / {accessLevelOf(auth)}_access
        </Typography>
        {auth && (
          <Typography variant="body2" color="text.secondary" noWrap>
            {auth.email}
          </Typography>
        )}
        <Stack direction="row" spacing={1} sx={{ my: 2 }}>
          {auth ? (
            <Button variant="contained" onClick={logout}>
              Logout
            </Button>
          ) : (
            <Button variant="contained" onClick={() => go('/checkout')}>
              Unlock Paywall Access
            </Button>
          )}
          {admin && (
            <Button variant="outlined" onClick={() => go('/settings')}>
              Settings
            </Button>
          )}
          <Button onClick={onClose}>Close</Button>
        </Stack>
        {auth && (
          <List aria-label="Your account" dense>
            <ListItem disablePadding>
              <ListItemButton component={Link} to="/account/tokens" onClick={onClose}>
                <ListItemText primary="API tokens" secondary="For scripts and integrations" />
              </ListItemButton>
            </ListItem>
          </List>
        )}
        <Divider />
        {isResearch(auth) && (
          <List aria-label="Research menu" dense>
            {RESEARCH_MENU.map((m) => (
              <ListItem key={m.to} disablePadding>
                <ListItemButton component={Link} to={m.to} onClick={onClose}>
                  <ListItemText primary={m.label} />
                </ListItemButton>
              </ListItem>
            ))}
          </List>
        )}
        {isResearch(auth) && <Divider />}
        {admin ? (
          <List aria-label="Admin menu" dense>
            {menu.map((m) => (
              <ListItem key={m.to} disablePadding>
                <ListItemButton component={Link} to={m.to} onClick={onClose}>
                  <ListItemText primary={m.label} />
                </ListItemButton>
              </ListItem>
            ))}
          </List>
        ) : (
          <Box sx={{ py: 2 }} role="region" aria-label="Paywall">
            <Typography variant="subtitle2" gutterBottom>
              Read everything in {tenantLabel(tenant)}
            </Typography>
            <Typography variant="body2" color="text.secondary" sx={{ mb: 1.5 }}>
              {tenant.info.payment_access_message ?? 'Paywalled notes are open to subscribers.'}
            </Typography>
            <Button size="small" variant="outlined" onClick={() => go('/checkout')}>
              See how to get access
            </Button>
          </Box>
        )}
      </Box>
    </Drawer>
  );
}
