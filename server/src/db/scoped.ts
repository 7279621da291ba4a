import { type AnyColumn, and, eq, inArray, type SQL, sql } from 'drizzle-orm';
import type { PgTransaction } from 'drizzle-orm/pg-core';
import type { Principal } from '../policies/principal.ts';
import { readableVisibilities } from '../policies/principal.ts';
import type { Database, Db } from './client.ts';
import { APP_ROLE } from './migrate.ts';

export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
export type AnyTx = Tx | PgTransaction<never, never, never>;

/**
 * Runs `fn` in one transaction as the non-owner application role with `app.tenant_id` set for
 * that transaction only: the second wall of tenant isolation (RLS) applies to every statement,
 * and nothing leaks to the next user of the pooled connection after COMMIT or ROLLBACK.
 */
export async function withTenant<T>(database: Database, tenantId: number, fn: (tx: Tx) => Promise<T>): Promise<T> {
  return database.db.transaction(async (tx) => {
    await tx.execute(
      sql`select set_config('role', ${APP_ROLE}, true), set_config('app.tenant_id', ${String(tenantId)}, true)`,
    );
    return fn(tx);
  });
}

/** The first wall: every query names its tenant. */
export function inTenant(table: { tenantId: AnyColumn }, tenantId: number): SQL {
  return eq(table.tenantId, tenantId);
}

/** Tenant plus what the caller may see: the WHERE clause every read of a curated table starts from. */
export function visibleTo(
  table: { tenantId: AnyColumn; visibility: AnyColumn },
  tenantId: number,
  principal: Principal,
): SQL {
  const levels = readableVisibilities(principal);
  const tenant = inTenant(table, tenantId);
  if (levels.length === 3) return tenant;
  return and(tenant, inArray(table.visibility, levels)) as SQL;
}
