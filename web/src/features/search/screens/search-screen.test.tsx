import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { mockApi, page, renderScreen, sentBodies, setViewport } from '../../../test/render.tsx';
import { SearchScreen } from './search-screen.tsx';

const answer = {
  query: { kind: 'people', search: 'ada', filters: [], ordering: null, limit: 25 },
  explanation: 'People whose name contains “ada”.',
  results: [{ id: 7, type: 'Person', display_name: 'Ada Lovelace', slug: null }],
  count: 1,
  chips: [
    { key: 'kind', label: 'People' },
    { key: 'search', label: 'Name contains “ada”' },
  ],
  source: 'parser',
};

describe('SearchScreen', () => {
  beforeEach(() => setViewport('desktop'));
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it('searches organizations by default, starting from the dialog’s text', async () => {
    const fetchMock = mockApi({
      '/assets/organizations/': page([{ id: 1, name_dba: 'Acme Robotics', visibility: 'public' }]),
    });
    const { router } = renderScreen(<SearchScreen />, { url: '/search?q=acme' });
    expect(screen.getByRole('heading', { name: 'Search' })).toBeInTheDocument();
    expect(await screen.findByText('Acme Robotics')).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.search).toBe('?search=acme'));
    expect(screen.getByRole('textbox', { name: 'Search organizations' })).toHaveValue('acme');
    expect(fetchMock.mock.calls.some(([u]) => String(u).includes('search=acme'))).toBe(true);
  });

  it('offers the Operator’s examples and shows its answer as chips and results', async () => {
    const fetchMock = mockApi({
      '/ai-assistant/examples/': { examples: ['people named ada'] },
      'POST /ai-assistant/queries/nlp-to-query/': answer,
    });
    const { router } = renderScreen(<SearchScreen />, { url: '/search?tab=1' });
    const examples = await screen.findByTestId('operator-examples');
    fireEvent.click(within(examples).getByText('people named ada'));
    expect(await screen.findByTestId('operator-question')).toHaveTextContent('people named ada');
    expect(screen.getByTestId('operator-explanation')).toHaveTextContent('People whose name contains “ada”.');
    expect(screen.getByText('Name contains “ada”')).toBeInTheDocument();
    expect(screen.getByTestId('operator-count')).toHaveTextContent('1 result');
    const results = screen.getByRole('table', { name: 'Operator results' });
    expect(within(results).getByRole('link', { name: /Ada Lovelace/ })).toHaveAttribute('href', '/people/7');
    expect(router.state.location.search).toContain('ask=people+named+ada');
    expect(sentBodies(fetchMock, 'POST', '/ai-assistant/queries/nlp-to-query/')[0]).toMatchObject({
      text: 'people named ada',
    });
  });

  it('asks for a question before sending an empty one', async () => {
    const fetchMock = mockApi({ '/ai-assistant/examples/': { examples: [] } });
    renderScreen(<SearchScreen />, { url: '/search?tab=1' });
    fireEvent.click(screen.getByRole('button', { name: 'Ask' }));
    expect(await screen.findByText('Ask a question.')).toBeInTheDocument();
    expect(sentBodies(fetchMock, 'POST', '/ai-assistant/queries/nlp-to-query/')).toEqual([]);
  });

  it('says when the Operator cannot answer', async () => {
    mockApi({ 'POST /ai-assistant/queries/nlp-to-query/': { status: 503, body: { detail: 'The Operator is busy.' } } });
    renderScreen(<SearchScreen />, { url: '/search?tab=1&ask=who' });
    expect(await screen.findByText('The Operator is busy.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Retry' })).toBeInTheDocument();
  });
});
