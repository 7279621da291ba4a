import { describe, expect, it } from 'vitest';
import { MAX_OFFSET, setListCountCap } from '../../lib/listing.ts';
import { EXPORT_PAGE } from '../../lib/resource-export.ts';
import { readXlsx } from '../../lib/xlsx.ts';
import { createTenant, createUser, loginAs, type TestTenant } from '../../test/factories.ts';
import { request, useTestApp } from '../../test/harness.ts';

/** The email list and its domains on the kit's list (lib/resource-list.ts): keyset pages, bounded counts, the export. */
describe('email list pages', () => {
  const ctx = useTestApp(() => ({ runWorkers: false }));

  async function setup(addresses: number) {
    const tenant = await createTenant(ctx.database);
    const research = await loginAs(ctx.port, tenant, await createUser(ctx.database, tenant, 'research'));
    // Loaded as the owner (row-level security does not apply to it), like a bulk import.
    await ctx.database.pool.query(
      `with d as (insert into domains (tenant_id, domain) values ($1, 'pages.example') returning id)
       insert into emails (tenant_id, email, domain, domain_id, created_at)
       select $1, 'a' || lpad(g::text, 6, '0') || '@pages.example', 'pages.example', d.id,
              now() - g * interval '1 second'
       from generate_series(1, ${addresses}) g, d`,
      [tenant.id],
    );
    return { tenant, research };
  }
  const get = (tenant: TestTenant, path: string, token: string) =>
    request(ctx.port, 'GET', path.startsWith('/') ? path : `/api/v1/dxlist/${path}`, { host: tenant.host, token });

  it('pages by keyset links, counts at most the cap, and keeps domain_id out of the offered filters', async () => {
    const { tenant, research } = await setup(5);
    const seen: string[] = [];
    let page = await get(tenant, '?limit=2&ordering=email', research);
    expect(page.body.next).toContain('cursor=');
    while (page.body.next) {
      seen.push(...page.body.results.map((r: { email: string }) => r.email));
      page = await get(tenant, page.body.next, research);
    }
    seen.push(...page.body.results.map((r: { email: string }) => r.email));
    expect(seen).toEqual([1, 2, 3, 4, 5].map((n) => `a${String(n).padStart(6, '0')}@pages.example`));
    const back = await get(tenant, page.body.previous, research);
    expect(back.body.results.map((r: { email: string }) => r.email)).toEqual(seen.slice(2, 4));
    expect((await get(tenant, `?cursor=${'x'.repeat(20)}`, research)).status).toBe(400);

    const restore = setListCountCap(2);
    try {
      const capped = await get(tenant, '?limit=2', research);
      expect(capped.body.count_is_estimate).toBe(true);
      expect(capped.body.count).toBeGreaterThan(2);
      const exact = await get(tenant, '?limit=2&exact_count=true', research);
      expect(exact.body).toMatchObject({ count: 5 });
      expect(exact.body.count_is_estimate).toBeUndefined();
    } finally {
      restore();
    }

    const domain = (await get(tenant, 'domains/', research)).body.results[0];
    expect((await get(tenant, `?domain_id=${domain.id}&limit=2`, research)).body.count).toBe(5);
    expect((await get(tenant, '?domain_id=0', research)).status).toBe(400);
    const filters = await get(tenant, 'available-filters/', research);
    expect(filters.body.map((f: { name: string }) => f.name)).not.toContain('domain_id');
  });

  it('exports every row of a list longer than the deepest offset, each once', async () => {
    const total = MAX_OFFSET + EXPORT_PAGE + 100;
    const { tenant, research } = await setup(total);
    const xlsx = await get(tenant, '?format=xlsx&ordering=email', research);
    expect(xlsx.status).toBe(200);
    const emails = (await readXlsx(xlsx.buffer)).slice(1).map((r) => r[1]);
    expect(emails).toHaveLength(total);
    expect(new Set(emails).size).toBe(total);
    expect(emails.at(-1)).toBe(`a${String(total).padStart(6, '0')}@pages.example`);
  }, 120_000);
});
