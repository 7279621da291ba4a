import { MENU_CLOSE_DELAY_MS, type TEntityCounts, type TEntityKind, totalOf } from '@intel/contracts';
import {
  Box,
  Button,
  Chip,
  Grid,
  List,
  ListItem,
  ListItemButton,
  ListItemText,
  Paper,
  Typography,
} from '@mui/material';
import { useNavigate } from 'react-router';
import { useTenant } from '../../../app/tenant-context.tsx';
import { isAdmin, isResearch, isTenantAdmin, useAuth } from '../../../lib/auth-store.ts';
import { useEntityCounts } from '../../../lib/counts.ts';
import { formatCount } from '../../../lib/format.ts';

type Item = {
  label: string;
  to?: string;
  kind?: TEntityKind;
  kinds?: TEntityKind[];
  disabled?: boolean;
  needs?: 'research' | 'admin';
};

const LIST_KINDS: TEntityKind[] = ['library_lists', 'organizations_lists', 'people_lists', 'ledger_lists'];

const COLUMNS: { title: string; items: Item[] }[] = [
  {
    title: 'Collection',
    items: [
      { label: 'Users', to: '/users/', kind: 'users', needs: 'admin' },
      { label: 'Emails', to: '/emails?tab=1', kind: 'emails', needs: 'research' },
      { label: 'Domains', to: '/emails?tab=1/', kind: 'domains', needs: 'research' },
      { label: 'Raw data', to: '/rawdata?tab=1', kind: 'raw_data', needs: 'research' },
      { label: 'Buckets', to: '/rawdata?tab=2', kind: 'buckets', needs: 'research' },
      { label: 'URLs', to: '/urls?tab=0', kind: 'source', needs: 'research' },
    ],
  },
  {
    title: 'Processing',
    items: [
      { label: 'Keywords', to: '/keywords/', kind: 'keyword' },
      { label: 'Terminology', to: '/terminology/', kind: 'terminology' },
      { label: 'Geos', to: '/keywords?tab=1' },
      { label: 'Tagging rules', to: '/taggingrules', needs: 'research' },
      { label: 'Prompts [7]', disabled: true },
      { label: 'Report templates [11]', disabled: true },
    ],
  },
  {
    title: 'Sharing',
    items: [
      { label: 'Intelbooks', to: '/facts/', kind: 'facts', needs: 'admin' },
      { label: 'Library', to: '/library?tab=1', kind: 'library' },
      { label: 'Ledger', to: '/ledger?tab=1', kind: 'ledger_entries' },
      { label: 'Organizations', to: '/organizations?tab=1', kind: 'organizations' },
      { label: 'People', to: '/people?tab=1', kind: 'people' },
      { label: 'Lists', to: '/lists?tab=1', kinds: LIST_KINDS },
      { label: 'Library lists', to: '/lists?tab=1&type=LibraryList', kind: 'library_lists' },
      { label: 'Ledger lists', to: '/lists?tab=1&type=LedgerList', kind: 'ledger_lists' },
      { label: 'Organizations lists', to: '/lists?tab=1&type=OrganizationsList', kind: 'organizations_lists' },
      { label: 'People lists', to: '/lists?tab=1&type=PeopleList', kind: 'people_lists' },
    ],
  },
];

function countOf(item: Item, counts: TEntityCounts | undefined): number | null {
  if (!counts) return null;
  const kinds = item.kinds ?? (item.kind ? [item.kind] : []);
  if (kinds.length === 0) return null;
  return kinds.reduce((n, k) => n + totalOf(counts[k]), 0);
}

/** The menu screen (SPEC §2): Collection, Processing, Sharing with counts; links close it. */
export function MenuScreen() {
  const auth = useAuth();
  const tenant = useTenant();
  const navigate = useNavigate();
  const { data: counts } = useEntityCounts();
  const allowed = (item: Item) => !item.needs || (item.needs === 'research' ? isResearch(auth) : isAdmin(auth));

  const open = (to: string) => {
    if (to.startsWith('/lists')) {
      // The lists screen first resets to its first tab, then the menu closes onto the target.
      navigate('/lists?tab=0');
      setTimeout(() => navigate(to), MENU_CLOSE_DELAY_MS);
    } else navigate(to);
  };

  const sharing = COLUMNS[2] as (typeof COLUMNS)[number];
  const columns = isTenantAdmin(auth)
    ? [COLUMNS[0], COLUMNS[1], { ...sharing, items: [...sharing.items, { label: 'Tenants', to: '/clients/' }] }]
    : COLUMNS;

  return (
    <Box>
      <Typography variant="h5" component="h1" sx={{ mb: 2 }}>
        Menu
      </Typography>
      <Grid container spacing={2}>
        {columns.map((col) =>
          col ? (
            <Grid key={col.title} size={{ xs: 12, md: 4 }}>
              <Paper variant="outlined">
                <Typography variant="overline" component="h2" sx={{ px: 2, pt: 1.5, display: 'block' }}>
                  {col.title}
                </Typography>
                <List dense aria-label={col.title}>
                  {col.items.map((item) => {
                    const n = countOf(item, counts);
                    const disabled = item.disabled || !item.to || !allowed(item);
                    return (
                      <ListItem key={item.label} disablePadding>
                        <ListItemButton disabled={disabled} onClick={() => item.to && open(item.to)}>
                          <ListItemText primary={item.label} />
                          {n !== null && <Chip size="small" label={formatCount(n)} />}
                        </ListItemButton>
                      </ListItem>
                    );
                  })}
                </List>
              </Paper>
            </Grid>
          ) : null,
        )}
      </Grid>
      <Box sx={{ display: 'flex', gap: 1, mt: 3, flexWrap: 'wrap' }}>
        {tenant.info.chat_link ? (
          <Button variant="outlined" href={tenant.info.chat_link} target="_blank" rel="noopener noreferrer">
            Chat
          </Button>
        ) : (
          <Button variant="outlined" disabled>
            Chat
          </Button>
        )}
        <Button variant="outlined" onClick={() => navigate('/search?tab=1')}>
          Operator
        </Button>
        <Button variant="outlined" disabled>
          H2H
        </Button>
      </Box>
    </Box>
  );
}
