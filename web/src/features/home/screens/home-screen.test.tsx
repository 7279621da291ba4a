import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { TenantGate } from '../../../app/tenant-context.tsx';
import { entityCounts, mockApi, renderScreen, tenantRoute } from '../../../test/render.tsx';
import { HomeScreen } from './home-screen.tsx';

const home = (
  <TenantGate>
    <HomeScreen />
  </TenantGate>
);

describe('HomeScreen', () => {
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it("shows the workspace's name and a card per kind with its count", async () => {
    mockApi({ ...tenantRoute(), '/tools/entities-count/': entityCounts(0, { organizations: 1234 }) });
    renderScreen(home);
    expect(await screen.findByRole('heading', { name: 'Acme Research' })).toBeInTheDocument();
    const cards = screen.getByRole('region', { name: 'What is inside' });
    const org = within(cards).getByRole('link', { name: /Organizations/ });
    expect(org).toHaveAttribute('href', '/organizations');
    expect(org).toHaveTextContent('1,234');
    expect(screen.queryByText('First steps')).toBeNull();
  });

  it('shows first steps in an empty workspace', async () => {
    mockApi({ ...tenantRoute(), '/tools/entities-count/': entityCounts(0) });
    renderScreen(home);
    expect(await screen.findByRole('heading', { name: 'First steps' })).toBeInTheDocument();
    expect(screen.getAllByText('None yet')).toHaveLength(6);
  });

  it('shows the teaser counts to a visitor', async () => {
    mockApi({ ...tenantRoute(), '/tools/free-ahead-entities-count/': entityCounts(5) });
    renderScreen(home, { auth: null });
    expect(await screen.findByRole('heading', { name: 'Acme Research' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /People/ })).toHaveTextContent('5');
  });

  it('says when the counts cannot be loaded, with a retry', async () => {
    mockApi({ ...tenantRoute(), '/tools/entities-count/': { status: 500, body: { detail: 'Down.' } } });
    renderScreen(home);
    expect(await screen.findByText('Could not load the counts: Down.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Retry' })).toBeInTheDocument();
  });
});
