/** Shared by the raw-data tests: a fixture file, a tenant with a researcher and a reader, and waiting for processing. */
import { readFileSync } from 'node:fs';
import { createTenant, createUser, loginAs, type TestTenant } from './factories.ts';
import { request, type useTestApp } from './harness.ts';

export const fixture = (name: string) => readFileSync(new URL(`../../test-fixtures/${name}`, import.meta.url));

export function rawDataHelpers(ctx: ReturnType<typeof useTestApp>) {
  async function setup() {
    const tenant = await createTenant(ctx.database);
    const research = await loginAs(ctx.port, tenant, await createUser(ctx.database, tenant, 'research'));
    const reader = await loginAs(ctx.port, tenant, await createUser(ctx.database, tenant, 'reader'));
    return { tenant, research, reader };
  }

  async function waitForStatus(tenant: TestTenant, token: string, id: number, ms = 30_000) {
    const until = Date.now() + ms;
    for (;;) {
      const res = await request(ctx.port, 'GET', `/api/v1/raw-data/${id}/`, { host: tenant.host, token });
      const status = res.body.processing_status;
      if (status === 'completed' || status === 'error' || Date.now() > until) return res.body;
      await new Promise((r) => setTimeout(r, 100));
    }
  }

  return { setup, waitForStatus };
}
