import type { TLibraryEntry } from '@intel/contracts';
import StarIcon from '@mui/icons-material/Star';
import { Chip, Typography } from '@mui/material';
import { DashboardCards } from '../../../components/dashboard-cards.tsx';
import { formatPartialDate } from '../../../components/partial-date-field.tsx';
import { ResourceTable } from '../../../components/resource-table.tsx';
import { TabbedScreen } from '../../../components/tabbed-screen.tsx';
import { VisibilityChip } from '../../../components/visibility-chip.tsx';
import { isResearch, useAuth } from '../../../lib/auth-store.ts';
import { library } from '../api/library.ts';

const PATH = library.path;

export function LibraryScreen() {
  const auth = useAuth();
  return (
    <TabbedScreen
      title="Library"
      tabs={[
        {
          label: 'Dashboard',
          content: (
            <DashboardCards<TLibraryEntry>
              path={PATH}
              noun="library entries"
              href={(l) => `/library/${l.id}`}
              title={(l) => l.title}
              body={(l) => (
                <Typography variant="body2" color="text.secondary">
                  {l.type} · {formatPartialDate(l.publish_date)} {l.publisher_name ? `· ${l.publisher_name}` : ''}
                </Typography>
              )}
            />
          ),
        },
        {
          label: 'All',
          content: (
            <ResourceTable<TLibraryEntry>
              path={PATH}
              noun="library entries"
              canWrite={isResearch(auth)}
              createHref="/library/create"
              importable
              rowHref={(l) => `/library/${l.id}`}
              bulkVisibility
              bulkKeywords
              bulkListType="LibraryList"
              columns={[
                {
                  key: 'title',
                  label: 'Title',
                  sort: 'title',
                  render: (l) => (
                    <>
                      {l.is_fav && (
                        <StarIcon
                          fontSize="inherit"
                          color="primary"
                          aria-label="favourite"
                          sx={{ mr: 0.5, verticalAlign: 'middle' }}
                        />
                      )}
                      <strong>{l.title}</strong>
                    </>
                  ),
                },
                { key: 'type', label: 'Type', render: (l) => <Chip size="small" label={l.type} /> },
                {
                  key: 'date',
                  label: 'Published',
                  sort: 'publish_date',
                  render: (l) => formatPartialDate(l.publish_date),
                },
                { key: 'authors', label: 'Authors', render: (l) => l.authors.map((a) => a.name).join(', ') },
                { key: 'publisher', label: 'Publisher', render: (l) => l.publisher_name },
                { key: 'visibility', label: 'Visibility', render: (l) => <VisibilityChip value={l.visibility} /> },
              ]}
            />
          ),
        },
      ]}
    />
  );
}
