import { Box, Button, Paper, Typography } from '@mui/material';
import { Link } from 'react-router';
import { isAdmin, isResearch, useAuth } from '../../../lib/auth-store.ts';

type Step = { title: string; text: string; to: string; action: string; who: 'research' | 'admin' };

const STEPS: Step[] = [
  {
    title: 'Collect raw data',
    text: 'Drop files, paste text or links: names and facts are suggested from them.',
    to: '/shortcuts',
    action: 'Open Quick Collection',
    who: 'research',
  },
  {
    title: 'Add an organization',
    text: 'Or a person, a ledger entry, a library item: everything else links to these.',
    to: '/organizations/create',
    action: 'New organization',
    who: 'research',
  },
  {
    title: 'Set up keywords',
    text: 'Topics that tag records and raw data, so lists and searches find them.',
    to: '/keywords/create',
    action: 'New keyword',
    who: 'research',
  },
  {
    title: 'Invite your team',
    text: 'Researchers write, readers read what you publish for them.',
    to: '/users/create',
    action: 'New user',
    who: 'admin',
  },
  {
    title: 'Name the workspace',
    text: 'Its name, the paywall message and link your readers see.',
    to: '/settings',
    action: 'Settings',
    who: 'admin',
  },
];

/** What a new, empty workspace shows on its home screen instead of a grid of empty counts (docs/ux.md). */
export function FirstSteps() {
  const auth = useAuth();
  const steps = STEPS.filter((s) => (s.who === 'admin' ? isAdmin(auth) : isResearch(auth)));
  return (
    <Paper variant="outlined" component="section" aria-labelledby="first-steps" sx={{ p: 2, mb: 3 }}>
      <Typography id="first-steps" variant="h6" component="h2" gutterBottom>
        {steps.length ? 'First steps' : 'Nothing is published here yet'}
      </Typography>
      {steps.length === 0 && (
        <Typography color="text.secondary">The research team has not published notes yet. Come back soon.</Typography>
      )}
      <Box component="ol" sx={{ m: 0, pl: 3, display: 'grid', gap: 1.5 }}>
        {steps.map((s) => (
          <li key={s.to}>
            <Typography component="h3" variant="subtitle1" sx={{ fontWeight: 600 }}>
              {s.title}
            </Typography>
            <Typography variant="body2" color="text.secondary" sx={{ mb: 0.5 }}>
              {s.text}
            </Typography>
            <Button size="small" variant="outlined" component={Link} to={s.to}>
              {s.action}
            </Button>
          </li>
        ))}
      </Box>
    </Paper>
  );
}
