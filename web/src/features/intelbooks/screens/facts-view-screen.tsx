import { Alert, Box, Button, TextField, Typography } from '@mui/material';
import { useMemo, useState } from 'react';
import { Link as RouterLink } from 'react-router';
import { FullPageSpinner } from '../../../components/full-page-spinner.tsx';
import { isAdmin, useAuth } from '../../../lib/auth-store.ts';
import { useFactTree } from '../api/intelbooks.ts';
import { FactOutline, filterTree } from '../components/fact-outline.tsx';

/** `facts/view`: the Intelbooks as an expandable outline with a filter box; each visitor sees what they may. */
export function FactsViewScreen() {
  const auth = useAuth();
  const [filter, setFilter] = useState('');
  const { data, error, isPending } = useFactTree(auth?.id ?? 'public');
  const shown = useMemo(() => filterTree(data ?? [], filter), [data, filter]);
  if (isPending) return <FullPageSpinner />;
  if (error) return <Alert severity="error">{error.message}</Alert>;
  return (
    <Box>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, mb: 2, flexWrap: 'wrap' }}>
        <Typography variant="h5" component="h1" sx={{ flexGrow: 1 }}>
          Intelbooks
        </Typography>
        <TextField size="small" label="Filter facts" value={filter} onChange={(e) => setFilter(e.target.value)} />
        {isAdmin(auth) && (
          <Button component={RouterLink} to="/facts">
            Manage
          </Button>
        )}
      </Box>
      <FactOutline tree={shown} empty={filter ? 'No facts match.' : 'There are no Intelbooks to show yet.'} />
    </Box>
  );
}
