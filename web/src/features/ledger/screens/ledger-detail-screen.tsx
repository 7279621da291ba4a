import type { TLedgerEntry } from '@intel/contracts';
import { Box, Button, Chip, Link as MuiLink, Paper, Stack, Typography } from '@mui/material';
import { Link, useParams } from 'react-router';
import { AddToList } from '../../../components/add-to-list.tsx';
import { DetailFields } from '../../../components/detail-fields.tsx';
import { ExploreNetworkButton } from '../../../components/explore-network.tsx';
import { FullPageSpinner } from '../../../components/full-page-spinner.tsx';
import { HistoryPanel } from '../../../components/history-list.tsx';
import { LoadError } from '../../../components/load-error.tsx';
import { formatPartialDate } from '../../../components/partial-date-field.tsx';
import { VisibilityChip } from '../../../components/visibility-chip.tsx';
import { isResearch, useAuth } from '../../../lib/auth-store.ts';
import { useResource } from '../../../lib/resource-api.ts';
import { ledger } from '../api/ledger.ts';

export function LedgerDetailScreen() {
  const { id } = useParams();
  const auth = useAuth();
  const { data: l, error, isPending } = useResource<TLedgerEntry>(ledger.path, id);
  if (isPending) return <FullPageSpinner />;
  if (error) return <LoadError error={error} />;
  const research = isResearch(auth);
  return (
    <Box>
      <Stack direction="row" spacing={2} useFlexGap sx={{ alignItems: 'center', mb: 2, flexWrap: 'wrap' }}>
        <Box sx={{ flexGrow: 1 }}>
          <Typography variant="h4" component="h1">
            {l.name}
          </Typography>
          {/* The organization is named only when the caller may see it. */}
          {l.organization_id !== null && (
            <MuiLink component={Link} to={`/organizations/${l.organization_id}`}>
              {l.organization_name}
            </MuiLink>
          )}
        </Box>
        <Chip label={l.vehicle_type} color="primary" />
        <VisibilityChip value={l.visibility} />
        <ExploreNetworkButton kind="ledger" id={l.id} />
        {research && (
          <Button variant="contained" component={Link} to={`/ledger/${l.id}/edit`}>
            Edit
          </Button>
        )}
      </Stack>
      <Paper variant="outlined" sx={{ p: 2, mb: 2 }}>
        <DetailFields
          items={[
            ['Currency', l.inv_currency],
            ['Invested', formatPartialDate(l.inv_date)],
            ['Risk', l.inv_risk],
            ['Owned', l.owned ? 'Yes' : 'No'],
            ['Owner', l.owner],
            ['Ownership', l.ownership_percentage !== null ? `${l.ownership_percentage}%` : null],
            [
              'Public link',
              l.public_url && (
                <MuiLink href={l.public_url} target="_blank" rel="noopener noreferrer">
                  {l.public_url}
                </MuiLink>
              ),
            ],
            ...(research
              ? ([
                  ['Private link', l.private_url],
                  ['Admin notes', l.admin_notes],
                ] as [string, string | null | undefined][])
              : []),
            ['Keywords', l.keywords.map((k) => k.name).join(', ')],
            ['Lists', l.lists_as_item.map((x) => x.name).join(', ')],
          ]}
        />
        {research && <AddToList type="LedgerList" itemId={l.id} onLists={l.lists_as_item.map((x) => x.id)} />}
      </Paper>
      {research && <HistoryPanel path={ledger.path} id={l.id} />}
    </Box>
  );
}
