import { type TClient, ZClient } from '@intel/contracts';
import { clients } from '../../db/schema/index.ts';
import type { ListDef } from '../../lib/resource-def.ts';
import type { XlsxColumn } from '../../lib/xlsx.ts';
import { clientsPolicy } from './policies.ts';
import { type ClientRow, presentClient } from './presenters.ts';
import { clientList, platformOn } from './repository.ts';

/** The settings a tenant is presented with: which subdomain is the default tenant, and the base domain. */
export type ClientConfig = { defaultTenant: string; baseDomain: string };

const XLSX: XlsxColumn<TClient>[] = [
  { header: 'ID', key: 'id', value: (c) => c.id },
  { header: 'Subdomain', key: 'subdomain', width: 24, value: (c) => c.subdomain },
  { header: 'Host', key: 'host', width: 36, value: (c) => c.host },
  { header: 'Name', key: 'name', width: 30, value: (c) => c.name },
  { header: 'Disabled', key: 'disabled', value: (c) => c.disabled },
  { header: 'Created', key: 'created', width: 24, value: (c) => c.created_at },
];

/**
 * The tenants list and its .xlsx, served by the kit (lib/resource-list.ts): the table is global,
 * and its reads run as a platform operator's so that the `clients` row policy shows every tenant.
 */
export function clientListing(config: ClientConfig): ListDef<TClient> {
  return {
    path: '/clients',
    tag: 'tenancy',
    label: 'Tenant',
    table: clients,
    global: true,
    readAbility: clientsPolicy.read,
    out: ZClient,
    list: clientList,
    present: async (rows, ctx) =>
      (rows as ClientRow[]).map((row) => presentClient(row, { currentTenantId: ctx.tenantId, ...config })),
    xlsx: XLSX,
    enter: (ctx) => platformOn(ctx.tx),
  };
}
