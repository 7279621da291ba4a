import type { TOrganization } from '@intel/contracts';
import { Box, Button, Chip, Grid, Link as MuiLink, Paper, Stack, Typography } from '@mui/material';
import { Link, useParams } from 'react-router';
import { AddToList } from '../../../components/add-to-list.tsx';
import { DetailFields } from '../../../components/detail-fields.tsx';
import { ExploreNetworkButton } from '../../../components/explore-network.tsx';
import { FullPageSpinner } from '../../../components/full-page-spinner.tsx';
import { HistoryPanel } from '../../../components/history-list.tsx';
import { LoadError } from '../../../components/load-error.tsx';
import { MergePanel } from '../../../components/merge-panel.tsx';
import { OrgAvatar } from '../../../components/org-avatar.tsx';
import { formatPartialDate } from '../../../components/partial-date-field.tsx';
import { Timeline } from '../../../components/timeline.tsx';
import { VisibilityChip } from '../../../components/visibility-chip.tsx';
import { WatchButton } from '../../../components/watch-button.tsx';
import { isResearch, useAuth } from '../../../lib/auth-store.ts';
import { useResource } from '../../../lib/resource-api.ts';
import { organizations, useOrganizationVehicles } from '../api/organizations.ts';
import { PeopleLinks } from '../components/people-links.tsx';

export function OrganizationDetailScreen() {
  const { id } = useParams();
  const auth = useAuth();
  const { data: o, error, isPending } = useResource<TOrganization>(organizations.path, id);
  const vehicles = useOrganizationVehicles(id);
  if (isPending) return <FullPageSpinner />;
  if (error) return <LoadError error={error} />;
  const research = isResearch(auth);
  return (
    <Box>
      <Stack direction="row" spacing={2} useFlexGap sx={{ alignItems: 'center', mb: 2, flexWrap: 'wrap' }}>
        <OrgAvatar name={o.name_dba} website={o.website} size={56} />
        <Box sx={{ flexGrow: 1 }}>
          <Typography variant="h4" component="h1">
            {o.name_dba}
          </Typography>
          <Typography color="text.secondary">{o.name_inc}</Typography>
        </Box>
        <VisibilityChip value={o.visibility} />
        <WatchButton type="Organization" id={o.id} />
        <ExploreNetworkButton kind="organizations" id={o.id} />
        {research && (
          <Button variant="contained" component={Link} to={`/organizations/${o.id}/edit`}>
            Edit
          </Button>
        )}
      </Stack>
      <Grid container spacing={2}>
        <Grid size={{ xs: 12, md: 8 }}>
          <Paper variant="outlined" sx={{ p: 2, mb: 2 }}>
            <DetailFields
              items={[
                ['Description', o.description],
                ['Ownership type', o.ownership_type],
                ['Founded', formatPartialDate(o.founding_date)],
                [
                  'Website',
                  o.website && (
                    <MuiLink href={o.website} target="_blank" rel="noopener noreferrer">
                      {o.website}
                    </MuiLink>
                  ),
                ],
                ['Headquarters', [o.hq_city, o.hq_geo].filter(Boolean).join(', ')],
                ['Emails', o.emails.join(', ')],
                ['Phones', o.phones.join(', ')],
                ['Links', o.associated_urls.join('\n')],
                ['Also known as', o.aliases.join(', ')],
                ['Notes', o.notes],
                ...(research ? ([['Admin notes', o.admin_notes]] as [string, string | null | undefined][]) : []),
              ]}
            />
          </Paper>
          <Paper variant="outlined" sx={{ p: 2, mb: 2 }}>
            <Typography variant="h6" component="h2" gutterBottom>
              Investment vehicles
            </Typography>
            {vehicles.data?.results.length ? (
              <Stack spacing={0.5}>
                {vehicles.data.results.map((v) => (
                  <MuiLink key={v.id} component={Link} to={`/ledger/${v.id}`}>
                    {v.name} · {v.vehicle_type}
                    {v.ownership_percentage !== null ? ` · ${v.ownership_percentage}%` : ''}
                  </MuiLink>
                ))}
              </Stack>
            ) : (
              <Typography color="text.secondary">No vehicles.</Typography>
            )}
            {research && (
              <Button size="small" sx={{ mt: 1 }} component={Link} to={`/ledger/create?organization=${o.id}`}>
                Add a vehicle
              </Button>
            )}
          </Paper>
          <Timeline kind="organizations" id={o.id} />
        </Grid>
        <Grid size={{ xs: 12, md: 4 }}>
          <Paper variant="outlined" sx={{ p: 2, mb: 2 }}>
            <Typography variant="h6" component="h2" gutterBottom>
              People
            </Typography>
            <PeopleLinks org={o} canEdit={research} />
          </Paper>
          <Paper variant="outlined" sx={{ p: 2, mb: 2 }}>
            <Typography variant="h6" component="h2" gutterBottom>
              Keywords and lists
            </Typography>
            <Box sx={{ display: 'flex', gap: 0.5, flexWrap: 'wrap', mb: 1 }}>
              {o.keywords.map((k) => (
                <Chip key={k.id} size="small" label={k.name} />
              ))}
            </Box>
            {o.lists_as_item.map((l) => (
              <MuiLink key={l.id} component={Link} to={`/lists/organizations/${l.slug}`} sx={{ display: 'block' }}>
                {l.name}
              </MuiLink>
            ))}
            {!o.keywords.length && !o.lists_as_item.length && <Typography color="text.secondary">None.</Typography>}
            {research && (
              <AddToList type="OrganizationsList" itemId={o.id} onLists={o.lists_as_item.map((l) => l.id)} />
            )}
          </Paper>
          {research && (
            <Paper variant="outlined" sx={{ p: 2, mb: 2 }}>
              <Typography variant="h6" component="h2" gutterBottom>
                Merge
              </Typography>
              <MergePanel
                path="/assets/organizations"
                id={o.id}
                noun="organization"
                label={(r) => String(r.name_dba)}
              />
            </Paper>
          )}
          {research && <HistoryPanel path="/assets/organizations" id={o.id} />}
        </Grid>
      </Grid>
    </Box>
  );
}
