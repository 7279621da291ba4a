import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { entityCounts, mockApi, renderScreen, setViewport } from '../test/render.tsx';
import { SearchDialog } from './search-dialog.tsx';

const results = {
  results: [
    { id: 7, type: 'Organization', display_name: 'Acme Robotics', slug: null },
    { id: 9, type: 'Person', display_name: 'Ada Acme', slug: null },
  ],
};

describe('SearchDialog', () => {
  beforeEach(() => setViewport('desktop'));
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it('offers the kinds with their counts before anything is typed', async () => {
    mockApi({ '/tools/entities-count/': entityCounts(3, { people: 1200 }) });
    renderScreen(<SearchDialog open onClose={() => {}} />, { url: '/' });
    const nav = screen.getByRole('listbox', { name: 'Navigate' });
    expect(await within(nav).findByText('1,200')).toBeInTheDocument();
    expect(within(nav).getByRole('option', { name: /Organizations/ })).toBeInTheDocument();
  });

  it('searches after the pause, by kind when a chip is chosen, and opens the highlighted result on Enter', async () => {
    const fetchMock = mockApi({ '/search/': results });
    const onClose = vi.fn();
    const { router } = renderScreen(<SearchDialog open onClose={onClose} />, { url: '/' });
    const box = screen.getByRole('combobox', { name: 'Search' });
    fireEvent.change(box, { target: { value: 'acme' } });
    const list = await screen.findByRole('listbox', { name: 'Results' });
    expect(within(list).getByRole('option', { name: /Acme Robotics/ })).toBeInTheDocument();
    const searched = () =>
      fetchMock.mock.calls
        .map(([input]) => new URL(String(input), 'http://localhost'))
        .filter((u) => u.pathname === '/api/v1/search/')
        .map((u) => u.searchParams.toString());
    expect(searched()).toEqual(['q=acme']);
    fireEvent.click(screen.getByRole('button', { name: 'People' }));
    await waitFor(() => expect(searched()).toContain('q=acme&type=Person'));
    fireEvent.keyDown(box, { key: 'ArrowDown' });
    fireEvent.keyDown(box, { key: 'Enter' });
    expect(onClose).toHaveBeenCalled();
    await waitFor(() => expect(router.state.location.pathname).toBe('/organizations/7'));
  });

  it('says when nothing matches', async () => {
    mockApi({ '/search/': { results: [] } });
    renderScreen(<SearchDialog open onClose={() => {}} />, { url: '/' });
    fireEvent.change(screen.getByRole('combobox', { name: 'Search' }), { target: { value: 'zzz' } });
    expect(await screen.findByText('No results found.')).toBeInTheDocument();
  });
});
