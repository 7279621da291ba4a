import type { TBucket, TRawData } from '@intel/contracts';
import BoltIcon from '@mui/icons-material/Bolt';
import { Alert, Box, Button, Card, CardContent, Grid, Stack, Typography } from '@mui/material';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Link } from 'react-router';
import { toast } from 'react-toastify';
import { ResourceTable } from '../../../components/resource-table.tsx';
import { TabbedScreen } from '../../../components/tabbed-screen.tsx';
import { isResearch, useAuth } from '../../../lib/auth-store.ts';
import { formatDate, formatDateTime } from '../../../lib/dates.ts';
import { formatCount } from '../../../lib/format.ts';
import { plural, RAW_DATA_TYPE_LABELS } from '../../../lib/words.ts';
import { actOnItems, rawData, rawDataBuckets, rawDataKeys, useTypeCounts } from '../api/raw-data-api.ts';
import { ReportDialog } from '../components/report-dialog.tsx';
import { StatusChip } from '../components/status-chip.tsx';
import { WorkQueueVisit } from '../components/work-queue-visit.tsx';

function Overview() {
  const counts = useTypeCounts();
  if (counts.error) return <Alert severity="error">{counts.error.message}</Alert>;
  const card = (label: string, value: number | undefined) => (
    <Grid size={{ xs: 6, md: 3 }} key={label}>
      <Card variant="outlined">
        <CardContent>
          <Typography variant="overline">{label}</Typography>
          <Typography variant="h5">{counts.isPending ? '…' : formatCount(value)}</Typography>
        </CardContent>
      </Card>
    </Grid>
  );
  return (
    <Stack spacing={2}>
      <Stack direction="row" spacing={1}>
        <Button variant="contained" startIcon={<BoltIcon />} component={Link} to="/shortcuts">
          Quick Collection
        </Button>
        <Button variant="outlined" component={Link} to="/rawdata/create">
          Add raw data
        </Button>
        <Button component={Link} to="/taggingrules">
          Tagging rules
        </Button>
        <Button component={Link} to="/urls">
          Source URLs
        </Button>
        <Button component={Link} to="/rawdata/rejected-names">
          Rejected names
        </Button>
      </Stack>
      <Typography variant="subtitle1">By type</Typography>
      <Grid container spacing={2}>
        {card('All', counts.data?.total)}
        {card('Text', counts.data?.by_type.text)}
        {card('Files', counts.data?.by_type.file)}
        {card('URLs', counts.data?.by_type.url)}
        {card('Quick', counts.data?.by_type.quick)}
      </Grid>
      <Typography variant="subtitle1">By status</Typography>
      <Grid container spacing={2}>
        {card('Pending', counts.data?.by_status.pending)}
        {card('Processing', counts.data?.by_status.processing)}
        {card('Completed', counts.data?.by_status.completed)}
        {card('Errors', counts.data?.by_status.error)}
      </Grid>
    </Stack>
  );
}

function Items() {
  const auth = useAuth();
  const queryClient = useQueryClient();
  const [reportIds, setReportIds] = useState<number[] | null>(null);
  const act = async (label: string, path: string, ids: number[], clear: () => void) => {
    try {
      await actOnItems(path, ids);
      toast.success(label);
      clear();
      await queryClient.invalidateQueries({ queryKey: rawDataKeys.all });
    } catch (e) {
      toast.error((e as Error).message);
    }
  };
  return (
    <>
      <WorkQueueVisit />
      <ResourceTable<TRawData>
        path={rawData.path}
        noun="raw data"
        canWrite={isResearch(auth)}
        createHref="/rawdata/create"
        rowHref={(r) => `/rawdata/${r.id}/edit`}
        bulkActions={(ids, clear) => (
          <>
            <Button
              onClick={() =>
                act(`${plural(ids.length, 'item')} queued for processing.`, '/raw-data/process/', ids, clear)
              }
            >
              Process
            </Button>
            <Button onClick={() => setReportIds(ids)}>Report</Button>
            <Button
              onClick={() => act(`${ids.length} library entr(ies) created.`, '/raw-data/send_to_library/', ids, clear)}
            >
              Send to library
            </Button>
          </>
        )}
        columns={[
          {
            key: 'title',
            label: 'Title',
            sort: 'title',
            render: (r) => (
              <Box>
                <strong>{r.title || 'Untitled'}</strong>
                <Typography variant="caption" color="text.secondary" sx={{ display: 'block' }}>
                  {r.text.slice(0, 120)}
                </Typography>
              </Box>
            ),
          },
          { key: 'type', label: 'Type', render: (r) => RAW_DATA_TYPE_LABELS[r.type] },
          { key: 'status', label: 'Status', sort: 'processing_status', render: (r) => <StatusChip item={r} /> },
          {
            key: 'found',
            label: 'Found',
            render: (r) =>
              `${r.entities.length} linked · ${r.suggested_entities.filter((s) => s.status === 'suggested').length} suggested`,
          },
          { key: 'source', label: 'Source', render: (r) => r.source?.alias ?? r.source?.url ?? '' },
          { key: 'buckets', label: 'Buckets', render: (r) => r.buckets.map((b) => b.name).join(', ') },
          {
            key: 'updated',
            label: 'Updated',
            sort: 'updated_at',
            render: (r) => formatDateTime(r.updated_at),
          },
        ]}
      />
      <ReportDialog ids={reportIds ?? []} open={!!reportIds} onClose={() => setReportIds(null)} />
    </>
  );
}

/** `rawdata`: tab 0 overview, `?tab=1` the items, `?tab=2` the buckets (SPEC §2). */
export function RawDataScreen() {
  const auth = useAuth();
  return (
    <TabbedScreen
      title="Raw Data"
      tabs={[
        { label: 'Overview', content: <Overview /> },
        { label: 'Items', content: <Items /> },
        {
          label: 'Buckets',
          content: (
            <ResourceTable<TBucket>
              path={rawDataBuckets.path}
              noun="buckets"
              canWrite={isResearch(auth)}
              createHref="/rawdata/buckets/create"
              rowHref={(b) => `/rawdata/buckets/${b.id}/edit`}
              columns={[
                { key: 'name', label: 'Name', sort: 'name', render: (b) => <strong>{b.name}</strong> },
                {
                  key: 'items',
                  label: 'Items',
                  render: (b) => <Link to={`/rawdata?tab=1&bucket=${b.id}`}>{formatCount(b.raw_data_count)}</Link>,
                },
                {
                  key: 'updated',
                  label: 'Updated',
                  sort: 'updated_at',
                  render: (b) => formatDate(b.updated_at),
                },
              ]}
            />
          ),
        },
      ]}
    />
  );
}
