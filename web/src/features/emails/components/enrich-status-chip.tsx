import type { TEnrichStatus } from '@intel/contracts';
import { Chip } from '@mui/material';

const LOOK = {
  pending: { label: 'Pending', color: 'default' },
  complete: { label: 'Enriched', color: 'success' },
  unreachable: { label: 'Unreachable', color: 'warning' },
} as const;

/** Where a domain's enrichment stands: pending (not looked up yet), complete, or unreachable (no answer). */
export function EnrichStatusChip({ status }: { status: TEnrichStatus }) {
  const look = LOOK[status];
  return <Chip size="small" variant="outlined" color={look.color} label={look.label} data-status={status} />;
}
