import ArrowDownwardIcon from '@mui/icons-material/ArrowDownward';
import ArrowUpwardIcon from '@mui/icons-material/ArrowUpward';
import DeleteIcon from '@mui/icons-material/Delete';
import DownloadIcon from '@mui/icons-material/Download';
import {
  Alert,
  Autocomplete,
  Box,
  Button,
  IconButton,
  Link as MuiLink,
  Paper,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  TextField,
  Typography,
} from '@mui/material';
import { useState } from 'react';
import { Link, useParams } from 'react-router';
import { toast } from 'react-toastify';
import { ExploreNetworkButton } from '../../../components/explore-network.tsx';
import { FullPageSpinner } from '../../../components/full-page-spinner.tsx';
import { ImportButton } from '../../../components/import-button.tsx';
import { LoadError } from '../../../components/load-error.tsx';
import { Timeline } from '../../../components/timeline.tsx';
import { VisibilityChip } from '../../../components/visibility-chip.tsx';
import { WatchButton } from '../../../components/watch-button.tsx';
import { isResearch, useAuth } from '../../../lib/auth-store.ts';
import { formatDate } from '../../../lib/dates.ts';
import { useDebounced } from '../../../lib/use-debounced.ts';
import { downloadListItems, useListBySlug, useListCandidates, useListItems, useListItemWrites } from '../api/lists.ts';

const SOURCES = {
  organizations: {
    path: '/assets/organizations',
    label: (r: Record<string, unknown>) => String(r.name_dba),
    href: 'organizations',
  },
  people: { path: '/assets/people', label: (r: Record<string, unknown>) => String(r.display_name), href: 'people' },
  ledger: { path: '/assets/ledger', label: (r: Record<string, unknown>) => String(r.name), href: 'ledger' },
  library: { path: '/assets/library', label: (r: Record<string, unknown>) => String(r.title), href: 'library' },
} as const;

/** `lists/{type}/{slug}`: the list and its ordered items; the research team adds, removes and reorders. */
export function ListViewScreen() {
  const { type = '', slug = '' } = useParams();
  const auth = useAuth();
  const source = SOURCES[type as keyof typeof SOURCES];
  const list = useListBySlug(type, slug, !!source);
  const items = useListItems(list.data?.id);
  const [search, setSearch] = useState('');
  const q = useDebounced(search, 300);
  const candidates = useListCandidates(source?.path, q, isResearch(auth));
  const { add, remove, reorder, refresh } = useListItemWrites(list.data?.id, () => setSearch(''));

  if (!source) return <Alert severity="error">Unknown list type.</Alert>;
  if (list.isPending) return <FullPageSpinner />;
  if (list.error) return <LoadError error={list.error} />;
  const l = list.data;
  const rows = items.data ?? [];
  const research = isResearch(auth);
  const move = (index: number, by: number) => {
    const ids = rows.map((r) => r.id);
    const [moved] = ids.splice(index, 1);
    ids.splice(index + by, 0, moved as number);
    reorder.mutate(ids);
  };
  const exportItems = () => downloadListItems(l).catch((e: Error) => toast.error(e.message));

  return (
    <Box>
      {/* On a phone the title takes its own line and the actions wrap below it (issue 36 item 7). */}
      <Stack direction="row" spacing={1} useFlexGap sx={{ alignItems: 'center', mb: 1, flexWrap: 'wrap' }}>
        <Typography
          variant="h4"
          component="h1"
          sx={{ flexGrow: 1, flexBasis: { xs: '100%', sm: 0 }, minWidth: 0, overflowWrap: 'anywhere' }}
        >
          {l.name}
        </Typography>
        <VisibilityChip value={l.visibility} />
        <WatchButton type="List" id={l.id} />
        <ExploreNetworkButton kind="lists" id={l.id} />
        <Button startIcon={<DownloadIcon />} onClick={exportItems}>
          Export
        </Button>
        {research && (
          <ImportButton
            path={`/lists/${l.id}/items`}
            noun="list items"
            template={false}
            preview={false}
            onImported={refresh}
          />
        )}
        {research && (
          <Button variant="contained" component={Link} to={`/lists/${type}/${l.slug}/edit`}>
            Edit
          </Button>
        )}
      </Stack>
      {l.description && (
        <Typography color="text.secondary" sx={{ mb: 2 }}>
          {l.description}
        </Typography>
      )}
      {research && (
        <Autocomplete
          sx={{ mb: 2, maxWidth: 480 }}
          options={(candidates.data?.results ?? []).map((r) => ({ id: r.id as number, label: source.label(r) }))}
          filterOptions={(o) => o}
          inputValue={search}
          onInputChange={(_e, v) => setSearch(v)}
          onChange={(_e, v) => v && add.mutate(v.id)}
          value={null}
          noOptionsText={q ? 'Nothing found.' : 'Type to search.'}
          renderInput={(params) => <TextField {...params} label="Add to this list" />}
        />
      )}
      <Paper variant="outlined">
        <Table size="small" aria-label="List items">
          <TableHead>
            <TableRow>
              <TableCell width={60}>#</TableCell>
              <TableCell>Name</TableCell>
              <TableCell>Added</TableCell>
              {research && <TableCell align="right">Actions</TableCell>}
            </TableRow>
          </TableHead>
          <TableBody>
            {rows.map((item, i) => (
              <TableRow key={item.id}>
                <TableCell>{i + 1}</TableCell>
                <TableCell>
                  <MuiLink component={Link} to={`/${source.href}/${item.id}`}>
                    {item.name}
                  </MuiLink>
                </TableCell>
                <TableCell>{formatDate(item.added_at)}</TableCell>
                {research && (
                  <TableCell align="right">
                    <IconButton
                      size="small"
                      aria-label={`Move ${item.name} up`}
                      disabled={i === 0}
                      onClick={() => move(i, -1)}
                    >
                      <ArrowUpwardIcon fontSize="small" />
                    </IconButton>
                    <IconButton
                      size="small"
                      aria-label={`Move ${item.name} down`}
                      disabled={i === rows.length - 1}
                      onClick={() => move(i, 1)}
                    >
                      <ArrowDownwardIcon fontSize="small" />
                    </IconButton>
                    <IconButton size="small" aria-label={`Remove ${item.name}`} onClick={() => remove.mutate(item.id)}>
                      <DeleteIcon fontSize="small" />
                    </IconButton>
                  </TableCell>
                )}
              </TableRow>
            ))}
            {!items.isPending && rows.length === 0 && (
              <TableRow>
                <TableCell colSpan={4}>
                  <Typography color="text.secondary" sx={{ py: 2, textAlign: 'center' }}>
                    This list is empty.
                  </Typography>
                </TableCell>
              </TableRow>
            )}
          </TableBody>
        </Table>
      </Paper>
      <Box sx={{ mt: 2 }}>
        <Timeline kind="lists" id={l.id} title="Timeline of the list’s records" />
      </Box>
    </Box>
  );
}
