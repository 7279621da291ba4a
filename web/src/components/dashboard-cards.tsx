import { Alert, Card, CardActionArea, CardContent, Grid, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { useResourceList } from '../lib/resource-api.ts';
import { FullPageSpinner } from './full-page-spinner.tsx';

/** Tab 0 of the curated screens: the records marked "show on dashboard", as cards. */
export function DashboardCards<T extends { id: number }>(props: {
  path: string;
  noun: string;
  href: (row: T) => string;
  title: (row: T) => string;
  body: (row: T) => ReactNode;
}) {
  const { data, error, isPending } = useResourceList<T>(props.path, { show_on_dashboard: 'true', limit: 48 });
  if (isPending) return <FullPageSpinner />;
  if (error) return <Alert severity="error">{error.message}</Alert>;
  if (!data.results.length) {
    return (
      <Alert severity="info">
        No {props.noun} are on the dashboard yet. Mark records "Show on dashboard" to feature them here.
      </Alert>
    );
  }
  return (
    <Grid container spacing={2}>
      {data.results.map((row) => (
        <Grid key={row.id} size={{ xs: 12, sm: 6, md: 4 }}>
          <Card variant="outlined" sx={{ height: '100%' }}>
            <CardActionArea component={Link} to={props.href(row)} sx={{ height: '100%' }}>
              <CardContent>
                <Typography variant="h6" component="h2" gutterBottom>
                  {props.title(row)}
                </Typography>
                {props.body(row)}
              </CardContent>
            </CardActionArea>
          </Card>
        </Grid>
      ))}
    </Grid>
  );
}
