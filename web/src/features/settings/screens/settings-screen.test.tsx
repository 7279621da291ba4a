import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockApi, renderScreen, sentBodies, tenantAdmin } from '../../../test/render.tsx';
import { SettingsScreen } from './settings-screen.tsx';

const settings = {
  name: 'Acme Research',
  payment_access_link: null,
  payment_access_message: null,
  chat_link: 'https://chat.example',
  processing: { auto_process: true, max_upload_mb: 20 },
  operator_llm_url: null,
};

describe('SettingsScreen', () => {
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it('loads the settings and saves a change', async () => {
    const fetchMock = mockApi({
      '/settings/': settings,
      'PATCH /settings/': { ...settings, name: 'Acme Intel' },
    });
    renderScreen(<SettingsScreen />, { url: '/settings', auth: tenantAdmin });
    const name = await screen.findByRole('textbox', { name: /Workspace name/ });
    expect(name).toHaveValue('Acme Research');
    expect(screen.getByRole('textbox', { name: 'Chat link' })).toHaveValue('https://chat.example');
    fireEvent.change(name, { target: { value: 'Acme Intel' } });
    fireEvent.submit(name.closest('form') as HTMLFormElement);
    await waitFor(() => expect(sentBodies(fetchMock, 'PATCH', '/settings/')).toHaveLength(1));
    expect(sentBodies(fetchMock, 'PATCH', '/settings/')[0]).toMatchObject({
      name: 'Acme Intel',
      chat_link: 'https://chat.example',
      processing: { auto_process: true, max_upload_mb: 20 },
    });
  });

  it('says when the settings cannot be loaded', async () => {
    mockApi({ '/settings/': { status: 403, body: { detail: 'Admins only.' } } });
    renderScreen(<SettingsScreen />, { url: '/settings' });
    expect(await screen.findByText('Could not load the settings: Admins only.')).toBeInTheDocument();
  });
});
