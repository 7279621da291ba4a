import type { PROCESSING_STATUSES } from '@intel/contracts';
import { Box, Button, Tooltip } from '@mui/material';

type TProcessingStatus = (typeof PROCESSING_STATUSES)[number];

const HINT: Partial<Record<TProcessingStatus, string>> = {
  processing: 'Being processed now: this becomes available when it finishes.',
  pending: 'Waiting in the queue: click to queue it again.',
};

/**
 * Process (or again) one raw-data item. Pending items can always be (re)queued; only an item being
 * processed waits, and the tooltip says why (issue 19 item 6).
 */
export function ProcessButton({ status, onProcess }: { status: TProcessingStatus; onProcess: () => void }) {
  const hint = HINT[status];
  const button = (
    <Button onClick={onProcess} disabled={status === 'processing'}>
      {status === 'completed' || status === 'error' ? 'Process again' : 'Process'}
    </Button>
  );
  if (!hint) return button;
  if (status !== 'processing')
    return (
      <Tooltip title={hint} describeChild>
        {button}
      </Tooltip>
    );
  // A disabled button gets no pointer events: the wrapper carries the tooltip (and keyboard focus).
  return (
    <Tooltip title={hint} describeChild>
      <Box component="span" tabIndex={0} sx={{ display: 'inline-flex' }}>
        {button}
      </Box>
    </Tooltip>
  );
}
