import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { mockApi, renderScreen, sentBodies, setViewport } from '../../../test/render.tsx';
import { SearchScreen } from '../screens/search-screen.tsx';

const nearest = { kind: 'organizations', search: null, filters: [], ordering: null, limit: 25 };
const unsure = {
  query: nearest,
  explanation:
    'Organizations; last updated first; at most 25. Not used: "staff" — the reader does not know what it means here.',
  results: [],
  count: 0,
  chips: [{ key: 'kind', label: 'Organizations' }],
  source: 'parser',
  doubt: 'Not sure: "female", "staff" could not be used, so the query below leaves them out and was not run.',
  suggestions: [{ label: 'Run: Organizations', query: nearest }],
};
const sure = {
  query: nearest,
  explanation: 'Organizations; last updated first; at most 25.',
  results: [{ id: 3, type: 'Organization', display_name: 'Acme Robotics', slug: null }],
  count: 1,
  chips: [{ key: 'kind', label: 'Organizations' }],
  source: 'edited',
};

/** Issue 35: the Operator says when it is not sure, and never shows an old answer under a new question. */
describe('OperatorPanel', () => {
  beforeEach(() => setViewport('desktop'));
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it('shows the doubt, no results, and runs the nearest reading from its chip', async () => {
    const fetchMock = mockApi({
      'POST /ai-assistant/queries/nlp-to-query/': (_url: URL, init: RequestInit) =>
        JSON.parse(String(init?.body)).query ? sure : unsure,
    });
    renderScreen(<SearchScreen />, { url: '/search?tab=1&ask=companies+with+female+staff' });
    const doubt = await screen.findByTestId('operator-doubt');
    expect(doubt).toHaveTextContent('Not sure: "female", "staff" could not be used');
    expect(screen.queryByTestId('operator-count')).not.toBeInTheDocument();
    expect(screen.queryByText(/No results found/)).not.toBeInTheDocument();
    fireEvent.click(screen.getByText('Run: Organizations'));
    expect(await screen.findByRole('link', { name: /Acme Robotics/ })).toBeInTheDocument();
    expect(screen.queryByTestId('operator-doubt')).not.toBeInTheDocument();
    expect(sentBodies(fetchMock, 'POST', '/ai-assistant/queries/nlp-to-query/').at(-1)).toMatchObject({
      text: 'companies with female staff',
      query: nearest,
    });
  });

  it('does not show the previous answer while a new question runs', async () => {
    let calls = 0;
    vi.stubGlobal(
      'fetch',
      vi.fn(async (input: RequestInfo | URL) => {
        const path = new URL(String(input), 'http://localhost').pathname;
        if (!path.endsWith('/nlp-to-query/'))
          return new Response(JSON.stringify({ examples: [] }), { headers: { 'content-type': 'application/json' } });
        calls += 1;
        // The second question never comes back while the test looks.
        if (calls > 1) return new Promise<Response>(() => {});
        return new Response(JSON.stringify({ ...sure, source: 'parser' }), {
          headers: { 'content-type': 'application/json' },
        });
      }),
    );
    renderScreen(<SearchScreen />, { url: '/search?tab=1&ask=organizations' });
    expect(await screen.findByRole('link', { name: /Acme Robotics/ })).toBeInTheDocument();
    fireEvent.change(screen.getByRole('textbox', { name: 'Ask the Operator' }), {
      target: { value: 'people in Berlin' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Ask' }));
    expect(await screen.findByLabelText('Asking the Operator')).toBeInTheDocument();
    await waitFor(() => expect(calls).toBe(2));
    expect(screen.queryByRole('link', { name: /Acme Robotics/ })).not.toBeInTheDocument();
    expect(screen.queryByTestId('operator-explanation')).not.toBeInTheDocument();
  });
});
