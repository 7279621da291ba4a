import { and, eq, ilike, ne, or, type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { clients } from '../../db/schema/index.ts';
import { type Tx, withTenant } from '../../db/scoped.ts';
import { booleanFilter } from '../../lib/filters.ts';
import { notFound } from '../../lib/http-errors.ts';
import type { ListSpec } from '../../lib/listing.ts';
import type { ClientRow } from './presenters.ts';

/** The tenants list: every tenant (the table is global), searchable by name and subdomain. */
export const clientList: ListSpec = {
  table: clients,
  orderings: {
    subdomain: clients.subdomain,
    name: clients.name,
    created_at: clients.createdAt,
    updated_at: clients.updatedAt,
  },
  defaultOrdering: 'subdomain',
  idColumn: clients.id,
  search: (q) => or(ilike(clients.subdomain, `%${q}%`), ilike(clients.name, `%${q}%`)) as SQL,
  filters: [booleanFilter(clients.disabled, 'disabled', 'Disabled')],
};

export async function loadClient(tx: Tx, id: number): Promise<ClientRow> {
  const [row] = await tx.select().from(clients).where(eq(clients.id, id)).limit(1);
  if (!row) throw notFound('Tenant not found.');
  return row;
}

export async function subdomainTaken(tx: Tx, subdomain: string, exceptId?: number): Promise<boolean> {
  const [row] = await tx
    .select({ id: clients.id })
    .from(clients)
    .where(and(eq(clients.subdomain, subdomain), exceptId === undefined ? undefined : ne(clients.id, exceptId)))
    .limit(1);
  return !!row;
}

/**
 * Points the transaction's row-level security at another tenant. Only tenant commands use it: they
 * write a tenant's first rows (or remove its last ones) while the caller is signed in elsewhere.
 */
export async function actAsTenant(tx: Tx, tenantId: number): Promise<void> {
  await tx.execute(sql`select set_config('app.tenant_id', ${String(tenantId)}, true)`);
}

/**
 * A transaction of a tenant admin (a platform operator, checked by the route's guard): as the
 * caller's tenant, and allowed past the `clients` policy (migration 0009) to every tenant's row.
 */
export function withPlatform<T>(database: Database, tenantId: number, fn: (tx: Tx) => Promise<T>): Promise<T> {
  return withTenant(database, tenantId, async (tx) => {
    await platformOn(tx);
    return fn(tx);
  });
}

/** Says the transaction is a platform operator's (the caller's guard has checked it). */
export async function platformOn(tx: Tx): Promise<void> {
  await tx.execute(sql`select set_config('app.platform', 'on', true)`);
}
