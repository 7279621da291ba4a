import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ResourceEdit } from '../../../components/resource-edit.tsx';
import { graphKeys } from '../../../lib/graph-keys.ts';
import { countKeys, resourceKeys, useResource } from '../../../lib/resource-api.ts';
import { mockApi, page, renderScreen } from '../../../test/render.tsx';
import { organizationKeys, organizations, useSaveOrganizationPeople } from './organizations.ts';

type Org = { id: number; name_dba: string };
const acme: Org = { id: 5, name_dba: 'Acme' };
const personKeys = resourceKeys('/assets/people');

/** A person shown beside the form: a query the save has nothing to do with. */
function PersonProbe() {
  const person = useResource<{ display_name: string }>('/assets/people', 7);
  return <p>{person.data?.display_name}</p>;
}

const calls = (fetchMock: ReturnType<typeof mockApi>, path: string) =>
  fetchMock.mock.calls.filter(([input]) => new URL(String(input), 'http://localhost').pathname === `/api/v1${path}`)
    .length;

/** Saves organization 5's people on a click (what the people editor does). */
function PeopleSaver() {
  const save = useSaveOrganizationPeople(5, { onSuccess: () => {}, onError: () => {} });
  return (
    <button type="button" onClick={() => save.mutate([{ person_id: 7, role: 'CEO' }])}>
      Save people
    </button>
  );
}

describe('writes invalidate the keys they touch', () => {
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it('saving an organization refreshes it, its lists and the counts, not an unrelated person', async () => {
    const fetchMock = mockApi({
      '/assets/organizations/5/': acme,
      'PATCH /assets/organizations/5/': { ...acme, name_dba: 'Acme Robotics' },
      '/assets/people/7/': { id: 7, display_name: 'Ada' },
    });
    const { queryClient } = renderScreen(
      <>
        <ResourceEdit<Org>
          path={organizations.path}
          noun="organization"
          fields={[{ name: 'name_dba', label: 'Name', type: 'text', required: true }]}
          listHref="/organizations"
          afterSave={(o) => `/organizations/${o.id}`}
        />
        <PersonProbe />
      </>,
      { url: '/organizations/5/edit', path: '/organizations/:id/edit' },
    );
    queryClient.setQueryData(organizationKeys.list({ limit: 25 }), page([acme]));
    queryClient.setQueryData(organizationKeys.detail(6), { id: 6, name_dba: 'Other' });
    queryClient.setQueryData([...countKeys.all, 1], {});
    queryClient.setQueryData(['settings'], {});
    expect(await screen.findByText('Ada')).toBeInTheDocument();
    fireEvent.change(await screen.findByRole('textbox', { name: /Name/ }), { target: { value: 'Acme Robotics' } });
    const before = { org: calls(fetchMock, '/assets/organizations/5/'), person: calls(fetchMock, '/assets/people/7/') };
    fireEvent.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByTestId('elsewhere')).toHaveTextContent('/organizations/5');

    const invalidated = (key: readonly unknown[]) => queryClient.getQueryState(key)?.isInvalidated;
    // The record was on screen: it is fetched again at once (and is then no longer stale).
    expect(calls(fetchMock, '/assets/organizations/5/')).toBeGreaterThan(before.org);
    expect(invalidated(organizationKeys.list({ limit: 25 }))).toBe(true);
    expect(invalidated([...countKeys.all, 1])).toBe(true);
    expect(invalidated(organizationKeys.detail(6))).toBe(false);
    expect(invalidated(personKeys.detail(7))).toBe(false);
    expect(invalidated(['settings'])).toBe(false);
    // The person was on screen during the save: a whole-cache invalidation would have fetched it again.
    expect(calls(fetchMock, '/assets/people/7/')).toBe(before.person);
  });

  it("saving an organization's people refreshes the people and the graph's links, not the ledger", async () => {
    mockApi({ 'PATCH /assets/organizations/5/': acme });
    const { queryClient } = renderScreen(<PeopleSaver />, { url: '/organizations/5' });
    const ledgerList = [...resourceKeys('/assets/ledger').lists(), {}];
    queryClient.setQueryData(personKeys.detail(7), { id: 7 });
    queryClient.setQueryData(graphKeys.page('organizations', 5, 0), {});
    queryClient.setQueryData(graphKeys.timeline('people', 7), {});
    queryClient.setQueryData(ledgerList, page([]));
    fireEvent.click(screen.getByRole('button', { name: 'Save people' }));
    const invalidated = (key: readonly unknown[]) => queryClient.getQueryState(key)?.isInvalidated;
    await waitFor(() => expect(invalidated(personKeys.detail(7))).toBe(true));
    expect(invalidated(graphKeys.page('organizations', 5, 0))).toBe(true);
    expect(invalidated(graphKeys.timeline('people', 7))).toBe(true);
    expect(invalidated(ledgerList)).toBe(false);
  });
});
