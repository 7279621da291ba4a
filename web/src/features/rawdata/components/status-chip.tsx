import type { TRawData } from '@intel/contracts';
import { Chip, CircularProgress, Tooltip } from '@mui/material';
import { PROCESSING_STATUS_LABELS } from '../../../lib/words.ts';

const COLOR = { pending: 'default', processing: 'info', completed: 'success', error: 'error' } as const;

/** The processing status of an item; live updates change it in place. */
export function StatusChip({ item }: { item: Pick<TRawData, 'processing_status' | 'error_message'> }) {
  const status = item.processing_status;
  const failed = status === 'error' || !!item.error_message;
  const chip = (
    <Chip
      size="small"
      color={failed ? 'error' : COLOR[status]}
      label={
        failed && status !== 'error'
          ? `${PROCESSING_STATUS_LABELS[status]} (with errors)`
          : PROCESSING_STATUS_LABELS[status]
      }
      icon={status === 'processing' ? <CircularProgress size={12} /> : undefined}
      data-status={status}
    />
  );
  return item.error_message ? (
    <Tooltip title={item.error_message} describeChild>
      {chip}
    </Tooltip>
  ) : (
    chip
  );
}
