import { Alert } from '@mui/material';
import { ApiError } from '../lib/api-client.ts';
import { NotFound } from './not-found.tsx';
import { PaywallNotice } from './paywall-notice.tsx';

/** A record that does not exist (or may not be seen, or has a malformed id) shows the 404 page; a paywalled one, the paywall. */
export function LoadError({ error }: { error: Error }) {
  if (error instanceof ApiError && error.status === 403 && error.paywall)
    return <PaywallNotice paywall={error.paywall} />;
  if (error instanceof ApiError && (error.status === 404 || error.status === 400)) return <NotFound />;
  return <Alert severity="error">{error.message}</Alert>;
}
