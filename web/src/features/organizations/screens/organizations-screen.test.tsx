import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockApi, page, renderScreen, setViewport } from '../../../test/render.tsx';
import { OrganizationsScreen } from './organizations-screen.tsx';

const acme = {
  id: 1,
  name_dba: 'Acme Robotics',
  name_inc: 'Acme Robotics AS',
  ownership_type: 'Private',
  founding_date: null,
  website: null,
  hq_city: 'Oslo',
  hq_geo: 'Norway',
  keywords: [{ id: 3, name: 'robots' }],
  has_inv_vehicle: false,
  visibility: 'public',
  updated_at: '2026-01-02T00:00:00Z',
  description: 'Builds robots',
};

describe('OrganizationsScreen', () => {
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it('lists the organizations on the All tab', async () => {
    setViewport('desktop');
    mockApi({ '/assets/organizations/': page([acme]) });
    renderScreen(<OrganizationsScreen />, { url: '/organizations?tab=1' });
    expect(screen.getByRole('heading', { name: 'Organizations' })).toBeInTheDocument();
    const table = await screen.findByRole('table', { name: 'organizations' });
    expect(await within(table).findByText('Acme Robotics')).toBeInTheDocument();
    expect(within(table).getByText('Oslo, Norway')).toBeInTheDocument();
    expect(within(table).getByText('robots')).toBeInTheDocument();
  });

  it('says when nothing is on the dashboard', async () => {
    mockApi();
    renderScreen(<OrganizationsScreen />, { url: '/organizations' });
    expect(await screen.findByText(/No organizations are on the dashboard yet\./)).toBeInTheDocument();
  });

  it('tells a reader who cannot review where suggestions are', () => {
    const fetchMock = mockApi();
    renderScreen(<OrganizationsScreen />, { url: '/organizations?tab=2', auth: null });
    expect(screen.getByText(/Suggested organizations are reviewed by the research team/)).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Suggested' })).toBeInTheDocument();
    expect(fetchMock.mock.calls.some(([url]) => String(url).includes('/count/'))).toBe(false);
  });

  it('says on the Suggested tab how many wait for review (issue 36 item 5)', async () => {
    mockApi({ '/suggested-entities/organizations/count/': { count: 1234 } });
    renderScreen(<OrganizationsScreen />, { url: '/organizations' });
    expect(await screen.findByRole('tab', { name: /^Suggested\s*1,234\s*waiting$/ })).toBeInTheDocument();
  });
});
