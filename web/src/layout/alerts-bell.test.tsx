import { cleanup, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockApi, renderScreen } from '../test/render.tsx';
import { AlertsBell } from './alerts-bell.tsx';

describe('AlertsBell', () => {
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it('with nothing unread holds no text that its name "Alerts" lacks (a hidden badge kept "0": axe label-content-name-mismatch)', async () => {
    const fetchMock = mockApi({ '/alerts/unread/': { unread: 0 } });
    renderScreen(<AlertsBell />, { url: '/' });
    await waitFor(() => expect(fetchMock).toHaveBeenCalled());
    const bell = await screen.findByRole('button', { name: 'Alerts' });
    await waitFor(() => expect(screen.queryByTestId('alerts-count')).toBeNull());
    expect(bell.textContent).toBe('');
  });

  it('names the unread count it shows', async () => {
    mockApi({ '/alerts/unread/': { unread: 3 } });
    renderScreen(<AlertsBell />, { url: '/' });
    const bell = await screen.findByRole('button', { name: 'Alerts, 3 unread' });
    expect(bell.textContent).toBe('3');
  });
});
