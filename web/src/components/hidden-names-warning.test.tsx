import type { THiddenNamesQuery, TLedgerEntryCreate } from '@intel/contracts';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockApi, renderScreen, sentBodies } from '../test/render.tsx';
import { type FieldDef, type FormValues, ResourceForm, toFormValues } from './resource-form.tsx';

// Issue 36 item 2: a public or paywalled record's free text that names a record its readers cannot see.
const fields: FieldDef<TLedgerEntryCreate>[] = [
  { name: 'name', label: 'Vehicle name', type: 'text', required: true },
  { name: 'owner', label: 'Owner', type: 'text' },
  { name: 'admin_notes', label: 'Admin notes (research team only)', type: 'textarea' },
  { name: 'visibility', label: 'Visibility', type: 'visibility' },
];

const WALKHAVEN = {
  type: 'Organization',
  id: 8,
  name: 'Walkhaven Robotics AG',
  label: 'Walkhaven Robotics AG',
  visibility: 'hidden',
};
const INGRID = { type: 'Person', id: 9, name: 'Ingrid Solberg', label: 'Ingrid Solberg', visibility: 'paywalled' };

/** The server's answer, by the text and the audience asked for. */
function hiddenNames() {
  return mockApi({
    'POST /hidden-names/': (_url: URL, init: RequestInit) => {
      const q = JSON.parse(String(init.body)) as THiddenNamesQuery;
      const names = [];
      if (q.visibility !== 'hidden' && q.text.includes('Walkhaven Robotics AG')) names.push(WALKHAVEN);
      if (q.visibility === 'public' && q.text.includes('Ingrid Solberg')) names.push(INGRID);
      return { names, capped: false };
    },
  });
}

function form(onSubmit = vi.fn(), initial: FormValues = {}) {
  return (
    <ResourceForm
      title="New ledger entry"
      fields={fields}
      initial={toFormValues(fields, { visibility: 'public', name: 'Fund I', ...initial })}
      submitLabel="Create ledger entry"
      onSubmit={onSubmit}
      onCancel={() => {}}
    />
  );
}

const warning = () => screen.queryByTestId('hidden-names-warning');

describe('the warning about hidden names in public text', () => {
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it('names the record and the audience once typing pauses, and does not block saving', async () => {
    const fetchMock = hiddenNames();
    const onSubmit = vi.fn();
    renderScreen(form(onSubmit), { url: '/ledger/create' });
    const owner = screen.getByRole('textbox', { name: 'Owner' });
    // Typed in three quick steps: only the text as it stands when typing pauses is asked about.
    fireEvent.change(owner, { target: { value: 'Owned by Walk' } });
    fireEvent.change(owner, { target: { value: 'Owned by Walkhaven Robotics' } });
    fireEvent.change(owner, { target: { value: 'Owned by Walkhaven Robotics AG and Ingrid Solberg' } });
    const shown = await screen.findByTestId('hidden-names-warning', undefined, { timeout: 4000 });
    expect(within(shown).getByText('This text names 2 records its readers cannot see')).toBeInTheDocument();
    expect(shown.textContent).toContain(
      'Public visitors cannot see “Walkhaven Robotics AG” (hidden organization), but Owner names it.',
    );
    expect(shown.textContent).toContain(
      'Public visitors cannot see “Ingrid Solberg” (paywalled person), but Owner names it.',
    );
    // Read out politely where it appears.
    expect(shown.closest('[role="status"]')?.getAttribute('aria-live')).toBe('polite');
    const owners = (sentBodies(fetchMock, 'POST', '/hidden-names/') as THiddenNamesQuery[]).filter((b) =>
      b.text.startsWith('Owned'),
    );
    expect(owners.map((b) => b.text)).toEqual(['Owned by Walkhaven Robotics AG and Ingrid Solberg']);

    fireEvent.click(screen.getByRole('button', { name: 'Create ledger entry' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalled());
  }, 15_000);

  it('follows the visibility: fewer names for logged-in readers, none for a hidden record', async () => {
    hiddenNames();
    renderScreen(form(vi.fn(), { owner: 'Owned by Walkhaven Robotics AG and Ingrid Solberg' }), {
      url: '/ledger/create',
    });
    const shown = await screen.findByTestId('hidden-names-warning', undefined, { timeout: 4000 });
    expect(shown.textContent).toContain('Ingrid Solberg');

    fireEvent.mouseDown(screen.getByRole('combobox', { name: 'Visibility' }));
    fireEvent.click(await screen.findByRole('option', { name: 'Paywalled' }));
    await waitFor(() => expect(warning()?.textContent).not.toContain('Ingrid Solberg'));
    expect(warning()?.textContent).toContain(
      'Logged-in readers cannot see “Walkhaven Robotics AG” (hidden organization), but Owner names it.',
    );

    fireEvent.mouseDown(screen.getByRole('combobox', { name: 'Visibility' }));
    fireEvent.click(await screen.findByRole('option', { name: 'Hidden' }));
    await waitFor(() => expect(warning()).toBeNull());
  }, 15_000);

  it('reads only what readers see: research-only notes may name anything', async () => {
    const fetchMock = hiddenNames();
    renderScreen(form(vi.fn(), { admin_notes: 'Really Walkhaven Robotics AG' }), { url: '/ledger/create' });
    await waitFor(() => expect(sentBodies(fetchMock, 'POST', '/hidden-names/').length).toBeGreaterThan(0));
    const texts = (sentBodies(fetchMock, 'POST', '/hidden-names/') as THiddenNamesQuery[]).map((b) => b.text);
    expect(texts).toEqual(['Fund I']);
    expect(warning()).toBeNull();
  }, 15_000);
});
