import { Alert } from '@mui/material';
import { ApiError } from '../lib/api-client.ts';
import { NotFound } from './not-found.tsx';

/** A record that does not exist (or may not be seen, or has a malformed id) shows the 404 page. */
export function LoadError({ error }: { error: Error }) {
  if (error instanceof ApiError && (error.status === 404 || error.status === 400)) return <NotFound />;
  return <Alert severity="error">{error.message}</Alert>;
}
