import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockApi, renderScreen, tenantAdmin } from '../../../test/render.tsx';
import { FactsViewScreen } from './facts-view-screen.tsx';

describe('FactsViewScreen', () => {
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it('says when there are no Intelbooks yet, and offers an admin to manage them', async () => {
    mockApi({ '/facts/tree/': [] });
    renderScreen(<FactsViewScreen />, { url: '/facts/view', auth: tenantAdmin });
    expect(await screen.findByRole('heading', { name: 'Intelbooks' })).toBeInTheDocument();
    expect(screen.getByText('There are no Intelbooks to show yet.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Manage' })).toHaveAttribute('href', '/facts');
  });

  it('shows the error when the tree cannot be loaded', async () => {
    mockApi({ '/facts/tree/': { status: 500, body: { detail: 'Down.' } } });
    renderScreen(<FactsViewScreen />, { url: '/facts/view', auth: null });
    expect(await screen.findByText('Down.')).toBeInTheDocument();
  });
});
