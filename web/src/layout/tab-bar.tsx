import { Box, Button, Tab, Tabs } from '@mui/material';
import { useQueryClient } from '@tanstack/react-query';
import { Link, useLocation, useNavigate } from 'react-router';
import { isAdmin, useAuth } from '../lib/auth-store.ts';
import { activeSegment, visibleTabs } from './nav-items.ts';

/** Desktop tab bar (md and up). Clicking the active tab reloads it: its data is fetched again. */
export function TabBar() {
  const auth = useAuth();
  const location = useLocation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const tabs = visibleTabs(isAdmin(auth));
  const segment = activeSegment(location.pathname);
  const active = tabs.find((t) => t.segment === segment);
  return (
    <Box
      component="nav"
      aria-label="Sections"
      sx={{
        display: { xs: 'none', md: 'block' },
        bgcolor: 'background.paper',
        borderBottom: 1,
        borderColor: 'divider',
      }}
    >
      <Box sx={{ display: 'flex', alignItems: 'center' }}>
        <Tabs
          value={active ? active.segment : false}
          variant="scrollable"
          scrollButtons="auto"
          sx={{ px: 2, minHeight: 44, flex: 1 }}
        >
          {tabs.map((t) => (
            <Tab
              key={t.segment}
              value={t.segment}
              label={t.label}
              // The scroller hides overflow: an inset outline keeps the keyboard focus ring visible.
              sx={{
                minHeight: 44,
                textTransform: 'none',
                fontWeight: 600,
                '&.Mui-focusVisible': { outline: '2px solid', outlineColor: 'primary.dark', outlineOffset: '-3px' },
              }}
              onClick={() => {
                // Re-tapping the current tab is the user asking for fresh data everywhere (not a write).
                if (t.segment === segment) void queryClient.invalidateQueries();
                navigate(t.to);
              }}
            />
          ))}
        </Tabs>
        <Button
          component={Link}
          to="/menu"
          color="inherit"
          aria-current={segment === 'menu' ? 'page' : undefined}
          sx={{ textTransform: 'none', fontWeight: 600, mr: 2, whiteSpace: 'nowrap' }}
        >
          Menu
        </Button>
      </Box>
    </Box>
  );
}
