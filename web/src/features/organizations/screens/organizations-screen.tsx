import type { TOrganization } from '@intel/contracts';
import { Alert, Box, Chip, Stack, Typography } from '@mui/material';
import { DashboardCards } from '../../../components/dashboard-cards.tsx';
import { OrgAvatar } from '../../../components/org-avatar.tsx';
import { formatPartialDate } from '../../../components/partial-date-field.tsx';
import { ResourceTable } from '../../../components/resource-table.tsx';
import { SuggestedTab } from '../../../components/suggested-tab.tsx';
import { TabbedScreen } from '../../../components/tabbed-screen.tsx';
import { VisibilityChip } from '../../../components/visibility-chip.tsx';
import { isResearch, useAuth } from '../../../lib/auth-store.ts';
import { formatDate } from '../../../lib/dates.ts';
import { useSuggestionCount } from '../../../lib/suggested-entities.ts';
import { organizations } from '../api/organizations.ts';

const PATH = organizations.path;

export function OrganizationsScreen() {
  const auth = useAuth();
  const waiting = useSuggestionCount('organizations', isResearch(auth));
  return (
    <TabbedScreen
      title="Organizations"
      tabs={[
        {
          label: 'Dashboard',
          content: (
            <DashboardCards<TOrganization>
              path={PATH}
              noun="organizations"
              href={(o) => `/organizations/${o.id}`}
              title={(o) => o.name_dba}
              body={(o) => (
                <Typography variant="body2" color="text.secondary">
                  {o.description ?? o.name_inc ?? ''}
                </Typography>
              )}
            />
          ),
        },
        {
          label: 'All',
          content: (
            <ResourceTable<TOrganization>
              path={PATH}
              noun="organizations"
              canWrite={isResearch(auth)}
              createHref="/organizations/create"
              rowHref={(o) => `/organizations/${o.id}`}
              bulkVisibility
              bulkKeywords
              bulkListType="OrganizationsList"
              importable
              columns={[
                {
                  key: 'name',
                  label: 'Name',
                  sort: 'name_dba',
                  render: (o) => (
                    <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
                      <OrgAvatar name={o.name_dba} website={o.website} size={24} />
                      <Box>
                        <strong>{o.name_dba}</strong>
                        {o.name_inc && (
                          <Typography variant="caption" sx={{ display: 'block' }} color="text.secondary">
                            {o.name_inc}
                          </Typography>
                        )}
                      </Box>
                    </Stack>
                  ),
                },
                { key: 'ownership', label: 'Ownership', render: (o) => o.ownership_type },
                {
                  key: 'founded',
                  label: 'Founded',
                  sort: 'founding_date',
                  render: (o) => formatPartialDate(o.founding_date),
                },
                { key: 'hq', label: 'HQ', render: (o) => [o.hq_city, o.hq_geo].filter(Boolean).join(', ') },
                {
                  key: 'keywords',
                  label: 'Keywords',
                  render: (o) =>
                    o.keywords.map((k) => <Chip key={k.id} size="small" label={k.name} sx={{ mr: 0.5 }} />),
                },
                { key: 'vehicle', label: 'Vehicle', render: (o) => (o.has_inv_vehicle ? 'Yes' : '') },
                { key: 'visibility', label: 'Visibility', render: (o) => <VisibilityChip value={o.visibility} /> },
                {
                  key: 'updated',
                  label: 'Updated',
                  sort: 'updated_at',
                  render: (o) => formatDate(o.updated_at),
                },
              ]}
            />
          ),
        },
        {
          label: 'Suggested',
          count: waiting.data?.count,
          content: isResearch(auth) ? (
            <SuggestedTab kind="organizations" />
          ) : (
            <Alert severity="info">
              Suggested organizations are reviewed by the research team: log in with a research account to see them.
            </Alert>
          ),
        },
      ]}
    />
  );
}
