import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { ToastContainer } from 'react-toastify';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { mockApi, page, renderScreen, sentBodies, setViewport } from '../test/render.tsx';
import { type Column, ResourceTable } from './resource-table.tsx';

type Org = { id: number; name_dba: string; keywords: { id: number; name: string }[] };

const columns: Column<Org>[] = [{ key: 'name', label: 'Name', render: (o) => o.name_dba }];
const rows: Org[] = [
  { id: 1, name_dba: 'Acme Robotics', keywords: [{ id: 7, name: 'robots' }] },
  { id: 2, name_dba: 'Beta Bikes', keywords: [] },
];

function table() {
  return (
    <>
      <ToastContainer />
      <ResourceTable<Org>
        path="/assets/organizations"
        noun="organizations"
        columns={columns}
        canWrite
        bulkVisibility
        bulkKeywords
        rowHref={(o) => `/organizations/${o.id}`}
      />
    </>
  );
}

const listCalls = (fetchMock: ReturnType<typeof mockApi>) =>
  fetchMock.mock.calls.filter(
    ([input]) => new URL(String(input), 'http://localhost').pathname === '/api/v1/assets/organizations/',
  ).length;

/** Opens the table, caches a page of another resource, and selects both rows. */
async function selectBoth(routes: Parameters<typeof mockApi>[0]) {
  const fetchMock = mockApi({ '/assets/organizations/': page(rows), ...routes });
  const { queryClient } = renderScreen(table(), { url: '/organizations' });
  queryClient.setQueryData(['/assets/people', 'list', {}], page([]));
  await screen.findByRole('checkbox', { name: 'Select Beta Bikes' });
  fireEvent.click(screen.getByRole('checkbox', { name: 'Select all on this page' }));
  expect(screen.getByText('2 selected')).toBeInTheDocument();
  return { fetchMock, queryClient, listsBefore: listCalls(fetchMock) };
}

describe('ResourceTable bulk actions', () => {
  beforeEach(() => {
    setViewport('desktop');
    localStorage.clear();
  });
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it('sets the visibility of each selected record, says which failed, and refreshes only this resource', async () => {
    const { fetchMock, queryClient, listsBefore } = await selectBoth({
      'PATCH /assets/organizations/1/': { ...rows[0], visibility: 'hidden' },
      'PATCH /assets/organizations/2/': { status: 403, body: { detail: 'Not yours.' } },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Set visibility' }));
    fireEvent.click(await screen.findByRole('menuitem', { name: 'hidden' }));
    expect(await screen.findByText('1 of 2 could not be changed.')).toBeInTheDocument();
    expect(sentBodies(fetchMock, 'PATCH', '/assets/organizations/1/')).toEqual([{ visibility: 'hidden' }]);
    expect(sentBodies(fetchMock, 'PATCH', '/assets/organizations/2/')).toEqual([{ visibility: 'hidden' }]);
    expect(screen.queryByText('2 selected')).toBeNull();
    await waitFor(() => expect(listCalls(fetchMock)).toBeGreaterThan(listsBefore));
    expect(queryClient.getQueryState(['/assets/people', 'list', {}])?.isInvalidated).toBe(false);
  }, 20_000);

  it('adds a keyword to each selected record, keeping the keywords it has', async () => {
    const { fetchMock, queryClient, listsBefore } = await selectBoth({
      '/keywords/': page([{ id: 9, name: 'maritime' }]),
      'PATCH /assets/organizations/1/': rows[0],
      'PATCH /assets/organizations/2/': rows[1],
    });
    fireEvent.click(screen.getByRole('button', { name: 'Add keyword' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add a keyword to 2 records' });
    fireEvent.mouseDown(within(dialog).getByRole('combobox', { name: 'Keyword' }));
    fireEvent.click(await screen.findByRole('option', { name: 'maritime' }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Add' }));
    expect(await screen.findByText('Added “maritime” to 2 records.')).toBeInTheDocument();
    expect(sentBodies(fetchMock, 'PATCH', '/assets/organizations/1/')).toEqual([{ keyword_ids: [7, 9] }]);
    expect(sentBodies(fetchMock, 'PATCH', '/assets/organizations/2/')).toEqual([{ keyword_ids: [9] }]);
    await waitFor(() => expect(listCalls(fetchMock)).toBeGreaterThan(listsBefore));
    expect(queryClient.getQueryState(['/assets/people', 'list', {}])?.isInvalidated).toBe(false);
  }, 20_000);
});
