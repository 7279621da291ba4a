import { QueryClient } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockApi, researcher } from '../test/render.tsx';
import { authStore } from './auth-store.ts';
import { logout } from './session-api.ts';

describe('logout', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('ends the session on the server, then here, and forgets every cached answer', async () => {
    const fetchMock = mockApi({ 'POST /auth/logout/': { status: 204 } });
    authStore.login(researcher);
    const queryClient = new QueryClient();
    queryClient.setQueryData(['/assets/people', 'list', {}], { count: 1 });
    await logout(queryClient);
    expect(fetchMock).toHaveBeenCalledWith('/api/v1/auth/logout/', expect.objectContaining({ method: 'POST' }));
    expect(authStore.get()).toBeNull();
    expect(queryClient.getQueryCache().getAll()).toEqual([]);
  });

  it('logs out here even when the server cannot be reached', async () => {
    vi.stubGlobal('fetch', vi.fn().mockRejectedValue(new TypeError('offline')));
    authStore.login(researcher);
    const queryClient = new QueryClient();
    queryClient.setQueryData(['/settings'], {});
    await logout(queryClient);
    expect(authStore.get()).toBeNull();
    expect(queryClient.getQueryCache().getAll()).toEqual([]);
  });
});
