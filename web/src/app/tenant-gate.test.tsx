import { WORKSPACE_DISABLED } from '@intel/contracts';
import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { currentTenant } from '../lib/tenant.ts';
import { workspaceDisabled } from '../lib/workspace-disabled.ts';
import { mockApi, renderScreen, researcher } from '../test/render.tsx';
import { TenantGate } from './tenant-context.tsx';

const info = (exists: boolean) => ({
  id: exists ? 1 : null,
  exists,
  name: exists ? 'Acme' : null,
  payment_access_link: null,
  payment_access_message: null,
  chat_link: null,
});
const gated = (
  <TenantGate>
    <p>the workspace</p>
  </TenantGate>
);

describe('TenantGate and a disabled workspace (issue 33 item 4, issue 36 item 8)', () => {
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
    workspaceDisabled.reset();
  });
  const infoPath = () => `/clients/info/${currentTenant()}/`;

  it('its own users (a token of it on this device) are told it is disabled and whom to ask, not the 404 page', async () => {
    mockApi({
      [infoPath()]: info(false),
      '/auth/me/': { status: 403, body: { detail: WORKSPACE_DISABLED } },
    });
    renderScreen(gated, { auth: researcher });
    expect(await screen.findByRole('heading', { name: 'This workspace is disabled' })).toBeInTheDocument();
    expect(screen.getByText(/ask an administrator of the platform/i)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to the main site' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Sign out on this device' })).toBeInTheDocument();
    expect(screen.queryByText("Oops, we can't find a pulse...")).toBeNull();
  });

  it('a visitor without a token, or one whose token the server does not know, sees the 404 page', async () => {
    mockApi({
      [infoPath()]: info(false),
      '/auth/me/': { status: 404, body: { detail: 'Unknown tenant' } },
    });
    renderScreen(gated, { auth: null });
    expect(await screen.findByText("Oops, we can't find a pulse...")).toBeInTheDocument();
    cleanup();
    renderScreen(gated, { auth: researcher });
    expect(await screen.findByText("Oops, we can't find a pulse...")).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'This workspace is disabled' })).toBeNull();
  });

  it('a workspace disabled while in use: the next refused call shows the disabled page', async () => {
    mockApi({ [infoPath()]: info(true), '/auth/me/': { status: 403, body: { detail: WORKSPACE_DISABLED } } });
    renderScreen(gated, { auth: researcher });
    expect(await screen.findByText('the workspace')).toBeInTheDocument();
    const { api } = await import('../lib/api-client.ts');
    await expect(api('/auth/me/')).rejects.toThrow(WORKSPACE_DISABLED);
    expect(await screen.findByRole('heading', { name: 'This workspace is disabled' })).toBeInTheDocument();
    expect(screen.queryByText('the workspace')).toBeNull();
  });
});
