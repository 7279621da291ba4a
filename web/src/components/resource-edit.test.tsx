import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockApi, renderScreen, sentBodies } from '../test/render.tsx';
import { ResourceEdit } from './resource-edit.tsx';
import type { FieldDef } from './resource-form.tsx';

type Keyword = { id: number; name: string; description: string; visibility: string; usage_count: number };
const keyword: Keyword = { id: 5, name: 'robots', description: 'Machines', visibility: 'public', usage_count: 3 };
const fields: FieldDef[] = [
  { name: 'name', label: 'Name', type: 'text', required: true },
  { name: 'description', label: 'Description', type: 'textarea' },
  { name: 'visibility', label: 'Visibility', type: 'visibility' },
];

const edit = (
  <ResourceEdit<Keyword>
    path="/keywords"
    noun="keyword"
    fields={fields}
    listHref="/keywords"
    afterSave={(k) => `/keywords/${k.id}`}
    deleteWarning={(k) => `It is on ${k.usage_count} records.`}
  />
);
const name = () => screen.getByRole('textbox', { name: /Name/ });

describe('ResourceEdit', () => {
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it('loads the record into the form and saves only through PATCH, then opens it', async () => {
    const fetchMock = mockApi({
      '/keywords/5/': keyword,
      'PATCH /keywords/5/': { ...keyword, name: 'robotics' },
    });
    renderScreen(edit, { url: '/keywords/5/edit', path: '/keywords/:id/edit' });
    expect(await screen.findByRole('heading', { name: 'Edit keyword' })).toBeInTheDocument();
    expect(name()).toHaveValue('robots');
    expect(screen.getByRole('textbox', { name: 'Description' })).toHaveValue('Machines');
    fireEvent.change(name(), { target: { value: 'robotics' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByTestId('elsewhere')).toHaveTextContent('/keywords/5');
    expect(sentBodies(fetchMock, 'PATCH', '/keywords/5/')).toEqual([
      { name: 'robotics', description: 'Machines', visibility: 'public' },
    ]);
  });

  it('creates a new record through POST', async () => {
    const fetchMock = mockApi({ 'POST /keywords/': { ...keyword, id: 9, name: 'drones' } });
    renderScreen(edit, { url: '/keywords/create' });
    expect(screen.getByRole('heading', { name: 'New keyword' })).toBeInTheDocument();
    fireEvent.change(name(), { target: { value: 'drones' } });
    fireEvent.click(screen.getByRole('button', { name: 'Create keyword' }));
    expect(await screen.findByTestId('elsewhere')).toHaveTextContent('/keywords/9');
    expect(sentBodies(fetchMock, 'POST', '/keywords/')).toEqual([
      { name: 'drones', description: '', visibility: 'hidden' },
    ]);
  });

  it("shows the server's refusal and stays on the form", async () => {
    mockApi({
      '/keywords/5/': keyword,
      'PATCH /keywords/5/': { status: 400, body: { detail: 'Check the fields.', errors: { name: ['Taken.'] } } },
    });
    renderScreen(edit, { url: '/keywords/5/edit', path: '/keywords/:id/edit' });
    fireEvent.change(await screen.findByRole('textbox', { name: /Name/ }), { target: { value: 'ai' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText('One field needs a fix')).toBeInTheDocument();
    expect(screen.getAllByText(/Taken\./).length).toBeGreaterThan(0);
    expect(screen.queryByTestId('elsewhere')).toBeNull();
  });

  it('says when the record cannot be loaded', async () => {
    mockApi({ '/keywords/5/': { status: 404, body: { detail: 'Not found.' } } });
    renderScreen(edit, { url: '/keywords/5/edit', path: '/keywords/:id/edit' });
    expect(await screen.findByText('Could not load this keyword: Not found.')).toBeInTheDocument();
  });

  it('asks before leaving with unsaved changes, and stays when asked to', async () => {
    mockApi({ '/keywords/5/': keyword });
    const { router } = renderScreen(edit, { url: '/keywords/5/edit', path: '/keywords/:id/edit' });
    fireEvent.change(await screen.findByRole('textbox', { name: /Name/ }), { target: { value: 'changed' } });
    await act(() => router.navigate('/keywords'));
    expect(await screen.findByRole('dialog', { name: 'Leave without saving?' })).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Stay on the form' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(name()).toHaveValue('changed');
    await act(() => router.navigate('/keywords'));
    fireEvent.click(await screen.findByRole('button', { name: 'Leave and discard' }));
    expect(await screen.findByTestId('elsewhere')).toHaveTextContent('/keywords');
  });

  it('leaves without asking when nothing changed', async () => {
    mockApi({ '/keywords/5/': keyword });
    const { router } = renderScreen(edit, { url: '/keywords/5/edit', path: '/keywords/:id/edit' });
    await screen.findByRole('heading', { name: 'Edit keyword' });
    await act(() => router.navigate('/keywords'));
    expect(await screen.findByTestId('elsewhere')).toHaveTextContent('/keywords');
  });

  it('deletes after confirming, naming what it touches', async () => {
    const fetchMock = mockApi({ '/keywords/5/': keyword, 'DELETE /keywords/5/': { status: 204 } });
    renderScreen(edit, { url: '/keywords/5/edit', path: '/keywords/:id/edit' });
    fireEvent.click(await screen.findByRole('button', { name: 'Delete keyword' }));
    expect(await screen.findByText('It is on 3 records. This cannot be undone.')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Delete' }));
    expect(await screen.findByTestId('elsewhere')).toHaveTextContent('/keywords');
    expect(fetchMock.mock.calls.some(([, init]) => init?.method === 'DELETE')).toBe(true);
  });
});
