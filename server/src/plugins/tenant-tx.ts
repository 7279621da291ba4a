import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { Ctx } from '../db/ctx.ts';
import { asStatementClass, type StatementClass, type Tx, withTenant, withTenantRead } from '../db/scoped.ts';

export type TenantTxOptions = {
  /**
   * A read that tolerates lag (lists, visitors' details, search, counts): on the standby when there
   * is one (`withTenantRead`, docs/scaling.md §2). Never write in it.
   */
  read?: boolean;
  /** The statement timeout's class (config `statementTimeouts`); otherwise the one the request runs under. */
  statementClass?: StatementClass;
};

declare module 'fastify' {
  interface FastifyRequest {
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

/** `request.withTenant(fn)`: the one place a request opens its tenant transaction. */
export const tenantTxPlugin = fp(async (app: FastifyInstance) => {
  app.decorateRequest('withTenant', function withRequestTenant<
    T,
  >(this: FastifyRequest, fn: (ctx: Ctx) => Promise<T>, options: TenantTxOptions = {}): Promise<T> {
    const open = options.read ? withTenantRead : withTenant;
    const run = () => open(app.database, this.tenant.id, (tx) => fn(ctxOf(tx, this)));
    return options.statementClass ? asStatementClass(options.statementClass, run) : run();
  });
});
