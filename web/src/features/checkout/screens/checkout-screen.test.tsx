import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { TenantGate } from '../../../app/tenant-context.tsx';
import { mockApi, renderScreen, tenantRoute } from '../../../test/render.tsx';
import { CheckoutScreen } from './checkout-screen.tsx';

const checkout = (
  <TenantGate>
    <CheckoutScreen />
  </TenantGate>
);

describe('CheckoutScreen', () => {
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it("shows the workspace's message and payment link", async () => {
    mockApi(
      tenantRoute({ payment_access_link: 'https://pay.example/acme', payment_access_message: 'Ten euros a month.' }),
    );
    renderScreen(checkout, { url: '/checkout', auth: null });
    expect(await screen.findByRole('heading', { name: 'Unlock paywall access to Acme Research' })).toBeInTheDocument();
    expect(screen.getByText('Ten euros a month.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Get access' })).toHaveAttribute('href', 'https://pay.example/acme');
  });

  it('says when paywall access is not set up', async () => {
    mockApi(tenantRoute());
    renderScreen(checkout, { url: '/checkout', auth: null });
    expect(await screen.findByText(/This workspace has not set up paywall access yet\./)).toBeInTheDocument();
  });
});
