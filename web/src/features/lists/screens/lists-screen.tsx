import { LIST_SEGMENTS, type TList } from '@intel/contracts';
import { Chip, Typography } from '@mui/material';
import { DashboardCards } from '../../../components/dashboard-cards.tsx';
import { ResourceTable } from '../../../components/resource-table.tsx';
import { TabbedScreen } from '../../../components/tabbed-screen.tsx';
import { VisibilityChip } from '../../../components/visibility-chip.tsx';
import { isResearch, useAuth } from '../../../lib/auth-store.ts';
import { formatDate } from '../../../lib/dates.ts';
import { formatCount } from '../../../lib/format.ts';
import { LIST_TYPE_LABELS, plural } from '../../../lib/words.ts';
import { lists } from '../api/lists.ts';

export const listHref = (l: Pick<TList, 'type' | 'slug'>) => `/lists/${LIST_SEGMENTS[l.type]}/${l.slug}`;

/** `lists`: tab 0 featured lists, tab 1 all lists; `?type=` filters by list type (menu links). */
export function ListsScreen() {
  const auth = useAuth();
  return (
    <TabbedScreen
      title="Lists"
      tabs={[
        {
          label: 'Dashboard',
          content: (
            <DashboardCards<TList>
              path={lists.path}
              noun="lists"
              href={listHref}
              title={(l) => l.name}
              body={(l) => (
                <Typography variant="body2" color="text.secondary">
                  {LIST_TYPE_LABELS[l.type]} · {plural(l.item_count, 'item')}
                </Typography>
              )}
            />
          ),
        },
        {
          label: 'All',
          content: (
            <ResourceTable<TList>
              path={lists.path}
              noun="lists"
              canWrite={isResearch(auth)}
              createHref="/lists/create"
              rowHref={listHref}
              bulkVisibility
              columns={[
                { key: 'name', label: 'Name', sort: 'name', render: (l) => <strong>{l.name}</strong> },
                { key: 'type', label: 'Type', render: (l) => <Chip size="small" label={LIST_TYPE_LABELS[l.type]} /> },
                { key: 'items', label: 'Items', render: (l) => formatCount(l.item_count) },
                { key: 'auto', label: 'Auto-tagging', render: (l) => (l.auto_tagging ? 'On' : 'Off') },
                { key: 'visibility', label: 'Visibility', render: (l) => <VisibilityChip value={l.visibility} /> },
                {
                  key: 'updated',
                  label: 'Updated',
                  sort: 'updated_at',
                  render: (l) => formatDate(l.updated_at),
                },
              ]}
            />
          ),
        },
      ]}
    />
  );
}
