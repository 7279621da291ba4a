import { type TEntityKind, totalOf } from '@intel/contracts';
import { Alert, Button, Card, CardActionArea, CardContent, Grid, Typography } from '@mui/material';
import { Link } from 'react-router';
import { tenantLabel, useTenant } from '../../../app/tenant-context.tsx';
import { FullPageSpinner } from '../../../components/full-page-spinner.tsx';
import { isResearch, useAuth } from '../../../lib/auth-store.ts';
import { useEntityCounts } from '../../../lib/counts.ts';
import { CountBadge } from '../components/count-badge.tsx';
import { FirstSteps } from '../components/first-steps.tsx';
import { WorkQueue } from '../components/work-queue.tsx';

const CARDS: { title: string; to: string; kinds: TEntityKind[]; description: string }[] = [
  {
    title: 'Intelbooks',
    to: '/facts/view',
    kinds: ['facts'],
    description: 'Facts as bullet points, organised into categories and sections.',
  },
  {
    title: 'Lists',
    to: '/lists',
    kinds: ['library_lists', 'organizations_lists', 'people_lists', 'ledger_lists'],
    description: 'Curated lists of organizations, people, ledger entries and library items.',
  },
  {
    title: 'Library',
    to: '/library',
    kinds: ['library'],
    description: 'Articles, reports, podcasts, books and more, with their authors and publishers.',
  },
  {
    title: 'Ledger',
    to: '/ledger',
    kinds: ['ledger_entries'],
    description: 'Investment vehicles — VC, FA and PE — with their ownership and dates.',
  },
  {
    title: 'Organizations',
    to: '/organizations',
    kinds: ['organizations'],
    description: 'Companies, funds and institutions with their people and history.',
  },
  {
    title: 'People',
    to: '/people',
    kinds: ['people'],
    description: 'Founders, investors and experts, and where they work.',
  },
];

export function HomeScreen() {
  const auth = useAuth();
  const tenant = useTenant();
  const { data, error, isPending, refetch } = useEntityCounts();
  if (isPending) return <FullPageSpinner label="Loading counts" />;
  if (error) {
    return (
      <Alert severity="error" action={<Button onClick={() => refetch()}>Retry</Button>}>
        Could not load the counts: {error.message}
      </Alert>
    );
  }
  // A new workspace has nothing to count yet: it gets first steps, not a grid of "-".
  const empty = !!auth && CARDS.every((card) => card.kinds.every((k) => totalOf(data[k]) === 0));
  return (
    <>
      <Typography variant="h5" component="h1" sx={{ mb: 2 }}>
        {tenantLabel(tenant)}
      </Typography>
      {empty && <FirstSteps />}
      <Grid container spacing={2} component="section" aria-label="What is inside">
        {CARDS.map((card) => (
          <Grid key={card.title} size={{ xs: 12, sm: 6, lg: 4 }}>
            <Card variant="outlined" sx={{ height: '100%' }}>
              {/* The link holds the title and the counts, so its name carries them (WCAG 2.5.3: the name is what is shown). */}
              <CardActionArea component={Link} to={card.to}>
                <CardContent sx={{ pb: 1 }}>
                  <Typography variant="h6" component="h2" gutterBottom>
                    {card.title}
                  </Typography>
                  {empty ? (
                    <Typography color="text.secondary">None yet</Typography>
                  ) : (
                    <CountBadge counts={card.kinds.map((k) => data[k] ?? { public_count: 0 })} loggedIn={!!auth} />
                  )}
                </CardContent>
              </CardActionArea>
              <CardContent sx={{ pt: 0 }}>
                <Typography variant="body2" color="text.secondary">
                  {card.description}
                </Typography>
              </CardContent>
            </Card>
          </Grid>
        ))}
      </Grid>
      {isResearch(auth) && <WorkQueue />}
    </>
  );
}
