import type { TPerson } from '@intel/contracts';
import { Alert, Chip, Typography } from '@mui/material';
import { DashboardCards } from '../../../components/dashboard-cards.tsx';
import { formatPartialDate } from '../../../components/partial-date-field.tsx';
import { ResourceTable } from '../../../components/resource-table.tsx';
import { SuggestedTab } from '../../../components/suggested-tab.tsx';
import { TabbedScreen } from '../../../components/tabbed-screen.tsx';
import { VisibilityChip } from '../../../components/visibility-chip.tsx';
import { isResearch, useAuth } from '../../../lib/auth-store.ts';
import { formatDate } from '../../../lib/dates.ts';
import { useSuggestionCount } from '../../../lib/suggested-entities.ts';
import { people } from '../api/people.ts';

const PATH = people.path;

export function PeopleScreen() {
  const auth = useAuth();
  const waiting = useSuggestionCount('people', isResearch(auth));
  return (
    <TabbedScreen
      title="People"
      tabs={[
        {
          label: 'Dashboard',
          content: (
            <DashboardCards<TPerson>
              path={PATH}
              noun="people"
              href={(p) => `/people/${p.id}`}
              title={(p) => p.display_name}
              body={(p) => (
                <Typography variant="body2" color="text.secondary">
                  {p.professional_profile ?? p.organizations.map((o) => o.name).join(', ')}
                </Typography>
              )}
            />
          ),
        },
        {
          label: 'All',
          content: (
            <ResourceTable<TPerson>
              path={PATH}
              noun="people"
              canWrite={isResearch(auth)}
              createHref="/people/create"
              rowHref={(p) => `/people/${p.id}`}
              bulkVisibility
              bulkKeywords
              bulkListType="PeopleList"
              importable
              columns={[
                { key: 'name', label: 'Name', sort: 'name_family', render: (p) => <strong>{p.display_name}</strong> },
                {
                  key: 'orgs',
                  label: 'Organizations',
                  render: (p) => p.organizations.map((o) => `${o.name}${o.role ? ` (${o.role})` : ''}`).join(', '),
                },
                { key: 'city', label: 'City', render: (p) => p.current_address_city },
                { key: 'born', label: 'Born', sort: 'birth_date', render: (p) => formatPartialDate(p.birth_date) },
                {
                  key: 'keywords',
                  label: 'Keywords',
                  render: (p) =>
                    p.keywords.map((k) => <Chip key={k.id} size="small" label={k.name} sx={{ mr: 0.5 }} />),
                },
                { key: 'visibility', label: 'Visibility', render: (p) => <VisibilityChip value={p.visibility} /> },
                {
                  key: 'updated',
                  label: 'Updated',
                  sort: 'updated_at',
                  render: (p) => formatDate(p.updated_at),
                },
              ]}
            />
          ),
        },
        {
          label: 'Suggested',
          count: waiting.data?.count,
          content: isResearch(auth) ? (
            <SuggestedTab kind="people" />
          ) : (
            <Alert severity="info">
              Suggested people are reviewed by the research team: log in with a research account to see them.
            </Alert>
          ),
        },
      ]}
    />
  );
}
