import type { TRawData } from '@intel/contracts';
import { Alert, Box, Card, CardContent, Grid, List, ListItem, ListItemText, Typography } from '@mui/material';
import { type ReactNode, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { formatTime } from '../../../lib/dates.ts';
import { useResource } from '../../../lib/resource-api.ts';
import { plural, RAW_DATA_TYPE_LABELS } from '../../../lib/words.ts';
import { rawData } from '../api/raw-data-api.ts';
import { Bookmarklet } from '../components/bookmarklet.tsx';
import { CollectForm } from '../components/collect-form.tsx';
import { StatusChip } from '../components/status-chip.tsx';

/** One item added here, its status kept live by the stream (the cache entry is patched in place). */
function AddedItem({ first }: { first: TRawData }) {
  const live = useResource<TRawData>(rawData.path, first.id);
  const item = live.data ?? first;
  const open = item.suggested_entities.filter((s) => s.status === 'suggested').length;
  return (
    <ListItem
      disableGutters
      secondaryAction={<StatusChip item={item} />}
      data-testid={`collected-${item.id}`}
      data-status={item.processing_status}
    >
      <ListItemText
        primary={<Link to={`/rawdata/${item.id}/edit`}>{item.title || 'Untitled'}</Link>}
        secondary={
          item.processing_status === 'completed'
            ? `${plural(item.entities.length, 'linked record')}, ${plural(open, 'suggestion')} to review`
            : (item.error_message ?? `${RAW_DATA_TYPE_LABELS[item.type]} · added ${formatTime(item.created_at)}`)
        }
      />
    </ListItem>
  );
}

/** Only web addresses are taken from the query string. */
const webUrl = (value: string | null) => (value && /^https?:\/\//i.test(value) ? value : '');

/**
 * `shortcuts` — Quick Collection: paste text, drop a file or give a URL; each is processed at once.
 * The bookmarklet opens it as `/shortcuts/?url=…&title=…&text=…` with the page the user was reading.
 */
export function ShortcutsScreen() {
  const [params] = useSearchParams();
  const shared = {
    url: webUrl(params.get('url')),
    title: (params.get('title') ?? '').slice(0, 300),
    text: (params.get('text') ?? '').slice(0, 100_000),
  };
  const fromPage = !!(shared.url || shared.text);
  const [added, setAdded] = useState<TRawData[]>([]);
  const onDone = (item: TRawData) => setAdded((a) => [item, ...a]);
  const card = (title: string, body: ReactNode) => (
    <Grid size={{ xs: 12, md: 4 }}>
      <Card variant="outlined" sx={{ height: '100%' }}>
        <CardContent>
          <Typography variant="h6" component="h2" sx={{ mb: 1 }}>
            {title}
          </Typography>
          {body}
        </CardContent>
      </Card>
    </Grid>
  );
  return (
    <Box>
      <Typography variant="h5" component="h1" sx={{ mb: 2 }}>
        Quick Collection
      </Typography>
      {fromPage && (
        <Alert severity="info" sx={{ mb: 2 }} data-testid="from-page">
          From the page {shared.title ? `“${shared.title}”` : shared.url}:{' '}
          {shared.text ? 'add the selected text, or fetch the whole page.' : 'fetch the page.'}
        </Alert>
      )}
      <Grid container spacing={2}>
        {card(
          'Paste text',
          <CollectForm
            mode="text"
            quick
            submitLabel="Add text"
            onDone={onDone}
            initial={shared.text ? { text: shared.text, title: shared.title } : undefined}
          />,
        )}
        {card('Drop a file', <CollectForm mode="file" submitLabel="Upload" onDone={onDone} />)}
        {card(
          'Give a URL',
          <CollectForm
            mode="url"
            submitLabel="Fetch"
            onDone={onDone}
            initial={shared.url ? { url: shared.url, title: shared.title } : undefined}
          />,
        )}
      </Grid>
      <Typography variant="h6" component="h2" sx={{ mt: 3 }}>
        Added in this session
      </Typography>
      {added.length === 0 ? (
        <Typography variant="body2" color="text.secondary">
          Nothing yet. Items you add appear here with their processing status, updated live.
        </Typography>
      ) : (
        <List aria-label="Added items">
          {added.map((item) => (
            <AddedItem key={item.id} first={item} />
          ))}
        </List>
      )}
      <Bookmarklet />
    </Box>
  );
}
