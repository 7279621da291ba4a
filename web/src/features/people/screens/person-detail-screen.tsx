import type { TPerson } from '@intel/contracts';
import { Box, Button, Chip, Grid, Link as MuiLink, Paper, Stack, Typography } from '@mui/material';
import { Link, useParams } from 'react-router';
import { AddToList } from '../../../components/add-to-list.tsx';
import { DetailFields } from '../../../components/detail-fields.tsx';
import { ExploreNetworkButton } from '../../../components/explore-network.tsx';
import { FullPageSpinner } from '../../../components/full-page-spinner.tsx';
import { HistoryPanel } from '../../../components/history-list.tsx';
import { LoadError } from '../../../components/load-error.tsx';
import { MergePanel } from '../../../components/merge-panel.tsx';
import { formatPartialDate } from '../../../components/partial-date-field.tsx';
import { Timeline } from '../../../components/timeline.tsx';
import { VisibilityChip } from '../../../components/visibility-chip.tsx';
import { WatchButton } from '../../../components/watch-button.tsx';
import { isResearch, useAuth } from '../../../lib/auth-store.ts';
import { formatCalendarDate } from '../../../lib/dates.ts';
import { useResource } from '../../../lib/resource-api.ts';
import { people } from '../api/people.ts';

export function PersonDetailScreen() {
  const { id } = useParams();
  const auth = useAuth();
  const { data: p, error, isPending } = useResource<TPerson>(people.path, id);
  if (isPending) return <FullPageSpinner />;
  if (error) return <LoadError error={error} />;
  const research = isResearch(auth);
  const gender = p.gender === 'M' ? 'Male' : p.gender === 'F' ? 'Female' : null;
  return (
    <Box>
      <Stack direction="row" spacing={2} useFlexGap sx={{ alignItems: 'center', mb: 2, flexWrap: 'wrap' }}>
        <Box sx={{ flexGrow: 1 }}>
          <Typography variant="h4" component="h1">
            {p.display_name}
          </Typography>
          <Typography color="text.secondary">{p.professional_profile}</Typography>
        </Box>
        <VisibilityChip value={p.visibility} />
        <WatchButton type="Person" id={p.id} />
        <ExploreNetworkButton kind="people" id={p.id} />
        {research && (
          <Button variant="contained" component={Link} to={`/people/${p.id}/edit`}>
            Edit
          </Button>
        )}
      </Stack>
      <Grid container spacing={2}>
        <Grid size={{ xs: 12, md: 8 }}>
          <Paper variant="outlined" sx={{ p: 2, mb: 2 }}>
            <DetailFields
              items={[
                ['Given name', p.name_given],
                ['Family name', p.name_family],
                ['Nickname', p.name_nickname],
                ['Legal name', p.name_legal],
                ['Also known as', p.aliases.join(', ')],
                ['Gender', gender],
                ['Born', formatPartialDate(p.birth_date)],
                ['Passport', [p.passport_city, p.passport_country].filter(Boolean).join(', ')],
                [
                  'Address',
                  [
                    p.current_address_street,
                    p.current_address_zipcode,
                    p.current_address_city,
                    p.current_address_reference,
                  ]
                    .filter(Boolean)
                    .join(', '),
                ],
                [
                  'Main link',
                  p.main_url && (
                    <MuiLink href={p.main_url} target="_blank" rel="noopener noreferrer">
                      {p.main_url}
                    </MuiLink>
                  ),
                ],
                ['Emails', p.emails.join(', ')],
                ['Phones', p.phones.join(', ')],
                ['Links', p.associated_urls.join('\n')],
                [
                  'Met at',
                  [p.met_event_name, p.met_event_date && formatCalendarDate(p.met_event_date, 'day')]
                    .filter(Boolean)
                    .join(', '),
                ],
                ['About', p.about],
                ['Notes', p.notes],
                ...(research ? ([['Admin notes', p.admin_notes]] as [string, string | null | undefined][]) : []),
              ]}
            />
          </Paper>
          <Timeline kind="people" id={p.id} />
        </Grid>
        <Grid size={{ xs: 12, md: 4 }}>
          <Paper variant="outlined" sx={{ p: 2, mb: 2 }}>
            <Typography variant="h6" component="h2" gutterBottom>
              Organizations
            </Typography>
            {p.organizations.length ? (
              p.organizations.map((o) => (
                <MuiLink key={o.id} component={Link} to={`/organizations/${o.id}`} sx={{ display: 'block' }}>
                  {o.name}
                  {o.role ? ` — ${o.role}` : ''}
                </MuiLink>
              ))
            ) : (
              <Typography color="text.secondary">None linked.</Typography>
            )}
          </Paper>
          <Paper variant="outlined" sx={{ p: 2, mb: 2 }}>
            <Typography variant="h6" component="h2" gutterBottom>
              Keywords and lists
            </Typography>
            <Box sx={{ display: 'flex', gap: 0.5, flexWrap: 'wrap', mb: 1 }}>
              {p.keywords.map((k) => (
                <Chip key={k.id} size="small" label={k.name} />
              ))}
            </Box>
            {p.lists_as_item.map((l) => (
              <MuiLink key={l.id} component={Link} to={`/lists/people/${l.slug}`} sx={{ display: 'block' }}>
                {l.name}
              </MuiLink>
            ))}
            {research && <AddToList type="PeopleList" itemId={p.id} onLists={p.lists_as_item.map((l) => l.id)} />}
          </Paper>
          {research && (
            <Paper variant="outlined" sx={{ p: 2, mb: 2 }}>
              <Typography variant="h6" component="h2" gutterBottom>
                Merge
              </Typography>
              <MergePanel path={people.path} id={p.id} noun="person" label={(r) => String(r.display_name)} />
            </Paper>
          )}
          {research && <HistoryPanel path={people.path} id={p.id} />}
        </Grid>
      </Grid>
    </Box>
  );
}
