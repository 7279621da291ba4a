import { defineAbilities } from '../../policies/abilities.ts';

/** Webhook endpoints, their secrets and their delivery log: the tenant's admins only. */
export const webhooksPolicy = defineAbilities('webhooks', { read: 'admin', manage: 'admin' });
