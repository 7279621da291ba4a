import type { TAuthState } from '@intel/contracts';
import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router';
import { Forbidden } from '../components/forbidden.tsx';
import { isAdmin, isResearch, isTenantAdmin, useAuth } from '../lib/auth-store.ts';
import type { RouteGroup } from '../lib/screen-routes.ts';

export type GuardDecision = 'allow' | 'login' | 'forbidden';

/** Not logged in → /login; logged in without the role → 403; else allowed (DESIGN §3). */
export function decide(group: RouteGroup, auth: TAuthState | null): GuardDecision {
  if (group === 'open') return 'allow';
  if (!auth) return 'login';
  if (group === 'login') return 'allow';
  const ok = group === 'research' ? isResearch(auth) : group === 'admin' ? isAdmin(auth) : isTenantAdmin(auth);
  return ok ? 'allow' : 'forbidden';
}

export function Guard({ group, children }: { group: RouteGroup; children: ReactNode }) {
  const auth = useAuth();
  const location = useLocation();
  const decision = decide(group, auth);
  if (decision === 'login')
    return <Navigate to="/login" replace state={{ from: location.pathname + location.search }} />;
  if (decision === 'forbidden') return <Forbidden />;
  return children;
}
