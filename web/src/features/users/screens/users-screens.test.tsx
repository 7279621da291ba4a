import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { mockApi, page, renderScreen, setViewport, tenantAdmin } from '../../../test/render.tsx';
import { UsersScreen } from './users-screens.tsx';

describe('UsersScreen', () => {
  beforeEach(() => setViewport('desktop'));
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it('lists the users with their roles and last login', async () => {
    mockApi({
      '/users/': page([
        {
          id: 2,
          email: 'reader@example.org',
          alias: 'Reader',
          is_admin: false,
          is_research: false,
          is_tenant_admin: false,
          disabled: true,
          last_login_at: null,
        },
      ]),
    });
    renderScreen(<UsersScreen />, { url: '/users', auth: tenantAdmin });
    const table = await screen.findByRole('table', { name: 'users' });
    expect(await within(table).findByText('reader@example.org')).toBeInTheDocument();
    expect(within(table).getByText('Paywall reader')).toBeInTheDocument();
    expect(within(table).getByText('Disabled')).toBeInTheDocument();
    expect(within(table).getByText('Never')).toBeInTheDocument();
  });
});
