import { WORKSPACE_DISABLED } from '@intel/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { withTenant } from '../db/scoped.ts';
import { isApiToken, wasApiTokenOf } from '../domains/api-tokens/repository.ts';
import { wasSessionOf } from '../domains/auth/repository.ts';
import { hashToken } from '../domains/auth/tokens.ts';
import type { Tenant } from '../domains/tenancy/repository.ts';
import { tenantFromHost } from '../domains/tenancy/resolve-host.ts';
import { forbidden, notFound } from '../lib/http-errors.ts';
import { ALL_TENANTS } from '../lib/tenant-cache.ts';

/** API routes that answer without a known tenant (the tenant look-up itself, health, docs). */
const TENANTLESS = [/^\/api\/v1\/clients\/info\//, /^\/api\/v1\/health\/?$/, /^\/api\/docs/, /^\/api\/v1\/icons\//];

async function wasOwnSession(app: FastifyInstance, tenantId: number, header: string | undefined): Promise<boolean> {
  const token = header && /^(?:Bearer|Token)\s+([A-Za-z0-9_-]{20,200})$/.exec(header.trim())?.[1];
  if (!token) return false;
  return withTenant(app.database, tenantId, (tx) =>
    (isApiToken(token) ? wasApiTokenOf : wasSessionOf)(tx, tenantId, hashToken(token)),
  );
}

export function hostOf(request: FastifyRequest, trustProxy: boolean): string | undefined {
  const forwarded = request.headers['x-forwarded-host'];
  if (trustProxy && typeof forwarded === 'string' && forwarded) return forwarded.split(',')[0]?.trim();
  return request.headers.host;
}

/** Resolves the tenant of every API request from its Host (DESIGN §2); unknown → 404. */
export const tenantPlugin = fp(async (app: FastifyInstance) => {
  app.decorateRequest('tenant', null as unknown as Tenant);
  // A tenant disabled by another API process: its users meet the 403 at once, not after the cache's 5 s.
  app.events.onAccessChanged((tenantId) =>
    tenantId === ALL_TENANTS ? app.tenants.forget() : app.tenants.forgetId(tenantId),
  );
  app.addHook('onRequest', async (request) => {
    // The route the router chose, not the raw target: `//api/…`, `/%61pi/…` and absolute-form
    // targets reach the same routes and must meet the same tenant (and then auth) checks.
    // No route (a 404) needs no tenant.
    const route = request.routeOptions.url;
    const resolve = async () =>
      app.tenants.bySubdomain(
        tenantFromHost(hostOf(request, app.config.trustProxy), app.config.baseDomain, app.config.defaultTenant),
      );
    if (!route) {
      // No route: a 404 either way, but an API path on an unknown host says which (SPEC: "Unknown tenant").
      if (request.url.split('?')[0]?.startsWith('/api/v1/') && !(await resolve())) throw notFound('Unknown tenant');
      return;
    }
    if (!route.startsWith('/api/') || TENANTLESS.some((r) => r.test(route))) return;
    const tenant = await app.tenants.lookup(
      tenantFromHost(hostOf(request, app.config.trustProxy), app.config.baseDomain, app.config.defaultTenant),
    );
    if (!tenant) throw notFound('Unknown tenant');
    if (tenant.disabled) {
      // Its own users (a token that was a session of it) learn why they are out; to anyone else a
      // disabled tenant is as unknown as one that never existed.
      if (await wasOwnSession(app, tenant.id, request.headers.authorization)) throw forbidden(WORKSPACE_DISABLED);
      throw notFound('Unknown tenant');
    }
    request.tenant = tenant;
  });
});
