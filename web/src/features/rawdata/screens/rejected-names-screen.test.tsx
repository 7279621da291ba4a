import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { mockApi, page, renderScreen, sentBodies, setViewport } from '../../../test/render.tsx';
import { RejectedNamesScreen } from './rejected-names-screen.tsx';

const rejected = (id: number, name: string) => ({
  id,
  kind: 'organization',
  name,
  normalized_name: name.toLowerCase(),
  created_at: '2026-01-02T00:00:00Z',
});

describe('RejectedNamesScreen', () => {
  beforeEach(() => setViewport('desktop'));
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it('says when nothing was rejected', async () => {
    mockApi();
    renderScreen(<RejectedNamesScreen />, { url: '/rawdata/rejected-names' });
    expect(screen.getByRole('heading', { name: 'Rejected names' })).toBeInTheDocument();
    expect(await screen.findByTestId('rejected-empty')).toHaveTextContent('No rejected names');
  });

  it('pages through the names and reconsiders one after a confirm', async () => {
    const fetchMock = mockApi({
      '/raw-data/rejected-names/': (url: URL) =>
        url.searchParams.get('offset') === '25'
          ? page([rejected(30, 'Late Name Ltd')], { count: 26 })
          : page([rejected(1, 'Halvorsen Maritime AS'), rejected(2, 'Name 2')], {
              count: 26,
              next: '/api/v1/raw-data/rejected-names/?limit=25&offset=25',
            }),
      'POST /raw-data/rejected-names/1/reconsider/': {
        id: 1,
        kind: 'organization',
        name: 'Halvorsen Maritime AS',
        reprocessed: 2,
      },
    });
    renderScreen(<RejectedNamesScreen />, { url: '/rawdata/rejected-names' });
    const table = await screen.findByRole('table', { name: 'Rejected names' });
    expect(await within(table).findByText('Halvorsen Maritime AS')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Go to next page' }));
    expect(await screen.findByText('Late Name Ltd')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Go to previous page' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Reconsider Halvorsen Maritime AS' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('Reconsider “Halvorsen Maritime AS”?')).toBeInTheDocument();
    // Nothing is sent before the confirm.
    expect(sentBodies(fetchMock, 'POST', '/raw-data/rejected-names/1/reconsider/')).toEqual([]);
    fireEvent.click(within(dialog).getByRole('checkbox'));
    const listCalls = () =>
      fetchMock.mock.calls.filter(([input]) => String(input).startsWith('/api/v1/raw-data/rejected-names/?')).length;
    const before = listCalls();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Reconsider' }));
    await vi.waitFor(() =>
      expect(sentBodies(fetchMock, 'POST', '/raw-data/rejected-names/1/reconsider/')).toEqual([{ reprocess: true }]),
    );
    // The reconsidered name leaves the list: the page is asked again and the dialog closes.
    await vi.waitFor(() => expect(listCalls()).toBeGreaterThan(before));
    await vi.waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  }, 20_000);
});
