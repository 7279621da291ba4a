import type { Principal } from './principal.ts';

type Roles = Pick<Principal, 'isAdmin' | 'isResearch' | 'isTenantAdmin'>;

/** The role ladder of DESIGN §3: tenant admin > admin > research > reader. */
export function roleRank(r: Roles): number {
  if (r.isTenantAdmin) return 3;
  if (r.isAdmin) return 2;
  if (r.isResearch) return 1;
  return 0;
}

/**
 * Whether `actor` may change or delete the account `target` (its password, email, roles, disabled
 * flag or existence): never one whose role is above the actor's own.
 */
export function mayManageUser(actor: Roles, target: Roles): boolean {
  return roleRank(target) <= roleRank(actor);
}
