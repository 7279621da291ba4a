import ChevronRightIcon from '@mui/icons-material/ChevronRight';
import { Alert, List, ListItem, ListItemButton, ListItemText, Paper, Skeleton, Typography } from '@mui/material';
import { Link } from 'react-router';
import { formatDateTime } from '../../../lib/dates.ts';
import { plural } from '../../../lib/words.ts';
import { FROM_WORK_QUEUE, processedHref, useWorkQueue } from '../../../lib/work-queue.ts';

type Row = { key: string; count: number; text: string; hint: string; to: string; state?: unknown };

/**
 * The research team's day, below the home cards (issue 36 item 5): documents processed since their
 * last visit and suggestions waiting, each with its count and one click to the list that holds them.
 */
export function WorkQueue() {
  const queue = useWorkQueue(true);
  const body = () => {
    if (queue.isPending) return <Skeleton variant="rounded" height={120} aria-label="Loading your work queue" />;
    if (queue.error) return <Alert severity="error">Could not load your work queue: {queue.error.message}</Alert>;
    const q = queue.data;
    const processed = `${plural(q.processed, 'document')}${q.processed_capped ? '+' : ''} processed`;
    const rows: Row[] = [
      {
        key: 'processed',
        count: q.processed,
        text: q.since ? `${processed} since your last visit` : `${processed} to look at`,
        hint: q.since ? `Last visit ${formatDateTime(q.since)}` : 'Everything processed so far: your first visit',
        to: processedHref(q.since),
        state: FROM_WORK_QUEUE,
      },
      {
        key: 'organizations',
        count: q.suggestions.organizations,
        text: `${plural(q.suggestions.organizations, 'suggested organization')} to review`,
        hint: 'Found in raw data: accept, merge or reject',
        to: '/organizations?tab=2',
      },
      {
        key: 'people',
        count: q.suggestions.people,
        text: `${plural(q.suggestions.people, 'suggested person', 'suggested people')} to review`,
        hint: 'Found in raw data: accept, merge or reject',
        to: '/people?tab=2',
      },
    ];
    return (
      <List disablePadding>
        {rows.map((r) =>
          r.count > 0 ? (
            <ListItem key={r.key} disablePadding>
              <ListItemButton component={Link} to={r.to} state={r.state}>
                <ListItemText primary={r.text} secondary={r.hint} />
                <ChevronRightIcon aria-hidden color="action" />
              </ListItemButton>
            </ListItem>
          ) : (
            <ListItem key={r.key}>
              <ListItemText
                primary={r.text.replace(/^0 /, 'No ')}
                slotProps={{ primary: { color: 'text.secondary' } }}
              />
            </ListItem>
          ),
        )}
      </List>
    );
  };
  return (
    <Paper variant="outlined" component="section" aria-labelledby="work-queue-title" sx={{ mt: 3, p: 2 }}>
      <Typography id="work-queue-title" variant="h6" component="h2" gutterBottom>
        Your work queue
      </Typography>
      {body()}
    </Paper>
  );
}
