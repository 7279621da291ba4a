import { defineAbilities } from '../../policies/abilities.ts';

/** Workspaces (tenants) of the platform: tenant admins — the platform's operators — manage them. */
export const clientsPolicy = defineAbilities('clients', { read: 'tenantAdmin', write: 'tenantAdmin' });
