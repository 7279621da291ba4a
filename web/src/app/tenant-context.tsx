import type { TTenantInfo } from '@intel/contracts';
import { LinearProgress } from '@mui/material';
import { createContext, type ReactNode, useContext } from 'react';
import { NotFound } from '../components/not-found.tsx';
import { currentTenant } from '../lib/tenant.ts';
import { useTenantInfo } from '../lib/tenant-info.ts';

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
 * unknown tenant shows the 404 page on every path (SPEC §4).
 */
export function TenantGate({ children }: { children: ReactNode }) {
  const subdomain = currentTenant();
  const { data, error, isPending, refetch } = useTenantInfo(subdomain);
  if (isPending)
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
