import type { TLedgerEntry } from '@intel/contracts';
import { Typography } from '@mui/material';
import { DashboardCards } from '../../../components/dashboard-cards.tsx';
import { formatPartialDate } from '../../../components/partial-date-field.tsx';
import { ResourceTable } from '../../../components/resource-table.tsx';
import { TabbedScreen } from '../../../components/tabbed-screen.tsx';
import { VisibilityChip } from '../../../components/visibility-chip.tsx';
import { isResearch, useAuth } from '../../../lib/auth-store.ts';
import { ledger } from '../api/ledger.ts';

const PATH = ledger.path;

export function LedgerScreen() {
  const auth = useAuth();
  return (
    <TabbedScreen
      title="Ledger"
      tabs={[
        {
          label: 'Dashboard',
          content: (
            <DashboardCards<TLedgerEntry>
              path={PATH}
              noun="ledger entries"
              href={(l) => `/ledger/${l.id}`}
              title={(l) => l.name}
              body={(l) => (
                <Typography variant="body2" color="text.secondary">
                  {[l.vehicle_type, l.organization_name].filter(Boolean).join(' · ')}
                  {l.ownership_percentage !== null ? ` · ${l.ownership_percentage}%` : ''}
                </Typography>
              )}
            />
          ),
        },
        {
          label: 'All',
          content: (
            <ResourceTable<TLedgerEntry>
              path={PATH}
              noun="ledger entries"
              canWrite={isResearch(auth)}
              createHref="/ledger/create"
              rowHref={(l) => `/ledger/${l.id}`}
              bulkVisibility
              importable
              bulkKeywords
              bulkListType="LedgerList"
              columns={[
                { key: 'name', label: 'Vehicle', sort: 'name', render: (l) => <strong>{l.name}</strong> },
                { key: 'type', label: 'Type', render: (l) => l.vehicle_type },
                { key: 'org', label: 'Organization', render: (l) => l.organization_name ?? '—' },
                { key: 'date', label: 'Invested', sort: 'inv_date', render: (l) => formatPartialDate(l.inv_date) },
                {
                  key: 'pct',
                  label: 'Ownership',
                  sort: 'ownership_percentage',
                  render: (l) => (l.ownership_percentage !== null ? `${l.ownership_percentage}%` : ''),
                },
                { key: 'currency', label: 'Currency', render: (l) => l.inv_currency },
                { key: 'visibility', label: 'Visibility', render: (l) => <VisibilityChip value={l.visibility} /> },
              ]}
            />
          ),
        },
      ]}
    />
  );
}
