import { cleanup, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { mockApi, page, renderScreen, setViewport } from '../../../test/render.tsx';
import { EmailsScreen } from './emails-screen.tsx';

const domain = {
  id: 9,
  domain: 'acme.example',
  cleaned_emails_count: 3,
  enrich_status: 'complete',
  enrichment: { title: 'Acme Robotics — home', mx: ['mx1.acme.example'] },
  organization_id: 1,
  organization: { id: 1, name: 'Acme Robotics' },
  created_at: '2026-01-02T00:00:00Z',
  updated_at: '2026-01-02T00:00:00Z',
};
const email = {
  id: 5,
  email: 'ada@acme.example',
  name: 'Ada Lovelace',
  domain: 'acme.example',
  domain_id: 9,
  source: 'import',
  cleaned: true,
  created_at: '2026-01-02T00:00:00Z',
  updated_at: '2026-01-02T00:00:00Z',
};

describe('EmailsScreen', () => {
  beforeEach(() => setViewport('desktop'));
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it('lists the domains 50 a page, with their organization', async () => {
    mockApi({ '/dxlist/domains/': page([domain]) });
    const { router } = renderScreen(<EmailsScreen />, { url: '/emails' });
    await waitFor(() => expect(router.state.location.search).toBe('?limit=50'));
    const table = await screen.findByRole('table', { name: 'domains' });
    expect(await within(table).findByText('acme.example')).toBeInTheDocument();
    expect(within(table).getByRole('link', { name: 'Acme Robotics' })).toHaveAttribute('href', '/organizations/1');
    expect(within(table).getByText('Acme Robotics — home')).toBeInTheDocument();
  });

  it('lists the addresses on the second tab', async () => {
    mockApi({ '/dxlist/': page([email]) });
    renderScreen(<EmailsScreen />, { url: '/emails?tab=1' });
    const table = await screen.findByRole('table', { name: 'emails' });
    expect(await within(table).findByRole('button', { name: 'Open ada@acme.example' })).toBeInTheDocument();
    expect(within(table).getByText('Ada Lovelace')).toBeInTheDocument();
    expect(within(table).getByText('clean')).toBeInTheDocument();
  });

  it('says when there are no addresses yet', async () => {
    mockApi();
    renderScreen(<EmailsScreen />, { url: '/emails?tab=1' });
    expect(await screen.findByText('No emails yet.')).toBeInTheDocument();
  });
});
