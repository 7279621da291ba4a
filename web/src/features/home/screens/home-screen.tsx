import type { TEntityKind } from '@intel/contracts';
import { Alert, Button, Card, CardActionArea, CardContent, Grid, Typography } from '@mui/material';
import { Link } from 'react-router';
import { FullPageSpinner } from '../../../components/full-page-spinner.tsx';
import { useAuth } from '../../../lib/auth-store.ts';
import { useEntityCounts } from '../../../lib/counts.ts';
import { CountBadge } from '../components/count-badge.tsx';

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
  const { data, error, isPending, refetch } = useEntityCounts();
  if (isPending) return <FullPageSpinner label="Loading counts" />;
  if (error) {
    return (
      <Alert severity="error" action={<Button onClick={() => refetch()}>Retry</Button>}>
        Could not load the counts: {error.message}
      </Alert>
    );
  }
  return (
    <Grid container spacing={2}>
      {CARDS.map((card) => (
        <Grid key={card.title} size={{ xs: 12, sm: 6, lg: 4 }}>
          <Card variant="outlined" sx={{ height: '100%' }}>
            <CardActionArea component={Link} to={card.to} sx={{ height: '100%' }} aria-label={card.title}>
              <CardContent>
                <Typography variant="h6" component="h2" gutterBottom>
                  {card.title}
                </Typography>
                <Typography variant="body2" color="text.secondary" sx={{ mb: 2, minHeight: 40 }}>
                  {card.description}
                </Typography>
                <CountBadge counts={card.kinds.map((k) => data[k] ?? { public_count: 0 })} loggedIn={!!auth} />
              </CardContent>
            </CardActionArea>
          </Card>
        </Grid>
      ))}
    </Grid>
  );
}
