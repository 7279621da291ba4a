import type { TOrganization } from '@intel/contracts';
import { Typography } from '@mui/material';
import { formatPartialDate } from '../../../components/partial-date-field.tsx';
import { ResourceTable } from '../../../components/resource-table.tsx';
import { VisibilityChip } from '../../../components/visibility-chip.tsx';
import { isResearch, useAuth } from '../../../lib/auth-store.ts';
import { organizations } from '../api/organizations.ts';

/**
 * `organizations/subquery`: organizations narrowed by what is linked to them — vehicles, keywords,
 * lists, contacts, country, founding dates. The whole query lives in the URL, so it can be shared.
 */
export function OrganizationsSubqueryScreen() {
  const auth = useAuth();
  return (
    <>
      <Typography variant="h5" component="h1" gutterBottom>
        Organization sub-query
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        Combine filters on vehicles, keywords, lists, contacts and dates; copy the address to share the result.
      </Typography>
      <ResourceTable<TOrganization>
        path={organizations.path}
        noun="organizations"
        canWrite={isResearch(auth)}
        rowHref={(o) => `/organizations/${o.id}`}
        filtersOpen
        bulkKeywords
        bulkListType="OrganizationsList"
        columns={[
          { key: 'name', label: 'Name', sort: 'name_dba', render: (o) => <strong>{o.name_dba}</strong> },
          {
            key: 'founded',
            label: 'Founded',
            sort: 'founding_date',
            render: (o) => formatPartialDate(o.founding_date),
          },
          { key: 'vehicle', label: 'Vehicle', render: (o) => (o.has_inv_vehicle ? 'Yes' : '') },
          { key: 'keywords', label: 'Keywords', render: (o) => o.keywords.map((k) => k.name).join(', ') },
          { key: 'visibility', label: 'Visibility', render: (o) => <VisibilityChip value={o.visibility} /> },
        ]}
      />
    </>
  );
}
