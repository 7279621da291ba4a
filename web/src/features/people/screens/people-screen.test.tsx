import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockApi, page, renderScreen, setViewport } from '../../../test/render.tsx';
import { PeopleScreen } from './people-screen.tsx';

const ada = {
  id: 7,
  display_name: 'Ada Lovelace',
  professional_profile: 'Analyst',
  organizations: [{ id: 1, name: 'Acme Robotics', role: 'CTO' }],
  current_address_city: 'London',
  birth_date: null,
  keywords: [],
  visibility: 'hidden',
  updated_at: '2026-01-02T00:00:00Z',
};

describe('PeopleScreen', () => {
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it('lists the people with their organizations and roles', async () => {
    setViewport('desktop');
    mockApi({ '/assets/people/': page([ada]) });
    renderScreen(<PeopleScreen />, { url: '/people?tab=1' });
    const table = await screen.findByRole('table', { name: 'people' });
    expect(await within(table).findByText('Ada Lovelace')).toBeInTheDocument();
    expect(within(table).getByText('Acme Robotics (CTO)')).toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: 'Select Ada Lovelace' })).toBeInTheDocument();
  });

  it('shows the dashboard cards', async () => {
    mockApi({ '/assets/people/': page([ada]) });
    renderScreen(<PeopleScreen />, { url: '/people' });
    expect(await screen.findByText('Ada Lovelace')).toBeInTheDocument();
    expect(screen.getByText('Analyst')).toBeInTheDocument();
  });

  it('says when there are no people yet', async () => {
    setViewport('desktop');
    mockApi();
    renderScreen(<PeopleScreen />, { url: '/people?tab=1' });
    expect(await screen.findByText('No people yet.')).toBeInTheDocument();
  });
});
