import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { liveEvents } from '../../db/schema/index.ts';
import { withTenant } from '../../db/scoped.ts';
import { readXlsx } from '../../lib/xlsx.ts';
import type { TestTenant } from '../../test/factories.ts';
import { request } from '../../test/harness.ts';
import { useEmailList } from './email-list-fixture.ts';
import { domainEnrichmentJob } from './enrich.ts';

describe('email list', () => {
  const { ctx, setup, parse, get } = useEmailList();

  describe('domains', () => {
    async function seeded() {
      const s = await setup();
      await parse(s.tenant, 'a@big.example, a@big.com, b@big.com, c@mail.big.com, z@small.org');
      const list = await get(s.tenant, 'domains/', s.research);
      const ids = Object.fromEntries(list.body.results.map((r: { domain: string; id: number }) => [r.domain, r.id]));
      return { ...s, list, ids: ids as Record<string, number> };
    }
    const createOrg = async (tenant: TestTenant, token: string, name: string) =>
      (
        await request(ctx.port, 'POST', '/api/v1/assets/organizations/', {
          host: tenant.host,
          token,
          body: { name_dba: name },
        })
      ).body.id as number;

    it('lists by clean-address count, with filters, for the research team', async () => {
      const { tenant, research, reader, list } = await seeded();
      expect(list.status).toBe(200);
      expect(list.body.results.map((d: { domain: string }) => d.domain)).toEqual(['big.com', 'small.org']);
      expect(list.body.results[0]).toMatchObject({
        cleaned_emails_count: 3,
        organization: null,
        enrichment: expect.objectContaining({ mx: [] }),
      });
      expect(['pending', 'complete', 'unreachable']).toContain(list.body.results[0].enrich_status);
      expect((await get(tenant, 'domains/')).status).toBe(401);
      expect((await get(tenant, 'domains/', reader)).status).toBe(403);
      expect((await get(tenant, 'domains/available-filters/', reader)).status).toBe(403);
      expect((await get(tenant, 'domains/?search=SMALL', research)).body.count).toBe(1);
      expect((await get(tenant, 'domains/?ordering=domain', research)).body.results[0].domain).toBe('big.com');
      expect((await get(tenant, 'domains/?cleaned_emails_count=2,', research)).body.count).toBe(1);
      expect((await get(tenant, 'domains/?has_organization=false', research)).body.count).toBe(2);
      expect((await get(tenant, 'domains/?enrich_status=bogus', research)).status).toBe(400);
      expect((await get(tenant, 'domains/?ordering=-nope', research)).status).toBe(400);
      const filters = await get(tenant, 'domains/available-filters/', research);
      expect(filters.body.map((f: { name: string }) => f.name)).toEqual([
        'enrich_status',
        'has_organization',
        'has_mx',
        'cleaned_emails_count',
      ]);
      const xlsx = await get(tenant, 'domains/?format=xlsx', research);
      expect((await readXlsx(xlsx.buffer)).map((r) => r[1])).toEqual(['Domain', 'big.com', 'small.org']);
    });

    it('links a domain to an organization, and unlinks it', async () => {
      const { tenant, research, reader, ids } = await seeded();
      const other = await setup();
      const orgId = await createOrg(tenant, research, 'Big Corp');
      const foreignOrg = await createOrg(other.tenant, other.research, 'Elsewhere');
      const url = `/api/v1/dxlist/domains/${ids['big.com']}/`;
      const patch = (body: unknown, token = research, host = tenant.host) =>
        request(ctx.port, 'PATCH', url, { host, token, body });
      const linked = await patch({ organization_id: orgId });
      expect(linked.status, linked.text).toBe(200);
      expect(linked.body).toMatchObject({ organization_id: orgId, organization: { id: orgId, name: 'Big Corp' } });
      expect((await get(tenant, 'domains/?has_organization=true', research)).body.count).toBe(1);
      const foreign = await patch({ organization_id: foreignOrg });
      expect(foreign.status).toBe(400);
      expect(foreign.body.errors.organization_id).toEqual([
        'This organization does not exist (or is not visible to you): pick another one.',
      ]);
      expect((await patch({ organization_id: 'x' })).status).toBe(400);
      expect((await patch({ domain: 'renamed.com' })).status).toBe(400);
      expect((await patch({ organization_id: null }, reader)).status).toBe(403);
      expect((await request(ctx.port, 'PATCH', url, { host: tenant.host, body: {} })).status).toBe(401);
      expect((await patch({ organization_id: null }, other.research, other.tenant.host)).status).toBe(404);
      expect((await get(other.tenant, `domains/${ids['big.com']}/`, other.research)).status).toBe(404);
      const unlinked = await patch({ organization_id: null });
      expect(unlinked.body).toMatchObject({ organization_id: null, organization: null });
      expect((await get(tenant, 'domains/999999999/', research)).status).toBe(404);
      expect((await get(tenant, 'domains/abc/', research)).status).toBe(400);
    });

    it('queues enrichment; the job ends unreachable without network and publishes domain_info_enrich_complete', async () => {
      const { tenant, research, reader } = await setup();
      // A name nobody has registered: unreachable offline and online alike.
      const name = `no-such-domain-${Date.now().toString(36)}${Math.random().toString(36).slice(2, 8)}.com`;
      await parse(tenant, `someone@${name}`);
      const list = await get(tenant, 'domains/', research);
      const id = list.body.results[0].id as number;
      const enrichUrl = `/api/v1/dxlist/domains/${id}/enrich/`;
      expect((await request(ctx.port, 'POST', enrichUrl, { host: tenant.host })).status).toBe(401);
      expect((await request(ctx.port, 'POST', enrichUrl, { host: tenant.host, token: reader })).status).toBe(403);
      const other = await setup();
      expect(
        (await request(ctx.port, 'POST', enrichUrl, { host: other.tenant.host, token: other.research })).status,
      ).toBe(404);
      const queued = await request(ctx.port, 'POST', enrichUrl, { host: tenant.host, token: research });
      expect(queued.status, queued.text).toBe(202);
      expect(queued.body).toMatchObject({ id, domain: name, enrich_status: 'pending' });

      const jobs = await ctx.database.pool.query<{ data: { domains: string[] }; priority: number }>(
        `select data, priority from ${ctx.app.jobs.schema}.job where name = 'domains-enrich' and (data->>'tenantId')::bigint = $1
          order by created_on`,
        [tenant.id],
      );
      // Queued once when parse_text created the domain, and again, ahead of bulk work, by the button.
      expect(jobs.rows.map((j) => [j.data.domains, j.priority])).toEqual([
        [[name], 0],
        [[name], 10],
      ]);
      await domainEnrichmentJob(ctx.app).handler(
        { tenantId: tenant.id, domains: [name] },
        { jobId: 'test', attempt: 0 },
      );
      const domain = (await get(tenant, `domains/${id}/`, research)).body;
      expect(domain.enrich_status).toBe('unreachable');
      expect(domain.enrichment.mx).toEqual([]);
      expect(domain.enrichment.title).toBeNull();
      expect(domain.enrichment.checked_at).toBeTruthy();
      expect(domain.enrichment.errors.join(' ')).toMatch(/Mail servers \(MX\)/);
      expect(domain.enrichment.errors.join(' ')).toMatch(/Web site/);

      const events = await withTenant(ctx.database, tenant.id, (tx) =>
        tx
          .select()
          .from(liveEvents)
          .where(and(eq(liveEvents.tenantId, tenant.id), eq(liveEvents.type, 'domain_info_enrich_complete'))),
      );
      expect(events.length).toBeGreaterThanOrEqual(1);
      expect(events.at(-1)).toMatchObject({
        audience: 'research',
        data: { domains: [{ id, domain: name, enrich_status: 'unreachable', title: null, mx: [] }] },
      });
    });
  });
});
