import type { TLibraryEntry } from '@intel/contracts';
import {
  Box,
  Button,
  Chip,
  Link as MuiLink,
  Paper,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  Typography,
} from '@mui/material';
import { Link, useParams } from 'react-router';
import { AddToList } from '../../../components/add-to-list.tsx';
import { DetailFields } from '../../../components/detail-fields.tsx';
import { FullPageSpinner } from '../../../components/full-page-spinner.tsx';
import { HistoryPanel } from '../../../components/history-list.tsx';
import { LoadError } from '../../../components/load-error.tsx';
import { formatPartialDate } from '../../../components/partial-date-field.tsx';
import { VisibilityChip } from '../../../components/visibility-chip.tsx';
import { isResearch, useAuth } from '../../../lib/auth-store.ts';
import { useResource } from '../../../lib/resource-api.ts';
import { library, useEntrySnapshots } from '../api/library.ts';

export function LibraryDetailScreen() {
  const { id } = useParams();
  const auth = useAuth();
  const { data: l, error, isPending } = useResource<TLibraryEntry>(library.path, id);
  const snapshots = useEntrySnapshots(id);
  if (isPending) return <FullPageSpinner />;
  if (error) return <LoadError error={error} />;
  const research = isResearch(auth);
  return (
    <Box>
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center', mb: 2 }}>
        <Box sx={{ flexGrow: 1 }}>
          <Typography variant="h4" component="h1">
            {l.title}
          </Typography>
          <Typography color="text.secondary">
            {l.type}
            {l.publish_date.date ? ` · ${formatPartialDate(l.publish_date)}` : ''}
          </Typography>
        </Box>
        <VisibilityChip value={l.visibility} />
        {research && (
          <Button variant="contained" component={Link} to={`/library/${l.id}/edit`}>
            Edit
          </Button>
        )}
      </Stack>
      <Paper variant="outlined" sx={{ p: 2, mb: 2 }}>
        <DetailFields
          items={[
            ['Abstract', l.abstract],
            [
              'Authors',
              l.authors.map((a, i) => (
                <span key={`${a.person_id ?? 'name'}-${a.name}`}>
                  {i > 0 && ', '}
                  {a.person_id ? (
                    <MuiLink component={Link} to={`/people/${a.person_id}`}>
                      {a.name}
                    </MuiLink>
                  ) : (
                    a.name
                  )}
                </span>
              )),
            ],
            [
              'Publisher',
              l.publisher_id ? (
                <MuiLink key="publisher" component={Link} to={`/organizations/${l.publisher_id}`}>
                  {l.publisher_name}
                </MuiLink>
              ) : null,
            ],
            ['Frequency', l.publish_frequency],
            [
              'Public link',
              l.public_link && (
                <MuiLink href={l.public_link} target="_blank" rel="noopener noreferrer">
                  {l.public_link}
                </MuiLink>
              ),
            ],
            [
              'Paywall link',
              l.paywall_link ? (
                <MuiLink key="paywall" href={l.paywall_link} target="_blank" rel="noopener noreferrer">
                  {l.paywall_link}
                </MuiLink>
              ) : auth ? null : (
                'Log in to see the paywall link.'
              ),
            ],
            [
              'Keywords',
              l.keywords.length
                ? l.keywords.map((k) => <Chip key={k.id} size="small" label={k.name} sx={{ mr: 0.5 }} />)
                : null,
            ],
            [
              'Lists',
              l.lists_as_item.map((x) => (
                <MuiLink key={x.id} component={Link} to={`/lists/library/${x.slug}`} sx={{ mr: 1 }}>
                  {x.name}
                </MuiLink>
              )),
            ],
            ['Dataset', l.dataset_info ? <code key="dataset">{JSON.stringify(l.dataset_info)}</code> : null],
          ]}
        />
        {research && <AddToList type="LibraryList" itemId={l.id} onLists={l.lists_as_item.map((x) => x.id)} />}
      </Paper>
      <Paper variant="outlined" sx={{ p: 2, mb: 2 }}>
        <Typography variant="h6" component="h2" gutterBottom>
          Snapshots
        </Typography>
        {snapshots.data?.results.length ? (
          <Table size="small" aria-label="Snapshots">
            <TableHead>
              <TableRow>
                <TableCell>Series</TableCell>
                <TableCell>Period</TableCell>
                <TableCell align="right">Value</TableCell>
                <TableCell>Caption</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {snapshots.data.results.map((s) => (
                <TableRow key={s.id}>
                  <TableCell>
                    {s.symbol ? (
                      <MuiLink component={Link} to={`/cagr?symbol=${encodeURIComponent(s.symbol)}`}>
                        {s.symbol}
                      </MuiLink>
                    ) : (
                      '—'
                    )}
                  </TableCell>
                  <TableCell>
                    {s.year} {s.quarter}
                  </TableCell>
                  <TableCell align="right">{s.data.toLocaleString('en-US')}</TableCell>
                  <TableCell>{s.caption}</TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        ) : (
          <Typography color="text.secondary">No snapshots.</Typography>
        )}
      </Paper>
      {research && <HistoryPanel path={library.path} id={l.id} />}
    </Box>
  );
}
