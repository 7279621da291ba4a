import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockApi, page, renderScreen, setViewport } from '../../../test/render.tsx';
import { ListsScreen } from './lists-screen.tsx';

const list = {
  id: 3,
  name: 'Nordic robotics',
  slug: 'nordic-robotics',
  type: 'OrganizationsList',
  item_count: 1200,
  auto_tagging: true,
  visibility: 'public',
  updated_at: '2026-01-02T00:00:00Z',
};

describe('ListsScreen', () => {
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it('lists the lists with their type and size, each opening at its address', async () => {
    setViewport('desktop');
    mockApi({ '/lists/': page([list]) });
    renderScreen(<ListsScreen />, { url: '/lists?tab=1' });
    const table = await screen.findByRole('table', { name: 'lists' });
    expect(await within(table).findByText('Nordic robotics')).toBeInTheDocument();
    expect(within(table).getByText('Organizations')).toBeInTheDocument();
    expect(within(table).getByText('On')).toBeInTheDocument();
    fireEvent.click(within(table).getByText('Nordic robotics'));
    expect(await screen.findByTestId('elsewhere')).toHaveTextContent(/^\/lists\/.+\/nordic-robotics$/);
  });

  it('shows featured lists as cards', async () => {
    mockApi({ '/lists/': page([list]) });
    renderScreen(<ListsScreen />, { url: '/lists' });
    expect(await screen.findByText('Nordic robotics')).toBeInTheDocument();
    expect(screen.getByText(/Organizations · .* items/)).toBeInTheDocument();
  });
});
