import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
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
    vi.useRealTimers();
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
        // Examples and the watches list (the Watch this question button) are empty lists.
        if (!path.endsWith('/nlp-to-query/'))
          return new Response(JSON.stringify({ examples: [], results: [], count: 0 }), {
            headers: { 'content-type': 'application/json' },
          });
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
  /** Issue 35: the table shows, beside the name, the fields the question was about. */
  const answerOf = (query: object, results: object[]) => ({
    query,
    explanation: 'Read.',
    results,
    count: results.length,
    chips: [{ key: 'kind', label: 'Kind' }],
    source: 'parser',
  });
  const tableOf = async (url: string, answer: object) => {
    mockApi({ 'POST /ai-assistant/queries/nlp-to-query/': answer });
    renderScreen(<SearchScreen />, { url });
    const table = await screen.findByRole('table', { name: 'Operator results' });
    const head = within(table)
      .getAllByRole('columnheader')
      .map((h) => h.textContent);
    const rows = within(table)
      .getAllByRole('row')
      .slice(1)
      .map((r) =>
        within(r)
          .getAllByRole('cell')
          .map((c) => c.textContent),
      );
    return { head, rows };
  };
  const day = (date: string) => ({ date, incomplete_day: false, incomplete_month: false, incomplete_year: false });
  const year = (y: number) => ({
    date: `${y}-01-01`,
    incomplete_day: true,
    incomplete_month: true,
    incomplete_year: false,
  });

  it('shows ownership % and owner for a stakes question', async () => {
    const query = {
      kind: 'ledger',
      search: null,
      filters: [{ name: 'ownership_percentage', value: ',33.3', negate: false }],
      ordering: null,
      limit: 25,
    };
    const { head, rows } = await tableOf(
      '/search?tab=1&ask=stakes+below+a+third',
      answerOf(query, [
        {
          id: 4,
          type: 'Ledger',
          display_name: 'Acme Series A',
          slug: null,
          fields: { ownership_percentage: 12.5, owner: 'Northwind Capital' },
        },
      ]),
    );
    expect(head).toEqual(['Name', 'Ownership %', 'Owner']);
    expect(rows).toEqual([['Acme Series ALedger', '12.5%', 'Northwind Capital']]);
    expect(screen.getByRole('link', { name: 'Acme Series A' })).toHaveAttribute('href', '/ledger/4');
  });

  it('shows the founding date for a "founded" question', async () => {
    const query = {
      kind: 'organizations',
      search: null,
      filters: [{ name: 'founding_date', value: ',2016', negate: false }],
      ordering: null,
      limit: 25,
    };
    const { head, rows } = await tableOf(
      '/search?tab=1&ask=organizations+founded+before+2017',
      answerOf(query, [
        {
          id: 3,
          type: 'Organization',
          display_name: 'Acme Robotics',
          slug: null,
          fields: { founding_date: year(2011) },
        },
      ]),
    );
    expect(head).toEqual(['Name', 'Founded']);
    expect(rows).toEqual([['Acme RoboticsOrganization', '2011']]);
  });

  it('shows the birth date and age for an age question', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-06-01T12:00:00Z'));
    const query = {
      kind: 'people',
      search: null,
      filters: [{ name: 'birth_date', value: '1987-06-02,1996-06-01', negate: false }],
      ordering: '-birth_date',
      limit: 25,
    };
    const { head, rows } = await tableOf(
      '/search?tab=1&ask=people+in+their+thirties',
      answerOf(query, [
        { id: 7, type: 'Person', display_name: 'Ada Lovelace', slug: null, fields: { birth_date: day('1990-07-15') } },
        { id: 8, type: 'Person', display_name: 'Grace Hopper', slug: null, fields: { birth_date: null } },
      ]),
    );
    vi.useRealTimers();
    expect(head).toEqual(['Name', 'Born']);
    expect(rows[0]?.[1]).toMatch(/1990 \(age 35\)$/);
    expect(rows[1]).toEqual(['Grace HopperPerson', '—']);
  });
});
