import AccountCircle from '@mui/icons-material/AccountCircle';
import AddIcon from '@mui/icons-material/Add';
import MenuIcon from '@mui/icons-material/Menu';
import SearchIcon from '@mui/icons-material/Search';
import { AppBar, Box, Button, IconButton, Toolbar, Tooltip, Typography } from '@mui/material';
import { lazy, Suspense, useEffect, useState } from 'react';
import { Link } from 'react-router';
import { tenantLabel, useTenant } from '../app/tenant-context.tsx';
import { isAdmin, useAuth } from '../lib/auth-store.ts';
import { displayName } from '../lib/format.ts';
import { AlertsBell } from './alerts-bell.tsx';

/** The account and login buttons: one line on every width, a phone cuts them short with an ellipsis. */
const oneLine = {
  textTransform: 'none',
  whiteSpace: 'nowrap',
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  display: 'block',
  minWidth: 0,
  flexShrink: 1,
} as const;

// Loaded on first use: the search dialog, the account drawer and the phone menu (their text field,
// lists, drawer and dialog) are not needed to show the first page. Once opened they stay mounted,
// so closing plays its transition.
const SearchDialog = lazy(async () => ({ default: (await import('./search-dialog.tsx')).SearchDialog }));
const AccountDrawer = lazy(async () => ({ default: (await import('./account-drawer.tsx')).AccountDrawer }));
const MobileMenu = lazy(async () => ({ default: (await import('./mobile-menu.tsx')).MobileMenu }));

/** True from the first time `open` is true: a lazily loaded overlay is mounted on first use only. */
function useOpenedOnce(open: boolean): boolean {
  const [opened, setOpened] = useState(open);
  if (open && !opened) setOpened(true);
  return opened || open;
}

export function TopBar() {
  const auth = useAuth();
  const tenant = useTenant();
  const [drawer, setDrawer] = useState(false);
  const [mobile, setMobile] = useState(false);
  const [search, setSearch] = useState(false);
  const drawerMounted = useOpenedOnce(drawer);
  const mobileMounted = useOpenedOnce(mobile);
  // Cmd+F / Ctrl+F opens the quick search instead of the browser's find (SPEC §2).
  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      if ((e.metaKey || e.ctrlKey) && e.key.toLowerCase() === 'f') {
        e.preventDefault();
        setSearch(true);
      }
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, []);
  return (
    <AppBar position="sticky">
      {/* On a phone the bar holds menu, name, account, Quick Collection, search and the bell in 390 px:
          tighter gaps there, and a long account name is cut short instead of pushing the bell off screen. */}
      <Toolbar sx={{ gap: { xs: 0.25, sm: 1 } }}>
        <IconButton
          color="inherit"
          edge="start"
          aria-label="Open menu"
          onClick={() => setMobile(true)}
          sx={{ display: { md: 'none' } }}
        >
          <MenuIcon />
        </IconButton>
        <Typography
          component={Link}
          to="/"
          variant="h6"
          sx={{
            color: 'primary.light',
            textDecoration: 'none',
            fontWeight: 800,
            mr: { xs: 0.5, sm: 2 },
            whiteSpace: 'nowrap',
          }}
        >
          Intel Notes
        </Typography>
        {auth ? (
          <Button color="inherit" onClick={() => setDrawer(true)} sx={oneLine} data-testid="account-button">
            {displayName(auth.alias, auth.email)}
          </Button>
        ) : (
          <Button
            color="inherit"
            component={Link}
            to="/login"
            data-testid="login-link"
            title={`Login to read ${tenantLabel(tenant)}'s intel notes`}
            sx={oneLine}
          >
            Login to read {tenantLabel(tenant)}'s intel notes
          </Button>
        )}
        <Box sx={{ flexGrow: 1 }} />
        {isAdmin(auth) && (
          <Tooltip title="Quick Collection" describeChild>
            <IconButton color="inherit" component={Link} to="/shortcuts/" aria-label="Quick Collection">
              <AddIcon />
            </IconButton>
          </Tooltip>
        )}
        <Tooltip title="Search (Ctrl+F)" describeChild>
          <IconButton color="inherit" aria-label="Search" onClick={() => setSearch(true)}>
            <SearchIcon />
          </IconButton>
        </Tooltip>
        <AlertsBell />
        {!auth && (
          <Tooltip title="Access" describeChild>
            <IconButton color="inherit" aria-label="Account" onClick={() => setDrawer(true)}>
              <AccountCircle />
            </IconButton>
          </Tooltip>
        )}
      </Toolbar>
      <Suspense fallback={null}>
        {drawerMounted && <AccountDrawer open={drawer} onClose={() => setDrawer(false)} />}
        {mobileMounted && <MobileMenu open={mobile} onClose={() => setMobile(false)} />}
        {search && <SearchDialog open={search} onClose={() => setSearch(false)} />}
      </Suspense>
    </AppBar>
  );
}
