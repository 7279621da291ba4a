import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { CommitServices, Ctx, RecordChange } from '../db/ctx.ts';
import { asStatementClass, type StatementClass, type Tx, withTenant, withTenantRead } from '../db/scoped.ts';
import type { TenantChange } from '../lib/events.ts';

export type TenantTxOptions = {
  /**
   * A read that tolerates lag (lists, visitors' details, search, counts): on the standby when there
   * is one (`withTenantRead`, docs/scaling.md §2). Never write in it.
   */
  read?: boolean;
  /** The statement timeout's class (config `statementTimeouts`); otherwise the one the request runs under. */
  statementClass?: StatementClass;
  /**
   * A GET that writes (a shared link counting its views): its transaction may write. Every other GET's
   * runs READ ONLY, and its commit is not waited for (db/scoped.ts `TxOptions`).
   */
  writes?: boolean;
};

declare module 'fastify' {
  interface FastifyRequest {
    /** The request has told the tenant's caches that it changed something (`signalTenantChange`). */
    tenantChangeSignalled: boolean;
    /**
     * Runs `fn` in one transaction of the request's tenant (db/scoped.ts `withTenant`: the
     * application role, `app.tenant_id`, the statement timeout), with the caller as a `Ctx`.
     */
    withTenant<T>(fn: (ctx: Ctx) => Promise<T>, options?: TenantTxOptions): Promise<T>;
  }
}

/** The request's tenant, caller and session around a tenant transaction. */
export function ctxOf(tx: Tx, request: FastifyRequest): Ctx {
  return {
    tx,
    tenantId: request.tenant.id,
    principal: request.principal,
    userId: request.principal.userId,
    tokenHash: request.tokenHash,
  };
}

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);
/**
 * Writes that may end a session or change what a user may do: login and logout, one's own password,
 * users (roles, disabled, deleted, password reset). Every other write changes records only.
 */
const ACCESS_ROUTES = /^\/api\/v1\/(?:auth|users)\//;

export const isWrite = (request: FastifyRequest) => !SAFE_METHODS.has(request.method);

/**
 * Read-your-writes for the per-tenant caches (principals, counts): a write drops them in this process
 * at once, and in the other API processes through NOTIFY (lib/events.ts `tenantChanged`).
 */
export function signalTenantChange(app: FastifyInstance, request: FastifyRequest) {
  request.tenantChangeSignalled = true;
  app.events.tenantChanged(request.tenant.id, changeOf(request));
}

const changeOf = (request: FastifyRequest): TenantChange =>
  ACCESS_ROUTES.test(request.routeOptions.url ?? '/') ? 'access' : 'data';

/**
 * `request.withTenant(fn)`: the one place a request opens its tenant transaction. A write request's
 * transaction signals the change as soon as it commits — not when the answer is sent, which never
 * happens when the client hung up meanwhile (the counts then stayed stale until their TTL).
 */
export const tenantTxPlugin = fp(async (app: FastifyInstance) => {
  app.decorateRequest('tenantChangeSignalled', false);
  app.decorateRequest('withTenant', async function withRequestTenant<
    T,
  >(this: FastifyRequest, fn: (ctx: Ctx) => Promise<T>, options: TenantTxOptions = {}): Promise<T> {
    const write = !options.read && isWrite(this);
    const committed: ((services: CommitServices) => Promise<void>)[] = [];
    const changes: RecordChange[] = [];
    const listening = app.recordChanges.listening;
    const inTx = async (tx: Tx) => {
      // A transaction tried again starts with nothing queued.
      committed.length = 0;
      changes.length = 0;
      const out = await fn({
        ...ctxOf(tx, this),
        afterCommit: (work) => committed.push(work),
        ...(listening ? { recordChanged: (change: RecordChange) => void changes.push(change) } : {}),
      });
      return out;
    };
    // A GET's transaction only reads (READ ONLY: a write in it fails), so its commit is not waited for.
    const run = () =>
      options.read
        ? withTenantRead(app.database, this.tenant.id, inTx)
        : withTenant(app.database, this.tenant.id, inTx, { readOnly: !isWrite(this) && !options.writes });
    const out = await (options.statementClass ? asStatementClass(options.statementClass, run) : run());
    if (write) signalTenantChange(app, this);
    app.recordChanges.emit(this.tenant.id, changes);
    for (const work of committed) {
      // The write stands: what could not follow it is logged, never turned into a failed answer.
      await work({ storage: app.storage, database: app.database }).catch((err) =>
        this.log.warn({ err }, 'work after the commit failed'),
      );
    }
    return out;
  });
  // Writes made without request.withTenant (and failed ones: harmless) say so before they answer.
  app.addHook('onSend', async (request, _reply, payload) => {
    if (request.tenant && isWrite(request) && !request.tenantChangeSignalled) signalTenantChange(app, request);
    return payload;
  });
});
