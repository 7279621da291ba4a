import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { formatDateTime } from '../lib/dates.ts';
import { mockApi, renderScreen } from '../test/render.tsx';
import { HistoryList } from './history-list.tsx';

const at = '2026-12-01T23:10:35Z';

// Issue 36 item 9: the history says what happened in words, with the app's one date format.
describe('HistoryList', () => {
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it('names actions and fields in words, never their stored ids', async () => {
    mockApi({
      '/raw-data/7/history/': [
        {
          id: 3,
          action: 'reject_suggestion',
          at,
          user: 'Rita',
          fields: ['suggestion'],
          changes: [{ field: 'suggestion', label: 'Suggestion', from: null, to: 'Maria Schmidt' }],
        },
        { id: 2, action: 'update', at, user: null, fields: ['source_url'], changes: [] },
        { id: 1, action: 'send_to_library', at, user: 'Rita', fields: [], changes: [] },
      ],
    });
    renderScreen(<HistoryList path="/raw-data" id={7} />);
    const list = await screen.findByRole('list', { name: 'History' });
    expect(within(list).getByText('Rejected a suggestion')).toBeInTheDocument();
    expect(within(list).getByText('Maria Schmidt')).toBeInTheDocument();
    // Not "empty → Maria Schmidt": a rejection has no "before".
    expect(within(list).queryByText('empty')).toBeNull();
    expect(within(list).getByText('Changed: Source url')).toBeInTheDocument();
    expect(within(list).getByText('Sent to the library')).toBeInTheDocument();
    expect(list.textContent).not.toMatch(/reject_suggestion|send_to_library|source_url/);
    expect(within(list).getAllByText(`${formatDateTime(at)} · Rita`)).toHaveLength(2);
  });
});
