import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { mockApi, page, renderScreen, setViewport, tenantAdmin } from '../../../test/render.tsx';
import { ClientsScreen } from './clients-screen.tsx';

describe('ClientsScreen', () => {
  beforeEach(() => setViewport('desktop'));
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it('lists the tenants with their state, read-only', async () => {
    mockApi({
      '/clients/': page([
        {
          id: 1,
          subdomain: 'acme',
          name: 'Acme Research',
          host: 'acme.intel.example',
          disabled: false,
          is_default: true,
          is_current: true,
          created_at: '2026-01-02T00:00:00Z',
        },
        {
          id: 2,
          subdomain: 'old',
          name: 'Old Co',
          host: 'old.intel.example',
          disabled: true,
          is_default: false,
          is_current: false,
          created_at: '2026-01-02T00:00:00Z',
        },
      ]),
    });
    renderScreen(<ClientsScreen />, { url: '/clients', auth: tenantAdmin });
    const table = await screen.findByRole('table', { name: 'tenants' });
    expect(await within(table).findByText('acme')).toBeInTheDocument();
    expect(within(table).getByRole('link', { name: 'acme.intel.example' })).toBeInTheDocument();
    expect(within(table).queryByRole('link', { name: 'old.intel.example' })).toBeNull();
    expect(within(table).getByText('you are here')).toBeInTheDocument();
    expect(within(table).getByText('Disabled')).toBeInTheDocument();
    expect(screen.queryByRole('checkbox')).toBeNull();
    expect(screen.getByRole('link', { name: 'New tenant' })).toHaveAttribute('href', '/clients/create');
  });
});
