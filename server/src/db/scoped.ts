import { AsyncLocalStorage } from 'node:async_hooks';
import { type AnyColumn, and, eq, inArray, type SQL, sql } from 'drizzle-orm';
import type { PgTransaction } from 'drizzle-orm/pg-core';
import type { Principal } from '../policies/principal.ts';
import { readableVisibilities } from '../policies/principal.ts';
import type { Database, Db } from './client.ts';
import { APP_ROLE } from './migrate.ts';
import { deferToNextStatement, openWithBegin } from './one-trip-begin.ts';

export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
export type AnyTx = Tx | PgTransaction<never, never, never>;

/** Classes of work with their own statement timeout (config `statementTimeouts`). */
export type StatementClass = 'interactive' | 'operator' | 'export' | 'job';
const statementClass = new AsyncLocalStorage<StatementClass>();
let statementTimeouts: Record<StatementClass, number> = {
  interactive: 15_000,
  operator: 20_000,
  export: 60_000,
  job: 300_000,
};

/** Sets the timeouts (from config, at start). */
export function configureStatementTimeouts(timeouts: Record<StatementClass, number>): void {
  statementTimeouts = { ...timeouts };
}

/**
 * Runs `fn` with every tenant transaction it opens under `cls`'s statement timeout (`SET LOCAL
 * statement_timeout`, in the statement that opens the transaction): a slow Operator question or export
 * is stopped (57014, a 503) instead of holding a pooled connection while other requests wait.
 */
export function asStatementClass<T>(cls: StatementClass, fn: () => Promise<T>): Promise<T> {
  return statementClass.run(cls, fn);
}

/**
 * Runs `fn` in one transaction as the non-owner application role with `app.tenant_id` set for
 * that transaction only: the second wall of tenant isolation (RLS) applies to every statement,
 * and nothing leaks to the next user of the pooled connection after COMMIT or ROLLBACK.
 */
export async function withTenant<T>(
  database: Database,
  tenantId: number,
  fn: (tx: Tx) => Promise<T>,
  options: TxOptions = {},
): Promise<T> {
  return inTenantTx(database.db, tenantId, fn, options);
}

export type TxOptions = {
  /**
   * The transaction only reads: it runs READ ONLY (a write in it fails, 25006), and on a PostgreSQL
   * server its COMMIT is not waited for (db/one-trip-begin.ts) — the answer leaves a round trip sooner.
   */
  readOnly?: boolean;
  /**
   * The commit does not wait for its WAL to reach the disk (`synchronous_commit` off): for work that a
   * later synchronous commit of the same process always follows and that is redone when it does not —
   * a processing job's results, whose job is marked done by pg-boss afterwards (that commit's flush
   * covers this one's WAL; a crash before it lets the job expire and run again, and a run clears the
   * earlier run first). Locks held to the commit are then released without waiting for the disk
   * (issue 37: the tenant's processing lock was held through each document's flush).
   */
  asyncCommit?: boolean;
};

const READ_ONLY = ", set_config('transaction_read_only', 'on', true)";
const ASYNC_COMMIT = ", set_config('synchronous_commit', 'off', true)";

const OPERATOR_PLANNING = ", set_config('plan_cache_mode', 'force_custom_plan', true)";

function inTenantTx<T>(db: Db, tenantId: number, fn: (tx: Tx) => Promise<T>, options: TxOptions): Promise<T> {
  return db.transaction(async (tx) => {
    const timeout = statementTimeouts[statementClass.getStore() ?? 'interactive'];
    if (!Number.isSafeInteger(tenantId) || !Number.isSafeInteger(timeout)) throw new Error('Bad tenant id or timeout');
    // No parameters (both are integers, the role a constant): the settings travel with BEGIN and
    // the transaction's first statement, in one message or one pipelined write (db/one-trip-begin.ts).
    // An Operator question's statements are planned for their values every time: how many rows a
    // filter keeps varies by orders of magnitude between questions of the same shape, and the generic
    // plan PostgreSQL keeps after five runs of a prepared statement read 35,000 rows where the values'
    // own plan read 141 (146 ms against 4 ms at 1M).
    const planning = statementClass.getStore() === 'operator' ? OPERATOR_PLANNING : '';
    const readOnly = options.readOnly ? READ_ONLY : '';
    const asyncCommit = options.asyncCommit ? ASYNC_COMMIT : '';
    const settings = `select set_config('role', '${APP_ROLE}', true), set_config('app.tenant_id', '${tenantId}', true), set_config('statement_timeout', '${timeout}', true)${planning}${readOnly}${asyncCommit}`;
    if (!openWithBegin(sessionClient(tx), settings, { readOnly: !!options.readOnly }))
      await tx.execute(sql.raw(settings));
    return fn(tx);
  });
}

/**
 * After a tenant changes (a write here, or a change notice from another process), its lag-tolerant
 * reads stay on the primary this long: a client that saved something never reads it back missing
 * from a standby a moment behind, and the per-process caches never keep such a stale read.
 */
export const REPLICA_GRACE_MS = 2_000;
const changedAt = new WeakMap<Database, { all: number; tenants: Map<number, number> }>();

/** Notes that a tenant changed (`ALL_TENANTS`, -1: every tenant may have), for `withTenantRead`. */
export function noteTenantChanged(database: Database, tenantId: number): void {
  let seen = changedAt.get(database);
  if (!seen) {
    seen = { all: 0, tenants: new Map() };
    changedAt.set(database, seen);
  }
  const now = Date.now();
  if (tenantId < 0) seen.all = now;
  else seen.tenants.set(tenantId, now);
  // Entries past the grace period no longer matter; keep the map small.
  if (seen.tenants.size > 10_000)
    for (const [t, at] of seen.tenants) if (now - at > REPLICA_GRACE_MS) seen.tenants.delete(t);
}

function changedRecently(database: Database, tenantId: number): boolean {
  const seen = changedAt.get(database);
  if (!seen) return false;
  const last = Math.max(seen.all, seen.tenants.get(tenantId) ?? 0);
  return Date.now() - last < REPLICA_GRACE_MS;
}

/**
 * `withTenant` for reads that tolerate a little lag (lists, details for visitors, search, counts):
 * on the standby of DATABASE_REPLICA_URL when there is one, with the same role and `app.tenant_id`,
 * so row-level security applies there too. The primary serves it when there is no standby, when the
 * tenant changed in the last `REPLICA_GRACE_MS`, or when the standby cannot be reached. Never write in `fn`.
 */
export async function withTenantRead<T>(database: Database, tenantId: number, fn: (tx: Tx) => Promise<T>): Promise<T> {
  const replica = database.replica;
  const options = { readOnly: true };
  if (!replica || changedRecently(database, tenantId)) return inTenantTx(database.db, tenantId, fn, options);
  // Only a standby that cannot be reached falls back; an error of the read itself is the read's.
  const client = await replica.pool.connect().catch(() => null);
  if (!client) return inTenantTx(database.db, tenantId, fn, options);
  client.release();
  return inTenantTx(replica.db, tenantId, fn, options);
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

/**
 * Sends `text` (one statement, its values written into it) with the transaction's next statement or
 * its COMMIT (db/one-trip-begin.ts `deferToNextStatement`): false where the connection does not merge
 * statements, and then the caller runs it itself.
 */
export function deferInTransaction(tx: AnyTx, text: string): boolean {
  return deferToNextStatement(sessionClient(tx), text);
}

/**
 * Sends `text` (one statement without parameters, written from constants and integers only: it cannot fail
 * to parse) with the transaction's BEGIN and settings, before its first statement (db/one-trip-begin.ts
 * `openWithBegin`): false once a statement of the transaction has gone, or where the connection does not
 * merge statements, and then the caller runs it itself.
 */
export function openInTransaction(tx: AnyTx, text: string): boolean {
  return openWithBegin(sessionClient(tx), text);
}

/** The pooled connection a transaction runs on. */
function sessionClient(tx: AnyTx): unknown {
  return (tx._.session as unknown as { client?: unknown }).client;
}
