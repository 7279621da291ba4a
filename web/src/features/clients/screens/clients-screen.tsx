import type { TClient } from '@intel/contracts';
import AddIcon from '@mui/icons-material/Add';
import { Box, Button, Chip, Link, Typography } from '@mui/material';
import { Link as RouterLink } from 'react-router';
import { ResourceTable } from '../../../components/resource-table.tsx';
import { formatDate } from '../../../lib/dates.ts';
import { clients } from '../api/clients.ts';
import { hostUrl } from '../host-url.ts';

/** `clients`: every tenant (tenant admins only), with its host, name and state. */
export function ClientsScreen() {
  return (
    <>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, mb: 2, flexWrap: 'wrap' }}>
        <Typography variant="h5" component="h1" sx={{ flexGrow: 1 }}>
          Tenants
        </Typography>
        <Button variant="contained" startIcon={<AddIcon />} component={RouterLink} to="/clients/create">
          New tenant
        </Button>
      </Box>
      {/* Read-only table: tenants are deleted one at a time, from their own page, after typing the name. */}
      <ResourceTable<TClient>
        path={clients.path}
        noun="tenants"
        canWrite={false}
        rowHref={(c) => `/clients/${c.id}/edit`}
        columns={[
          {
            key: 'subdomain',
            label: 'Subdomain',
            sort: 'subdomain',
            render: (c) => <strong>{c.subdomain}</strong>,
          },
          { key: 'name', label: 'Name', sort: 'name', render: (c) => c.name },
          {
            key: 'host',
            label: 'Address',
            render: (c) =>
              c.disabled ? (
                c.host
              ) : (
                <Link href={hostUrl(c.host)} target="_blank" rel="noopener noreferrer">
                  {c.host}
                </Link>
              ),
          },
          {
            key: 'status',
            label: 'Status',
            render: (c) => (
              <>
                <Chip
                  size="small"
                  label={c.disabled ? 'Disabled' : 'Active'}
                  color={c.disabled ? 'default' : 'success'}
                  sx={{ mr: 0.5 }}
                />
                {c.is_default && <Chip size="small" variant="outlined" label="default" sx={{ mr: 0.5 }} />}
                {c.is_current && <Chip size="small" variant="outlined" label="you are here" />}
              </>
            ),
          },
          {
            key: 'created',
            label: 'Created',
            sort: 'created_at',
            render: (c) => formatDate(c.created_at),
          },
        ]}
      />
    </>
  );
}
