import type { TSuggestedEntity } from '@intel/contracts';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { ToastContainer } from 'react-toastify';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { mockApi, page, renderScreen, sentBodies, setViewport } from '../test/render.tsx';
import { acceptedWords, SuggestedTab } from './suggested-tab.tsx';

const suggestion = (id: number, name: string, extra: Partial<TSuggestedEntity> = {}): TSuggestedEntity => ({
  id,
  kind: 'organization',
  name,
  name_dba: name,
  status: 'suggested',
  occurrences: 2,
  suggested_fields: {},
  matched_entity: null,
  accepted_entity_id: null,
  raw_data_ids: [5],
  emails: [],
  evidence: [
    {
      raw_data_id: 5,
      raw_data_title: 'Board minutes',
      snippet: `Talks with ${name} went well.`,
      highlight_start: 11,
      highlight_end: 11 + name.length,
    },
  ],
  created_at: '2026-01-02T00:00:00Z',
  updated_at: '2026-01-02T00:00:00Z',
  ...extra,
});

const rows = [
  suggestion(1, 'Halvorsen Maritime', { matched_entity: { id: 40, name: 'Halvorsen Maritime AS', score: 0.82 } }),
  suggestion(2, 'Nordlys Energy'),
];

function tab() {
  return (
    <>
      <ToastContainer />
      <SuggestedTab kind="organizations" />
    </>
  );
}

describe('SuggestedTab', () => {
  beforeEach(() => {
    setViewport('desktop');
    localStorage.clear();
  });
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it('shows each name with where it was found and the record it probably is', async () => {
    const fetchMock = mockApi({ '/suggested-entities/organizations/': page(rows) });
    renderScreen(tab(), { url: '/organizations?tab=2' });
    const grid = await screen.findByRole('table', { name: 'suggested organizations' });
    expect(await within(grid).findByText('Halvorsen Maritime', { selector: 'strong' })).toBeInTheDocument();
    expect(within(grid).getByText('Halvorsen Maritime AS (82%)')).toBeInTheDocument();
    // The name is marked inside its sentence.
    expect(within(grid).getByText('Nordlys Energy', { selector: 'mark' })).toBeInTheDocument();
    const asked = new URL(String(fetchMock.mock.calls.at(-1)?.[0]), 'http://localhost').searchParams;
    expect(asked.get('status')).toBe('suggested');
  }, 15_000);

  it('accepts the selected names as records and refreshes the suggestions and the organizations', async () => {
    const fetchMock = mockApi({
      '/suggested-entities/organizations/': page(rows),
      'POST /raw-data/suggested-entities/1/convert-to-entity/': {
        kind: 'organization',
        entity_id: 41,
        merged: false,
        created: [{ type: 'Organization', id: 41, name: 'Halvorsen Maritime' }],
      },
      'POST /raw-data/suggested-entities/2/convert-to-entity/': {
        kind: 'organization',
        entity_id: 42,
        merged: false,
        created: [{ type: 'Organization', id: 42, name: 'Nordlys Energy' }],
      },
    });
    const { queryClient } = renderScreen(tab(), { url: '/organizations?tab=2' });
    queryClient.setQueryData(['/assets/organizations', 'list', {}], page([]));
    queryClient.setQueryData(['/assets/people', 'list', {}], page([]));
    await screen.findByRole('checkbox', { name: 'Select Nordlys Energy' });
    fireEvent.click(screen.getByRole('checkbox', { name: 'Select all on this page' }));
    fireEvent.click(screen.getByRole('button', { name: 'Accept selected' }));
    expect(await screen.findByText('2 accepted.')).toBeInTheDocument();
    expect(sentBodies(fetchMock, 'POST', '/raw-data/suggested-entities/1/convert-to-entity/')).toEqual([
      { merge: false },
    ]);
    expect(sentBodies(fetchMock, 'POST', '/raw-data/suggested-entities/2/convert-to-entity/')).toEqual([
      { merge: false },
    ]);
    await waitFor(() =>
      expect(queryClient.getQueryState(['/assets/organizations', 'list', {}])?.isInvalidated).toBe(true),
    );
    expect(queryClient.getQueryState(['/assets/people', 'list', {}])?.isInvalidated).toBe(false);
  }, 15_000);

  it('Undo after a batch accept takes back every record the batch created, in one request (issue 36 item 1)', async () => {
    const fetchMock = mockApi({
      '/suggested-entities/organizations/': page(rows),
      'POST /raw-data/suggested-entities/1/convert-to-entity/': {
        kind: 'organization',
        entity_id: 41,
        merged: false,
        created: [{ type: 'Organization', id: 41, name: 'Halvorsen Maritime' }],
      },
      'POST /raw-data/suggested-entities/2/convert-to-entity/': { status: 409, body: { detail: 'Already accepted.' } },
      'POST /raw-data/suggested-entities/batch-undo-accept/': {
        deleted: [{ type: 'Organization', id: 41, name: 'Halvorsen Maritime' }],
        restored: [{ id: 1, kind: 'organization', name: 'Halvorsen Maritime' }],
        skipped: [],
      },
    });
    const { queryClient } = renderScreen(tab(), { url: '/organizations?tab=2' });
    queryClient.setQueryData(['/assets/organizations', 'list', {}], page([]));
    await screen.findByRole('checkbox', { name: 'Select Nordlys Energy' });
    fireEvent.click(screen.getByRole('checkbox', { name: 'Select all on this page' }));
    fireEvent.click(screen.getByRole('button', { name: 'Accept selected' }));
    // The failure is said, and what did get accepted is said with its Undo.
    expect(await screen.findByText('1 of 2 could not be changed.')).toBeInTheDocument();
    const toast = await screen.findByTestId('batch-accept-toast');
    expect(toast.textContent).toContain('1 accepted.');
    await waitFor(() =>
      expect(queryClient.getQueryState(['/assets/organizations', 'list', {}])?.isInvalidated).toBe(true),
    );
    queryClient.setQueryData(['/assets/organizations', 'list', {}], page([]));
    fireEvent.click(within(toast).getByRole('button', { name: 'Undo' }));
    expect(await screen.findByText('Undone: Halvorsen Maritime deleted; back to review.')).toBeInTheDocument();
    expect(sentBodies(fetchMock, 'POST', '/raw-data/suggested-entities/batch-undo-accept/')).toEqual([{ ids: [1] }]);
    await waitFor(() =>
      expect(queryClient.getQueryState(['/assets/organizations', 'list', {}])?.isInvalidated).toBe(true),
    );
  }, 15_000);

  it('a batch accept names the records it created beyond the names selected (issue 36 item 1)', () => {
    expect(
      acceptedWords([
        {
          kind: 'person',
          entity_id: 7,
          merged: false,
          created: [
            { type: 'Person', id: 7, name: 'Ingrid Solberg' },
            { type: 'Organization', id: 8, name: 'Walkhaven Robotics AG' },
          ],
        },
        { kind: 'person', entity_id: 9, merged: false, created: [{ type: 'Person', id: 9, name: 'Tomas Weller' }] },
      ]),
    ).toBe('2 accepted. Also created: Walkhaven Robotics AG.');
  });

  it('rejects the selected names, saying they will not come back, and says how many failed', async () => {
    const fetchMock = mockApi({
      '/suggested-entities/organizations/': page(rows),
      'DELETE /suggested-entities/organizations/1/': { status: 204 },
      'DELETE /suggested-entities/organizations/2/': { status: 409, body: { detail: 'Already accepted.' } },
    });
    renderScreen(tab(), { url: '/organizations?tab=2' });
    await screen.findByRole('checkbox', { name: 'Select Nordlys Energy' });
    fireEvent.click(screen.getByRole('checkbox', { name: 'Select all on this page' }));
    fireEvent.click(screen.getByRole('button', { name: 'Reject selected' }));
    expect(await screen.findByText('1 of 2 could not be changed.')).toBeInTheDocument();
    const deletes = fetchMock.mock.calls.filter(([, init]) => init?.method === 'DELETE');
    expect(deletes).toHaveLength(2);
  }, 15_000);
});
