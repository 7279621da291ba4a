import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockApi, page, renderScreen, setViewport } from '../../../test/render.tsx';
import { LibraryScreen } from './library-screen.tsx';

const report = {
  id: 2,
  title: 'State of Robotics',
  type: 'Report',
  is_fav: true,
  publish_date: null,
  authors: [{ id: 7, name: 'Ada Lovelace' }],
  publisher_name: 'Acme Press',
  visibility: 'public',
};

describe('LibraryScreen', () => {
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it('lists the library with authors and a favourite mark', async () => {
    setViewport('desktop');
    mockApi({ '/assets/library/': page([report]) });
    renderScreen(<LibraryScreen />, { url: '/library?tab=1' });
    const table = await screen.findByRole('table', { name: 'library entries' });
    expect(await within(table).findByText('State of Robotics')).toBeInTheDocument();
    expect(within(table).getByText('Ada Lovelace')).toBeInTheDocument();
    expect(within(table).getByLabelText('favourite')).toBeInTheDocument();
  });

  it('says when nothing is on the dashboard', async () => {
    mockApi();
    renderScreen(<LibraryScreen />, { url: '/library' });
    expect(await screen.findByText(/No library entries are on the dashboard yet\./)).toBeInTheDocument();
  });
});
