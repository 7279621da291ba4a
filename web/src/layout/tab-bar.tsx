import { Box, Tab, Tabs } from '@mui/material';
import { useQueryClient } from '@tanstack/react-query';
import { useLocation, useNavigate } from 'react-router';
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
      <Tabs
        value={active ? active.segment : false}
        variant="scrollable"
        scrollButtons="auto"
        sx={{ px: 2, minHeight: 44 }}
      >
        {tabs.map((t) => (
          <Tab
            key={t.segment}
            value={t.segment}
            label={t.label}
            sx={{ minHeight: 44, textTransform: 'none', fontWeight: 600 }}
            onClick={() => {
              if (t.segment === segment) void queryClient.invalidateQueries();
              navigate(t.to);
            }}
          />
        ))}
      </Tabs>
    </Box>
  );
}
