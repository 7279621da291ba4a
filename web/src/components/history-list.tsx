import type { THistoryChange } from '@intel/contracts';
import {
  Box,
  List,
  ListItem,
  ListItemText,
  Paper,
  Table,
  TableBody,
  TableCell,
  TableRow,
  Typography,
} from '@mui/material';
import { formatDateTime } from '../lib/dates.ts';
import { useHistory } from '../lib/resource-api.ts';
import { HISTORY_ACTION_LABELS, humanize, labelOf } from '../lib/words.ts';

/** Who changed what and when (research team only). */
export function HistoryList({ path, id }: { path: string; id: number }) {
  const { data, error, isPending } = useHistory(path, id);
  if (isPending) return <Typography color="text.secondary">Loading history…</Typography>;
  if (error) return <Typography color="error">Could not load the history: {error.message}</Typography>;
  if (!data.length) return <Typography color="text.secondary">No changes recorded.</Typography>;
  return (
    <List dense aria-label="History">
      {data.map((h) => (
        <ListItem key={h.id} disableGutters sx={{ display: 'block' }}>
          <ListItemText
            primary={`${labelOf(HISTORY_ACTION_LABELS, h.action)}${
              !h.changes.length && h.fields.length && h.action === 'update'
                ? `: ${h.fields.map(humanize).join(', ')}`
                : ''
            }`}
            secondary={`${formatDateTime(h.at)} · ${h.user ?? 'system'}`}
          />
          {h.changes.length > 0 && <ChangeTable changes={h.changes} created={h.action !== 'update'} />}
        </ListItem>
      ))}
    </List>
  );
}

/** Each changed field with its value before → after (a creation, or another action, shows only the values it concerned). */
function ChangeTable({ changes, created }: { changes: THistoryChange[]; created: boolean }) {
  const empty = (
    <Typography component="span" color="text.secondary" sx={{ fontStyle: 'italic' }}>
      empty
    </Typography>
  );
  return (
    <Table size="small" aria-label="Changed fields" sx={{ mb: 1 }}>
      <TableBody>
        {changes.map((c) => (
          <TableRow key={c.field}>
            <TableCell component="th" scope="row" sx={{ width: '30%', verticalAlign: 'top' }}>
              {c.label}
            </TableCell>
            <TableCell sx={{ overflowWrap: 'anywhere' }}>
              {created ? (
                (c.to ?? empty)
              ) : (
                <>
                  <Box component="del" sx={{ color: 'text.secondary' }}>
                    {c.from ?? empty}
                  </Box>
                  {' → '}
                  <Box component="ins" sx={{ textDecoration: 'none', fontWeight: 500 }}>
                    {c.to ?? empty}
                  </Box>
                </>
              )}
            </TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}

/** The History box of a detail screen. */
export function HistoryPanel({ path, id }: { path: string; id: number }) {
  return (
    <Paper variant="outlined" sx={{ p: 2 }}>
      <Typography variant="h6" component="h2" gutterBottom>
        History
      </Typography>
      <HistoryList path={path} id={id} />
    </Paper>
  );
}
