import { type TTenantInfo, WORKSPACE_DISABLED } from '@intel/contracts';
import { LinearProgress } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { createContext, type ReactNode, useContext } from 'react';
import { NotFound } from '../components/not-found.tsx';
import { WorkspaceDisabledPage } from '../components/workspace-disabled-page.tsx';
import { ApiError, api } from '../lib/api-client.ts';
import { useAuth } from '../lib/auth-store.ts';
import { currentTenant } from '../lib/tenant.ts';
import { useTenantInfo } from '../lib/tenant-info.ts';
import { useWorkspaceDisabled } from '../lib/workspace-disabled.ts';

export type TenantState = { subdomain: string; info: TTenantInfo };
const TenantContext = createContext<TenantState | null>(null);

export function useTenant(): TenantState {
  const value = useContext(TenantContext);
  if (!value) throw new Error('useTenant outside TenantGate');
  return value;
}

/** The tenant's display name: its name, else its subdomain. */
export const tenantLabel = (t: TenantState) => t.info.name ?? t.subdomain;

/**
 * Looks the tenant up from the host (no token sent) with a thin progress bar meanwhile; an
 * unknown tenant shows the 404 page on every path (SPEC §4) — except to a disabled workspace's own
 * users, who are told it is disabled (the server's 403 `WORKSPACE_DISABLED`), on every path too.
 */
export function TenantGate({ children }: { children: ReactNode }) {
  const subdomain = currentTenant();
  const { data, error, isPending, refetch } = useTenantInfo(subdomain);
  const token = useAuth()?.token;
  const disabled = useWorkspaceDisabled();
  // An unknown tenant to a device that holds a token of it: was it disabled? Its own users are told so.
  const probe = useQuery({
    queryKey: ['workspace-disabled', subdomain, token],
    enabled: !!token && data?.exists === false && !disabled,
    retry: false,
    queryFn: () =>
      api('/auth/me/').then(
        () => false,
        (err: unknown) => err instanceof ApiError && err.status === 403 && err.detail === WORKSPACE_DISABLED,
      ),
  });
  if (disabled || probe.data) return <WorkspaceDisabledPage subdomain={subdomain} />;
  if (isPending || (data?.exists === false && probe.isFetching))
    return (
      <LinearProgress aria-label="Loading workspace" sx={{ position: 'fixed', top: 0, left: 0, right: 0, height: 3 }} />
    );
  if (error) {
    return (
      <div role="alert" style={{ padding: 32, fontFamily: 'sans-serif' }}>
        <p>Could not reach the workspace: {error.message}</p>
        <button type="button" onClick={() => refetch()}>
          Try again
        </button>
      </div>
    );
  }
  if (!data.exists) return <NotFound />;
  return <TenantContext.Provider value={{ subdomain, info: data }}>{children}</TenantContext.Provider>;
}
