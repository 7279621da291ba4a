import { ZTenantInfo } from '@intel/contracts';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError, api, buildUrl } from './api-client.ts';
import { authStore } from './auth-store.ts';

const state = {
  token: 't'.repeat(43),
  email: 'a@b.c',
  alias: null,
  id: 1,
  is_admin: false,
  is_research: false,
  is_tenant_admin: false,
  asset_id: null,
  tenant_id: 1,
  payment_access_link: null,
  payment_access_message: null,
};

function respond(
  status: number,
  body: string,
  headers: Record<string, string> = { 'content-type': 'application/json' },
) {
  return vi.fn(async () => new Response(body, { status, headers }));
}

describe('api client', () => {
  beforeEach(() => authStore.logout());
  afterEach(() => vi.unstubAllGlobals());

  it('builds URLs under /api/v1 with query parameters, skipping empty ones', () => {
    expect(buildUrl('/search/', { q: 'acme', type: undefined, n: 0, tags: ['a', 'b'] })).toBe(
      '/api/v1/search/?q=acme&n=0&tags=a&tags=b',
    );
  });

  it('sends the bearer token and validates the answer', async () => {
    authStore.login(state);
    const fetchMock = respond(
      200,
      JSON.stringify({
        id: 1,
        exists: true,
        name: 'X',
        payment_access_link: null,
        payment_access_message: null,
        chat_link: null,
      }),
    );
    vi.stubGlobal('fetch', fetchMock);
    const info = await api('/clients/info/x/', { schema: ZTenantInfo });
    expect(info.exists).toBe(true);
    const init = (fetchMock.mock.calls[0] as unknown as [string, RequestInit])[1];
    expect((init.headers as Record<string, string>).authorization).toBe(`Bearer ${state.token}`);
  });

  it('passes the HTTP status and detail through', async () => {
    vi.stubGlobal('fetch', respond(403, JSON.stringify({ detail: 'No.' })));
    await expect(api('/x/')).rejects.toMatchObject({ kind: 'HTTP_ERROR', status: 403, detail: 'No.' });
  });

  it('reports unreadable answers as PARSING_ERROR', async () => {
    vi.stubGlobal('fetch', respond(200, '<html>'));
    await expect(api('/x/')).rejects.toMatchObject({ kind: 'PARSING_ERROR' });
    vi.stubGlobal('fetch', respond(200, JSON.stringify({ wrong: true })));
    await expect(api('/x/', { schema: ZTenantInfo })).rejects.toMatchObject({ kind: 'PARSING_ERROR' });
  });

  it('reports network failures as FETCH_ERROR and slow answers as TIMEOUT_ERROR', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Promise.reject(new TypeError('Failed to fetch'))),
    );
    await expect(api('/x/')).rejects.toMatchObject({ kind: 'FETCH_ERROR' });
    vi.stubGlobal(
      'fetch',
      vi.fn(
        (_url: string, init: RequestInit) =>
          new Promise((_resolve, reject) =>
            init.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError'))),
          ),
      ),
    );
    const err = (await api('/x/', { timeoutMs: 20 }).catch((e: unknown) => e)) as ApiError;
    expect(err).toBeInstanceOf(ApiError);
    expect(err.kind).toBe('TIMEOUT_ERROR');
  });

  it('logs out on a 401 to a call that carried a token', async () => {
    authStore.login(state);
    vi.stubGlobal('fetch', respond(401, JSON.stringify({ detail: 'expired' })));
    await expect(api('/auth/me/')).rejects.toMatchObject({ status: 401 });
    expect(authStore.get()).toBeNull();
    expect(localStorage.getItem('intel-auth')).toBeNull();
  });

  it('sends a form as multipart, without a JSON content type', async () => {
    const fetchMock = respond(200, JSON.stringify({ ok: true }));
    vi.stubGlobal('fetch', fetchMock);
    const form = new FormData();
    form.append('file', new File(['a,b'], 'rows.csv'));
    await api('/x/upload/', { method: 'POST', body: form });
    const init = (fetchMock.mock.calls[0] as unknown as [string, RequestInit])[1];
    expect(init.body).toBe(form);
    expect((init.headers as Record<string, string>)['content-type']).toBeUndefined();
  });
});
