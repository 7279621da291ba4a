import type { TShareCode } from '@intel/contracts';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { ToastContainer } from 'react-toastify';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { mockApi, page, renderScreen, sentBodies, setViewport, tenantAdmin } from '../../../test/render.tsx';
import { ShareDialog } from './share-dialog.tsx';

const code = (id: number, c: string, extra: Partial<TShareCode> = {}): TShareCode => ({
  id,
  code: c,
  target_type: 'category',
  category_id: 3,
  section_id: null,
  target_name: 'Markets',
  target_visibility: 'public',
  status: 'active',
  expires_at: null,
  revoked_at: null,
  view_count: 12,
  created_at: '2026-01-02T10:00:00Z',
  created_by: 'Ada',
  ...extra,
});

function dialog(visibility: 'public' | 'hidden' = 'public') {
  return (
    <>
      <ToastContainer />
      <ShareDialog
        target={{ category_id: 3 }}
        kind="category"
        name="Markets"
        visibility={visibility}
        onClose={() => {}}
      />
    </>
  );
}

const listCalls = (fetchMock: ReturnType<typeof mockApi>) =>
  fetchMock.mock.calls.filter(([input]) => String(input).startsWith('/api/v1/share-codes/?')).length;

describe('ShareDialog', () => {
  beforeEach(() => setViewport('desktop'));
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it("lists the category's links with their status and views, and warns that a hidden one shares nothing", async () => {
    const fetchMock = mockApi({
      '/share-codes/': page([code(1, 'AbCdE12345'), code(2, 'ZyXwV98765', { status: 'revoked', view_count: 3 })]),
    });
    renderScreen(dialog('hidden'), { url: '/categories', auth: tenantAdmin });
    const table = await screen.findByRole('table', { name: 'Share links' });
    expect(await within(table).findByText('/s/AbCdE12345')).toBeInTheDocument();
    expect(within(table).getByText('Revoked')).toBeInTheDocument();
    expect(within(table).getByRole('button', { name: 'Copy link AbCdE12345' })).toBeInTheDocument();
    // A revoked link can be neither copied nor revoked again.
    expect(within(table).queryByRole('button', { name: 'Copy link ZyXwV98765' })).toBeNull();
    expect(within(table).getAllByRole('button', { name: 'Revoke' })).toHaveLength(1);
    expect(screen.getByText(/This category is hidden, so its link shows nothing/)).toBeInTheDocument();
    const asked = new URL(String(fetchMock.mock.calls.at(-1)?.[0]), 'http://localhost').searchParams;
    expect(asked.get('category')).toBe('3');
  });

  it('creates a link that never expires, shows it to copy, and lists it', async () => {
    let created = false;
    const fetchMock = mockApi({
      '/share-codes/': () => page(created ? [code(5, 'NewCode123')] : []),
      'POST /share-codes/': () => {
        created = true;
        return code(5, 'NewCode123');
      },
    });
    renderScreen(dialog(), { url: '/categories', auth: tenantAdmin });
    expect(await screen.findByText('No share links yet.')).toBeInTheDocument();
    const before = listCalls(fetchMock);
    fireEvent.click(screen.getByRole('button', { name: 'Create link' }));
    expect(await screen.findByText('Share link created.')).toBeInTheDocument();
    expect(sentBodies(fetchMock, 'POST', '/share-codes/')).toEqual([{ category_id: 3, expires_at: null }]);
    expect(screen.getByLabelText('Share link')).toHaveValue(`${window.location.origin}/s/NewCode123`);
    await waitFor(() => expect(listCalls(fetchMock)).toBeGreaterThan(before));
    expect(await screen.findByText('/s/NewCode123')).toBeInTheDocument();
  }, 15_000);

  it('refuses an expiry day in the past without asking the server', async () => {
    const fetchMock = mockApi({ '/share-codes/': page([]) });
    renderScreen(dialog(), { url: '/categories', auth: tenantAdmin });
    await screen.findByText('No share links yet.');
    fireEvent.change(screen.getByLabelText('Expires on (optional)'), { target: { value: '2000-01-01' } });
    fireEvent.click(screen.getByRole('button', { name: 'Create link' }));
    expect(await screen.findByText('Pick today or a later day.')).toBeInTheDocument();
    expect(sentBodies(fetchMock, 'POST', '/share-codes/')).toEqual([]);
  });

  it('revokes a link only after the confirm', async () => {
    let revoked = false;
    const fetchMock = mockApi({
      '/share-codes/': () => page([code(1, 'AbCdE12345', revoked ? { status: 'revoked' } : {})]),
      'PATCH /share-codes/1/': () => {
        revoked = true;
        return code(1, 'AbCdE12345', { status: 'revoked' });
      },
    });
    renderScreen(dialog(), { url: '/categories', auth: tenantAdmin });
    const table = await screen.findByRole('table', { name: 'Share links' });
    fireEvent.click(await within(table).findByRole('button', { name: 'Revoke' }));
    const confirm = await screen.findByRole('dialog', { name: 'Revoke this link?' });
    expect(sentBodies(fetchMock, 'PATCH', '/share-codes/1/')).toEqual([]);
    fireEvent.click(within(confirm).getByRole('button', { name: 'Revoke' }));
    expect(await screen.findByText('Link revoked.')).toBeInTheDocument();
    expect(sentBodies(fetchMock, 'PATCH', '/share-codes/1/')).toEqual([{ revoked: true }]);
    expect(await within(table).findByText('Revoked')).toBeInTheDocument();
    expect(within(table).queryByRole('button', { name: 'Revoke' })).toBeNull();
  }, 15_000);
});
