import { Box } from '@mui/material';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { Outlet, useNavigate } from 'react-router';
import { LiveUpdates } from '../features/rawdata/components/live-updates.tsx';
import { useAuth } from '../lib/auth-store.ts';
import { Footer } from './footer.tsx';
import { TabBar } from './tab-bar.tsx';
import { TopBar } from './top-bar.tsx';

/** When the session ends (logout, or any 401 from the API), clear cached data and go to /login. */
function SessionWatcher() {
  const auth = useAuth();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const had = useRef(!!auth);
  useEffect(() => {
    if (had.current && !auth) {
      // The end of a session, not a write: nothing read with it may show to whoever logs in next.
      queryClient.clear();
      navigate('/login', { replace: true });
    }
    had.current = !!auth;
  }, [auth, navigate, queryClient]);
  return null;
}

export function AppLayout() {
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', minHeight: '100vh' }}>
      <Box
        component="a"
        href="#main"
        onClick={(e: React.MouseEvent) => {
          e.preventDefault();
          document.getElementById('main')?.focus();
        }}
        sx={{
          position: 'absolute',
          left: 8,
          top: -48,
          zIndex: 2000,
          px: 2,
          py: 1,
          bgcolor: 'background.paper',
          color: 'primary.main',
          fontWeight: 700,
          borderRadius: 1,
          '&:focus': { top: 8, outline: '2px solid', outlineColor: 'primary.main' },
        }}
      >
        Skip to content
      </Box>
      <SessionWatcher />
      <LiveUpdates />
      <TopBar />
      <TabBar />
      <Box
        component="main"
        id="main"
        tabIndex={-1}
        sx={{ outline: 'none', flex: 1, width: '100%', maxWidth: 1400, mx: 'auto', px: { xs: 1.5, md: 3 }, py: 3 }}
      >
        <Outlet />
      </Box>
      <Footer />
    </Box>
  );
}
