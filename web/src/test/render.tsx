import { ENTITY_KINDS, type TAuthState, type TEntityCounts, type TTenantInfo } from '@intel/contracts';
import { ThemeProvider } from '@mui/material';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router';
import { vi } from 'vitest';
import { theme } from '../app/theme.ts';
import { authStore } from '../lib/auth-store.ts';
import { currentTenant } from '../lib/tenant.ts';

// jsdom lays nothing out: scrolling is a no-op here (forms scroll to their first error, saves to the top).
Element.prototype.scrollIntoView ??= () => {};
window.scrollTo = () => {};

/** One answer of the fake API: a body (status 200) or a status with a body. */
export type Answer = unknown | { status: number; body?: unknown };
export type Handler = (url: URL, init: RequestInit) => Answer;

/** An empty page, the answer of every list nobody described. */
export const emptyPage = { count: 0, next: null, previous: null, results: [] };
export const page = <T,>(results: T[], extra: Record<string, unknown> = {}) => ({
  count: results.length,
  next: null,
  previous: null,
  results,
  ...extra,
});

const isStatus = (a: unknown): a is { status: number; body?: unknown } =>
  !!a && typeof a === 'object' && 'status' in a && typeof (a as { status: unknown }).status === 'number';

/**
 * Stubs `fetch` for /api/v1: `routes` maps "METHOD /path/" (or "/path/" for GET) to an answer or a
 * handler. A GET nobody described answers an empty page (available-filters: an empty list); any
 * other request nobody described answers 404. Returns the mock, so tests can read the calls.
 */
export function mockApi(routes: Record<string, Answer | Handler> = {}) {
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const url = new URL(String(input), 'http://localhost');
    const method = (init.method ?? 'GET').toUpperCase();
    const path = url.pathname.replace(/^\/api\/v1/, '');
    const route = routes[`${method} ${path}`] ?? (method === 'GET' ? routes[path] : undefined);
    let answer: Answer;
    if (route === undefined) {
      if (method !== 'GET') answer = { status: 404, body: { detail: `No mock for ${method} ${path}` } };
      else answer = path.endsWith('/available-filters/') ? [] : emptyPage;
    } else answer = typeof route === 'function' ? (route as Handler)(url, init) : route;
    const { status, body } = isStatus(answer) ? answer : { status: 200, body: answer };
    return new Response(status === 204 ? null : JSON.stringify(body ?? null), {
      status,
      headers: { 'content-type': 'application/json' },
    });
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

/** The JSON bodies sent to "METHOD /path/". */
export function sentBodies(fetchMock: ReturnType<typeof mockApi>, method: string, path: string): unknown[] {
  return fetchMock.mock.calls
    .filter(([input, init]) => {
      const url = new URL(String(input), 'http://localhost');
      return (init?.method ?? 'GET') === method && url.pathname === `/api/v1${path}`;
    })
    .map(([, init]) => JSON.parse(String(init?.body ?? 'null')));
}

export const researcher: TAuthState = {
  token: 't',
  email: 'r@example.org',
  alias: 'Rita',
  id: 1,
  is_admin: false,
  is_research: true,
  is_tenant_admin: false,
  asset_id: null,
  tenant_id: 1,
  payment_access_link: null,
  payment_access_message: null,
};
export const tenantAdmin: TAuthState = { ...researcher, is_admin: true, is_tenant_admin: true };

/** Shows where the router went, for tests that follow a navigation. */
function Elsewhere() {
  const location = useLocation();
  return <p data-testid="elsewhere">{`${location.pathname}${location.search}`}</p>;
}

/**
 * Renders a screen as the app does: query client (no retries), theme and a data router (for
 * `useNavigation` and `useBlocker`) at `url`, whose route is `path`; every other path shows
 * "elsewhere" with its location (or `elsewhere`, a screen of the test's own).
 */
export function renderScreen(
  element: ReactElement,
  {
    url = '/',
    path = url.split('?')[0] as string,
    auth = researcher as TAuthState | null,
    elsewhere = <Elsewhere />,
  }: { url?: string; path?: string; auth?: TAuthState | null; elsewhere?: ReactElement } = {},
) {
  if (auth) authStore.login(auth);
  else authStore.logout();
  const queryClient = new QueryClient({
    defaultOptions: { queries: { retry: false, refetchOnWindowFocus: false }, mutations: { retry: false } },
  });
  const router = createMemoryRouter(
    [
      { path, element },
      { path: '*', element: elsewhere },
    ],
    { initialEntries: [url] },
  );
  const utils = render(
    <QueryClientProvider client={queryClient}>
      <ThemeProvider theme={theme}>
        <RouterProvider router={router} />
      </ThemeProvider>
    </QueryClientProvider>,
  );
  return { ...utils, router, queryClient };
}

/** Makes `useMediaQuery` answer as on a phone (every max-width query matches) or a desktop. */
export function setViewport(kind: 'phone' | 'desktop') {
  vi.stubGlobal(
    'matchMedia',
    vi.fn((query: string) => ({
      matches: kind === 'phone' ? query.includes('max-width') : query.includes('min-width'),
      media: query,
      onchange: null,
      addListener: () => {},
      removeListener: () => {},
      addEventListener: () => {},
      removeEventListener: () => {},
      dispatchEvent: () => false,
    })),
  );
}

/** The tenant look-up TenantGate makes, answered for a workspace called "Acme Research". */
export function tenantRoute(info: Partial<TTenantInfo> = {}): Record<string, TTenantInfo> {
  return {
    [`/clients/info/${encodeURIComponent(currentTenant())}/`]: {
      id: 1,
      exists: true,
      name: 'Acme Research',
      payment_access_link: null,
      payment_access_message: null,
      chat_link: null,
      ...info,
    },
  };
}

/** Entity counts with every kind at `n` public records, some kinds set otherwise. */
export function entityCounts(n: number, some: Partial<Record<string, number>> = {}): TEntityCounts {
  return Object.fromEntries(
    ENTITY_KINDS.map((k) => [k, { public_count: some[k] ?? n, paywall_count: 0, hidden_count: 0 }]),
  ) as TEntityCounts;
}
