import { type AnyColumn, and, eq, inArray, type SQL, sql } from 'drizzle-orm';
import type { FileStorage } from '../lib/storage/types.ts';
import type { Principal } from '../policies/principal.ts';
import { readableVisibilities } from '../policies/principal.ts';
import type { Database } from './client.ts';
import type { Tx } from './scoped.ts';

/** What work that runs once a request's transaction committed may use. */
export type CommitServices = { storage: FileStorage; database: Database };

/**
 * What a query of one request needs: its tenant transaction, tenant and caller. `tokenHash`: the
 * caller's session, which a change of their own password keeps (users/resource.ts). `afterCommit`:
 * work that must wait for the commit (bytes in S3 of a deleted file: gone only if the delete holds);
 * a request's transaction runs it before the answer leaves, and outside a request there is none.
 */
export type Ctx = {
  tx: Tx;
  tenantId: number;
  principal: Principal;
  userId: number | null;
  tokenHash?: string | null;
  afterCommit?: (work: (services: CommitServices) => Promise<void>) => void;
  /**
   * A record of the tenant was created, changed or deleted (its history entry was written): told to
   * the app's record-change listeners once the transaction committed (lib/record-changes.ts).
   */
  recordChanged?: (change: RecordChange) => void;
};

/** One record's change, as its history names it: `Organization` 12 `update`. */
export type RecordChange = { entityType: string; entityId: number; action: string };

/** A table read through the visibility filter; global tables have no tenant, internal ones no visibility. */
export type ScopedTable = { tenantId?: AnyColumn; visibility?: AnyColumn };

/**
 * Tenant + what the caller may see + an extra scope: the WHERE every read of a resource starts from
 * (`visibleTo` in db/scoped.ts is the same filter for tables that always have both columns).
 */
export function visibleWhere(table: ScopedTable, ctx: Ctx, options: { global?: boolean; scope?: SQL } = {}): SQL {
  const parts: (SQL | undefined)[] = [];
  if (!options.global && table.tenantId) parts.push(eq(table.tenantId, ctx.tenantId));
  if (table.visibility) {
    const levels = readableVisibilities(ctx.principal);
    if (levels.length < 3) parts.push(inArray(table.visibility, levels));
  }
  parts.push(options.scope);
  const defined = parts.filter(Boolean) as SQL[];
  return defined.length ? (and(...defined) as SQL) : sql`true`;
}
