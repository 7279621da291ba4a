import { type TClient, type TClientCreate, ZClient } from '@intel/contracts';
import { defineResource } from '../../../lib/resource-api.ts';

export const clients = defineResource<TClient, TClientCreate>('/clients', ZClient);
/** The tenant look-up of the app shell (`app/tenant-context.tsx`): names and paywall links show there. */
export const tenantInfoKeys = { all: ['tenant-info'] as const };
