import type { TReportStatus } from '@intel/contracts';
import {
  Alert,
  Box,
  Button,
  Chip,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  Divider,
  LinearProgress,
  List,
  ListItem,
  ListItemText,
  Typography,
} from '@mui/material';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import { toast } from 'react-toastify';
import { formatDateTime } from '../../../lib/dates.ts';
import { plural } from '../../../lib/words.ts';
import { downloadReport, reportKeys, reportStatus, startReport } from '../api/raw-data-api.ts';

const ENTITY_PATH: Record<string, string> = { Organization: '/organizations', Person: '/people' };

/** The report document, readable in the page. */
function ReportView({ doc }: { doc: NonNullable<TReportStatus['result']> }) {
  return (
    <Box>
      <Typography variant="h6">{doc.title}</Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
        {plural(doc.overview.documents, 'document')}, {plural(doc.overview.words, 'word')} · generated{' '}
        {formatDateTime(doc.generated_at)}
      </Typography>
      <Typography variant="subtitle2">Entities found</Typography>
      {doc.entities.length === 0 ? (
        <Typography variant="body2" color="text.secondary">
          No organizations or people were found.
        </Typography>
      ) : (
        <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 0.5, mb: 2 }}>
          {doc.entities.map((e) => {
            const base = ENTITY_PATH[e.type];
            const label = `${e.name} · ${e.count}`;
            return e.id && base ? (
              <Chip
                key={`${e.type}${e.id}`}
                label={label}
                component={Link}
                to={`${base}/${e.id}`}
                clickable
                size="small"
              />
            ) : (
              <Chip
                key={`${e.type}${e.name}`}
                label={label}
                size="small"
                variant={e.suggested ? 'outlined' : 'filled'}
                title={e.suggested ? 'Suggested, not yet reviewed' : e.type}
              />
            );
          })}
        </Box>
      )}
      {doc.keywords.length > 0 && (
        <>
          <Typography variant="subtitle2">Keywords</Typography>
          <Typography variant="body2" sx={{ mb: 2 }}>
            {doc.keywords.map((k) => `${k.name} (${k.count})`).join(', ')}
          </Typography>
        </>
      )}
      <Typography variant="subtitle2">Emails and domains</Typography>
      <Typography variant="body2" sx={{ mb: 2 }}>
        {[...doc.emails, ...doc.domains.map((d) => d.domain)].join(', ') || 'None found.'}
      </Typography>
      <Typography variant="subtitle2">Timeline</Typography>
      {doc.timeline.length === 0 ? (
        <Typography variant="body2" color="text.secondary">
          No dates were mentioned.
        </Typography>
      ) : (
        <List dense>
          {doc.timeline.slice(0, 30).map((t) => (
            <ListItem key={`${t.date}${t.text}`} disableGutters>
              <ListItemText primary={t.text} secondary={t.date} />
            </ListItem>
          ))}
        </List>
      )}
      <Divider sx={{ my: 1 }} />
      <Typography variant="subtitle2">Key sentences</Typography>
      {doc.key_sentences.map((s) => (
        <Typography key={s.text} variant="body2" sx={{ borderLeft: 3, borderColor: 'primary.main', pl: 1, my: 1 }}>
          {s.text}
        </Typography>
      ))}
    </Box>
  );
}

/**
 * Generates a report over raw data items: queued, then followed by its status (live events refresh
 * it; a slow poll covers a dropped stream), then shown and downloadable as Markdown or PDF.
 */
export function ReportDialog({ ids, open, onClose }: { ids: number[]; open: boolean; onClose: () => void }) {
  const [taskId, setTaskId] = useState<string | null>(null);
  const start = useMutation({
    mutationFn: () => startReport(ids),
    onSuccess: (r) => setTaskId(r.task_id),
  });
  const status = useQuery({
    queryKey: reportKeys.task(taskId),
    queryFn: () => reportStatus(taskId),
    enabled: !!taskId,
    refetchInterval: (q) => (q.state.data?.status === 'complete' || q.state.data?.status === 'error' ? false : 1500),
  });
  const { mutate, reset } = start;
  useEffect(() => {
    if (open) {
      setTaskId(null);
      reset();
      mutate();
    }
  }, [open, mutate, reset]);
  const report = status.data;
  const done = report?.status === 'complete' && report.result;
  return (
    <Dialog open={open} onClose={onClose} maxWidth="md" fullWidth aria-labelledby="report-title">
      <DialogTitle id="report-title">Report on {plural(ids.length, 'item')}</DialogTitle>
      <DialogContent dividers>
        {start.error && <Alert severity="error">{start.error.message}</Alert>}
        {(start.isPending ||
          (report && report.status !== 'complete' && report.status !== 'error') ||
          (taskId && !report)) && (
          <Box sx={{ py: 2 }}>
            <LinearProgress />
            <Typography variant="body2" sx={{ mt: 1 }}>
              {report?.status === 'running' ? 'Writing the report…' : 'Queued…'}
            </Typography>
          </Box>
        )}
        {report?.status === 'error' && (
          <Alert severity="error">{report.error_message ?? 'The report could not be generated.'}</Alert>
        )}
        {done && report.result && <ReportView doc={report.result} />}
      </DialogContent>
      <DialogActions>
        {done && taskId && (
          <>
            <Button onClick={() => downloadReport(taskId, 'md').catch((e: Error) => toast.error(e.message))}>
              Download Markdown
            </Button>
            <Button onClick={() => downloadReport(taskId, 'pdf').catch((e: Error) => toast.error(e.message))}>
              Download PDF
            </Button>
          </>
        )}
        <Button onClick={onClose}>Close</Button>
      </DialogActions>
    </Dialog>
  );
}
