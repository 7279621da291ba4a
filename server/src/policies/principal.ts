import type { TVisibility } from '@intel/contracts';

/** Who is calling, as the policies see it (DESIGN §3). */
export type Principal = {
  userId: number | null;
  email: string | null;
  isAdmin: boolean;
  isResearch: boolean;
  isTenantAdmin: boolean;
  /** Set when the caller came with a personal API token (issue 38) rather than a login session. */
  apiToken?: { id: number; readOnly: boolean };
};

export const ANONYMOUS: Principal = {
  userId: null,
  email: null,
  isAdmin: false,
  isResearch: false,
  isTenantAdmin: false,
};

export type AccessLevel = 'public' | 'paywall' | 'research' | 'admin';

/** Admin implies research; tenant admins are platform operators and see everything too. */
export function accessLevel(p: Principal): AccessLevel {
  if (p.isAdmin || p.isTenantAdmin) return 'admin';
  if (p.isResearch) return 'research';
  if (p.userId !== null) return 'paywall';
  return 'public';
}

export const isLoggedIn = (p: Principal) => p.userId !== null;
export const hasResearchRole = (p: Principal) => p.isResearch || p.isAdmin || p.isTenantAdmin;
export const hasAdminRole = (p: Principal) => p.isAdmin || p.isTenantAdmin;
export const hasTenantAdminRole = (p: Principal) => p.isTenantAdmin;

/** Visibilities a principal may read: public → public; paywall → + paywalled; research/admin → all. */
export function readableVisibilities(p: Principal): TVisibility[] {
  switch (accessLevel(p)) {
    case 'public':
      return ['public'];
    case 'paywall':
      return ['public', 'paywalled'];
    default:
      return ['public', 'paywalled', 'hidden'];
  }
}

export function mayRead(p: Principal, visibility: TVisibility): boolean {
  return readableVisibilities(p).includes(visibility);
}
