import { Alert, Button } from '@mui/material';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { Link, useLocation, useSearchParams } from 'react-router';
import { formatDateTime } from '../../../lib/dates.ts';
import { markWorkQueueSeen } from '../../../lib/work-queue.ts';

/**
 * Above the raw data list: opened from the home's work queue, it counts as the researcher's visit (the
 * queue counts from now); filtered to what was processed since a time, it says so, with the way back
 * to everything.
 */
export function WorkQueueVisit() {
  const queryClient = useQueryClient();
  const location = useLocation();
  const [params] = useSearchParams();
  const since = params.get('processed_since');
  const fromQueue = (location.state as { workQueue?: boolean } | null)?.workQueue === true;
  const marked = useRef<string | null>(null);
  useEffect(() => {
    // Once per arrival (a re-render or StrictMode's second effect is not a second visit).
    if (!fromQueue || marked.current === location.key) return;
    marked.current = location.key;
    markWorkQueueSeen(queryClient).catch(() => undefined);
  }, [fromQueue, location.key, queryClient]);
  if (!since) return null;
  return (
    <Alert
      severity="info"
      sx={{ mb: 2 }}
      action={
        <Button color="inherit" size="small" component={Link} to="/rawdata?tab=1">
          Show all
        </Button>
      }
    >
      Processed since {formatDateTime(since)}.
    </Alert>
  );
}
