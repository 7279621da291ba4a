import { hasAdminRole, hasResearchRole, hasTenantAdminRole, isLoggedIn, type Principal } from './principal.ts';

/** The route groups of DESIGN §3: who a group admits. */
export type Group = 'open' | 'login' | 'research' | 'admin' | 'tenantAdmin';

const ADMITS: Record<Group, (p: Principal) => boolean> = {
  open: () => true,
  login: isLoggedIn,
  research: hasResearchRole,
  admin: hasAdminRole,
  tenantAdmin: hasTenantAdminRole,
};

/**
 * One thing a caller may do, named for what it is (`organizations.merge`, `rawData.upload`), and
 * the group it is granted to. Routes ask for an ability (`requireAbility` in plugins/auth.ts), code
 * that shapes an answer by role asks `can(principal, ability)`; neither names a role itself, so the
 * rules of a domain are read in one place, its `policies.ts`.
 */
export type Ability<G extends Group = Group> = { readonly name: string; readonly group: G };

const defined = new Map<string, Ability>();

/**
 * A domain's abilities, keyed by what they allow: `defineAbilities('lists', { read: 'open',
 * editItems: 'research' })` gives `lists.read` and `lists.editItems`. Names are unique across the app.
 */
export function defineAbilities<const T extends Record<string, Group>>(
  domain: string,
  groups: T,
): { readonly [K in keyof T]: Ability<T[K]> } {
  const out: Record<string, Ability> = {};
  for (const [key, group] of Object.entries(groups)) {
    const name = `${domain}.${key}`;
    const ability = Object.freeze({ name, group });
    if (defined.get(name)?.group !== undefined && defined.get(name)?.group !== group) {
      throw new Error(`The ability ${name} is defined twice, with different groups.`);
    }
    defined.set(name, ability);
    out[key] = ability;
  }
  return out as { readonly [K in keyof T]: Ability<T[K]> };
}

/** Whether the caller may do what `ability` names. */
export function can(principal: Principal, ability: Ability): boolean {
  return ADMITS[ability.group](principal);
}

/** Every ability defined so far (the domains' `policies.ts` modules that were loaded), by name. */
export function definedAbilities(): Ability[] {
  return [...defined.values()].sort((a, b) => a.name.localeCompare(b.name));
}
