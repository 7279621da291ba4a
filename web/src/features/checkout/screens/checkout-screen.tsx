import { Alert, Box, Button, Card, CardContent, Typography } from '@mui/material';
import { tenantLabel, useTenant } from '../../../app/tenant-context.tsx';

/** Paywall access: the tenant's message and payment link (set in Settings). */
export function CheckoutScreen() {
  const tenant = useTenant();
  const { payment_access_link: link, payment_access_message: message } = tenant.info;
  return (
    <Box sx={{ display: 'grid', placeItems: 'center', py: 6 }}>
      <Card variant="outlined" sx={{ width: '100%', maxWidth: 560 }}>
        <CardContent>
          <Typography variant="h5" component="h1" gutterBottom>
            Unlock paywall access to {tenantLabel(tenant)}
          </Typography>
          {link || message ? (
            <>
              <Typography sx={{ mb: 3, whiteSpace: 'pre-line' }}>
                {message ?? 'Subscribe to read paywalled notes.'}
              </Typography>
              {link && (
                <Button variant="contained" href={link} target="_blank" rel="noopener noreferrer">
                  Get access
                </Button>
              )}
            </>
          ) : (
            <Alert severity="info">This workspace has not set up paywall access yet. Ask its administrators.</Alert>
          )}
        </CardContent>
      </Card>
    </Box>
  );
}
