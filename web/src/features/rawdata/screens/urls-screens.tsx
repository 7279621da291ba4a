import type { TSourceUrl, TSourceUrlCreate } from '@intel/contracts';
import { Box, Typography } from '@mui/material';
import { Link } from 'react-router';
import { ResourceEdit } from '../../../components/resource-edit.tsx';
import { ResourceTable } from '../../../components/resource-table.tsx';
import { isResearch, useAuth } from '../../../lib/auth-store.ts';
import { formatDateTime } from '../../../lib/dates.ts';
import { formatCount } from '../../../lib/format.ts';
import { plural } from '../../../lib/words.ts';
import { sourceUrls } from '../api/raw-data-api.ts';

/** `urls`: the pages the team collects from. */
export function UrlsScreen() {
  const auth = useAuth();
  return (
    <Box>
      <Typography variant="h5" component="h1" sx={{ mb: 2 }}>
        Source URLs
      </Typography>
      <ResourceTable<TSourceUrl>
        path={sourceUrls.path}
        noun="source URLs"
        canWrite={isResearch(auth)}
        createHref="/urls/create"
        rowHref={(u) => `/urls/${u.id}/edit`}
        columns={[
          { key: 'alias', label: 'Alias', sort: 'alias', render: (u) => <strong>{u.alias ?? '—'}</strong> },
          { key: 'url', label: 'URL', sort: 'url', render: (u) => u.url },
          {
            key: 'items',
            label: 'Raw data',
            render: (u) => (
              <Link to={`/rawdata?tab=1&source=${encodeURIComponent(u.url)}`}>{formatCount(u.raw_data_count)}</Link>
            ),
          },
          {
            key: 'fetched',
            label: 'Last fetched',
            render: (u) => (u.last_fetched_at ? formatDateTime(u.last_fetched_at) : 'never'),
          },
        ]}
      />
    </Box>
  );
}

/** `urls/create` and `urls/{id}/edit`. */
export function UrlEditScreen() {
  return (
    <ResourceEdit<TSourceUrl, TSourceUrlCreate>
      path={sourceUrls.path}
      noun="source URL"
      listHref="/urls"
      afterSave={() => '/urls'}
      deleteWarning={(u) =>
        u.raw_data_count === 1
          ? 'Its raw data item stays and keeps its link.'
          : `Its ${plural(u.raw_data_count, 'raw data item')} stay and keep their link.`
      }
      fields={[
        { name: 'url', label: 'URL', type: 'url', required: true },
        { name: 'alias', label: 'Alias', type: 'text', helper: 'A short name shown instead of the address.' },
        { name: 'notes', label: 'Notes', type: 'textarea' },
      ]}
    />
  );
}
