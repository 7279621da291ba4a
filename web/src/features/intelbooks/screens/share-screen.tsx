import { Alert, Box, Button, TextField, Typography } from '@mui/material';
import { useMemo, useState } from 'react';
import { useParams } from 'react-router';
import { FullPageSpinner } from '../../../components/full-page-spinner.tsx';
import { NotFound } from '../../../components/not-found.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { useSharedTree } from '../api/share-codes.ts';
import { FactOutline, filterTree } from '../components/fact-outline.tsx';

/** `s/{code}`: the outline of a shared category or section, for anyone with the link; a bad code is a 404. */
export function ShareScreen() {
  const { code = '' } = useParams();
  const [filter, setFilter] = useState('');
  const { data, error, isPending, refetch } = useSharedTree(code);
  const shown = useMemo(() => filterTree(data ?? [], filter), [data, filter]);
  if (isPending) return <FullPageSpinner label="Opening the shared Intelbook" />;
  if (error instanceof ApiError && error.status === 404) return <NotFound />;
  if (error)
    return (
      <Alert severity="error" action={<Button onClick={() => refetch()}>Retry</Button>}>
        Could not open this shared Intelbook: {error.message}
      </Alert>
    );
  return (
    <Box>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, mb: 2, flexWrap: 'wrap' }}>
        <Typography variant="h5" component="h1" sx={{ flexGrow: 1 }}>
          Shared Intelbook
        </Typography>
        {data.length > 0 && (
          <TextField size="small" label="Filter facts" value={filter} onChange={(e) => setFilter(e.target.value)} />
        )}
      </Box>
      <FactOutline
        tree={shown}
        empty={filter ? 'No facts match.' : 'Nothing in this shared Intelbook is public yet.'}
      />
    </Box>
  );
}
