import { type TClient, type TClientCreate, ZClient } from '@intel/contracts';
import { defineResource } from '../../../lib/resource-api.ts';

export const clients = defineResource<TClient, TClientCreate>('/clients', ZClient);
export { tenantInfoKeys } from '../../../lib/tenant-info.ts';
