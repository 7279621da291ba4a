import CloseIcon from '@mui/icons-material/Close';
import {
  Box,
  Dialog,
  IconButton,
  List,
  ListItem,
  ListItemButton,
  ListItemText,
  Toolbar,
  Typography,
} from '@mui/material';
import { Link, useLocation } from 'react-router';
import { isAdmin, useAuth } from '../lib/auth-store.ts';
import { activeSegment, visibleTabs } from './nav-items.ts';

/** Below the md breakpoint the tabs live in a full-screen menu. */
export function MobileMenu({ open, onClose }: { open: boolean; onClose: () => void }) {
  const auth = useAuth();
  const location = useLocation();
  const segment = activeSegment(location.pathname);
  return (
    <Dialog fullScreen open={open} onClose={onClose} slotProps={{ paper: { 'aria-label': 'Menu' } }}>
      <Toolbar sx={{ bgcolor: 'secondary.main', color: 'common.white' }}>
        <Typography variant="h6" sx={{ flexGrow: 1, color: 'primary.light', fontWeight: 800 }}>
          Intel Notes
        </Typography>
        <IconButton color="inherit" aria-label="Close menu" onClick={onClose}>
          <CloseIcon />
        </IconButton>
      </Toolbar>
      <Box component="nav" aria-label="Sections">
        <List>
          {/* Each link inside its list item: a list holds only items (axe "list"). */}
          <ListItem disablePadding>
            <ListItemButton component={Link} to="/" onClick={onClose} selected={segment === ''}>
              <ListItemText primary="Home" />
            </ListItemButton>
          </ListItem>
          {visibleTabs(isAdmin(auth)).map((t) => (
            <ListItem key={t.segment} disablePadding>
              <ListItemButton component={Link} to={t.to} onClick={onClose} selected={t.segment === segment}>
                <ListItemText primary={t.label} />
              </ListItemButton>
            </ListItem>
          ))}
          <ListItem disablePadding>
            <ListItemButton component={Link} to="/menu/" onClick={onClose}>
              <ListItemText primary="Menu (all sections)" />
            </ListItemButton>
          </ListItem>
        </List>
      </Box>
    </Dialog>
  );
}
