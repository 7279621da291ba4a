import { afterAll } from 'vitest';
import { createTenant, createUser, loginAs, type TestTenant } from '../../test/factories.ts';
import { request, useTestApp } from '../../test/harness.ts';

export const PARSE = '/api/v1/dxlist/bulk_create/parse_text';

/**
 * The email list's test app (inside a describe): a tenant with a research and a reader login, and
 * the two calls most tests make. No job workers: the tests run the enrichment handler themselves, so
 * no background work races the requests; pg-boss's own running of jobs is tested in plugins/jobs.
 */
export function useEmailList() {
  const ctx = useTestApp(() => ({ runWorkers: false }));
  const tenants: number[] = [];
  afterAll(async () => {
    // The jobs these tests queued are not left for another test file's workers.
    await ctx.database.pool.query(
      `delete from ${ctx.app.jobs.schema}.job where name = 'domains-enrich' and (data->>'tenantId')::bigint = any($1::bigint[])`,
      [tenants],
    );
  });

  async function setup() {
    const tenant = await createTenant(ctx.database);
    tenants.push(tenant.id);
    const research = await loginAs(ctx.port, tenant, await createUser(ctx.database, tenant, 'research'));
    const reader = await loginAs(ctx.port, tenant, await createUser(ctx.database, tenant, 'reader'));
    return { tenant, research, reader };
  }
  const parse = (tenant: TestTenant, raw_text: unknown, token?: string) =>
    request(ctx.port, 'POST', PARSE, { host: tenant.host, token, body: { raw_text } });
  const get = (tenant: TestTenant, path: string, token?: string) =>
    request(ctx.port, 'GET', `/api/v1/dxlist/${path}`, { host: tenant.host, token });
  return { ctx, setup, parse, get };
}
