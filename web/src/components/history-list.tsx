import type { THistoryEntry } from '@intel/contracts';
import { List, ListItem, ListItemText, Paper, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { api } from '../lib/api-client.ts';

/** Who changed what and when (research team only). */
export function HistoryList({ path, id }: { path: string; id: number }) {
  const { data, error, isPending } = useQuery({
    queryKey: [path, 'history', id],
    queryFn: () => api<THistoryEntry[]>(`${path}/${id}/history/`),
  });
  if (isPending) return <Typography color="text.secondary">Loading history…</Typography>;
  if (error) return <Typography color="error">Could not load the history: {error.message}</Typography>;
  if (!data.length) return <Typography color="text.secondary">No changes recorded.</Typography>;
  return (
    <List dense aria-label="History">
      {data.map((h) => (
        <ListItem key={h.id} disableGutters>
          <ListItemText
            primary={`${h.action}${h.fields.length && h.action === 'update' ? `: ${h.fields.join(', ')}` : ''}`}
            secondary={`${new Date(h.at).toLocaleString()} · ${h.user ?? 'system'}`}
          />
        </ListItem>
      ))}
    </List>
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
