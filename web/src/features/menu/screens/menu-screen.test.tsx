import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { TenantGate } from '../../../app/tenant-context.tsx';
import { entityCounts, mockApi, renderScreen, tenantAdmin, tenantRoute } from '../../../test/render.tsx';
import { MenuScreen } from './menu-screen.tsx';

const menu = (
  <TenantGate>
    <MenuScreen />
  </TenantGate>
);

describe('MenuScreen', () => {
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it('shows the three columns with counts, and opens a link', async () => {
    mockApi({ ...tenantRoute(), '/tools/entities-count/': entityCounts(2, { people: 40 }) });
    renderScreen(menu, { url: '/menu' });
    const sharing = await screen.findByRole('list', { name: 'Sharing' });
    expect(screen.getByRole('list', { name: 'Collection' })).toBeInTheDocument();
    expect(screen.getByRole('list', { name: 'Processing' })).toBeInTheDocument();
    const people = await within(sharing).findByRole('button', { name: /^People\s*40$/ });
    // A researcher does not manage users; the tenant admin's "Tenants" entry is not there.
    expect(screen.getByRole('button', { name: /Users/ })).toHaveAttribute('aria-disabled', 'true');
    expect(within(sharing).queryByRole('button', { name: 'Tenants' })).toBeNull();
    fireEvent.click(people);
    expect(await screen.findByTestId('elsewhere')).toHaveTextContent('/people?tab=1');
  });

  it('gives a tenant admin users and tenants', async () => {
    mockApi({ ...tenantRoute({ chat_link: 'https://chat.example' }), '/tools/entities-count/': entityCounts(1) });
    renderScreen(menu, { url: '/menu', auth: tenantAdmin });
    const sharing = await screen.findByRole('list', { name: 'Sharing' });
    expect(within(sharing).getByRole('button', { name: 'Tenants' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /Users/ })).not.toHaveAttribute('aria-disabled');
    expect(screen.getByRole('link', { name: 'Chat' })).toHaveAttribute('href', 'https://chat.example');
  });
});
