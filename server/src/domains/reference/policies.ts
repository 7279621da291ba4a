import { defineAbilities } from '../../policies/abilities.ts';

/** Places are shared by every workspace: only tenant admins change them. Terms belong to the tenant. */
export const geosPolicy = defineAbilities('geos', { read: 'open', write: 'tenantAdmin' });
export const citiesPolicy = defineAbilities('cities', { read: 'open', write: 'tenantAdmin' });
export const terminologyPolicy = defineAbilities('terminology', { read: 'open', write: 'research' });
