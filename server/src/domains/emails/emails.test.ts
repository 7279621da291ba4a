import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { and, eq } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { liveEvents } from '../../db/schema/index.ts';
import { withTenant } from '../../db/scoped.ts';
import { safeFetch } from '../../lib/safe-fetch.ts';
import { readXlsx } from '../../lib/xlsx.ts';
import { createTenant, createUser, loginAs, type TestTenant } from '../../test/factories.ts';
import { request, useTestApp } from '../../test/harness.ts';
import { domainEnrichmentJob, lookupDomain } from './enrich.ts';
import { addEmails } from './store.ts';

const PARSE = '/api/v1/dxlist/bulk_create/parse_text';

describe('email list', () => {
  // No job workers here: the tests run the enrichment handler themselves (see the last test), so
  // no background work races the requests; pg-boss's own running of jobs is tested in plugins/jobs.
  const ctx = useTestApp(() => ({ runWorkers: false }));
  const tenants: number[] = [];
  afterAll(async () => {
    // The jobs these tests queued are not left for another test file's workers.
    await ctx.database.pool.query(
      `delete from pgboss.job where name = 'domains-enrich' and (data->>'tenantId')::bigint = any($1::bigint[])`,
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

  describe('public parse_text', () => {
    it('adds addresses from messy real-world text, grouped by registrable domain', async () => {
      const { tenant, research } = await setup();
      const text = `From: Ada Lovelace <Ada@Example.COM>
To: "Babbage, Charles" <charles@mail.example.co.uk>, Alan <alan@eng.example.co.uk>
Reply at <a href="mailto:Grace@Navy.mil?subject=Hi">Grace</a>, or write to bob at example dot com.
Again: ADA@example.com, ada@EXAMPLE.COM. Broken: foo@bar, ada@localhost`;
      const res = await parse(tenant, text);
      expect(res.status, res.text).toBe(200);
      expect(res.body).toMatchObject({
        found: 4,
        added: 4,
        already_present: 0,
        invalid: 2,
        invalid_examples: ['foo@bar', 'ada@localhost'],
        domains_total: 3,
      });
      expect(res.body.domains[0]).toEqual({
        domain: 'example.co.uk',
        added: 2,
        already_present: 0,
        emails: [
          { email: 'charles@mail.example.co.uk', status: 'added' },
          { email: 'alan@eng.example.co.uk', status: 'added' },
        ],
      });
      expect(res.body.domains.map((d: { domain: string }) => d.domain)).toEqual([
        'example.co.uk',
        'example.com',
        'navy.mil',
      ]);

      const list = await get(tenant, '?ordering=email', research);
      expect(list.body.count).toBe(4);
      expect(list.body.results).toEqual([
        expect.objectContaining({ email: 'ada@example.com', name: 'Ada Lovelace', domain: 'example.com' }),
        expect.objectContaining({ email: 'alan@eng.example.co.uk', name: 'Alan', domain: 'example.co.uk' }),
        expect.objectContaining({ email: 'charles@mail.example.co.uk', name: 'Babbage, Charles', cleaned: true }),
        expect.objectContaining({ email: 'grace@navy.mil', name: null, source: 'parse_text' }),
      ]);

      const again = await parse(tenant, 'ada@example.com and a new one: Zed@Example.com');
      expect(again.body).toMatchObject({ found: 2, added: 1, already_present: 1, invalid: 0 });
      expect(again.body.domains).toEqual([
        {
          domain: 'example.com',
          added: 1,
          already_present: 1,
          emails: [
            { email: 'zed@example.com', status: 'added' },
            { email: 'ada@example.com', status: 'already_present' },
          ],
        },
      ]);
      const domains = await get(tenant, 'domains/?ordering=-cleaned_emails_count,domain', research);
      expect(
        domains.body.results.map((d: { domain: string; cleaned_emails_count: number }) => [
          d.domain,
          d.cleaned_emails_count,
        ]),
      ).toEqual([
        ['example.co.uk', 2],
        ['example.com', 2],
        ['navy.mil', 1],
      ]);
    });

    it('answers zeros for text without addresses, and 400 for a missing, empty or non-text raw_text', async () => {
      const { tenant } = await setup();
      const none = await parse(tenant, 'write to ada at example dot com');
      expect(none.status).toBe(200);
      expect(none.body).toMatchObject({ found: 0, added: 0, invalid: 0, domains: [], domains_total: 0 });
      for (const body of [{}, { raw_text: '   ' }, { raw_text: 42 }, { raw_text: 'a@b.com', extra: 1 }]) {
        const res = await request(ctx.port, 'POST', PARSE, { host: tenant.host, body });
        expect(res.status, JSON.stringify(body)).toBe(400);
        expect(res.body.detail).toBeTruthy();
      }
      const notJson = await request(ctx.port, 'POST', PARSE, {
        host: tenant.host,
        rawBody: '{"raw_text": ',
        headers: { 'content-type': 'application/json' },
      });
      expect(notJson.status).toBe(400);
    });

    it('takes 10,000 addresses in one body from the research team, inserted in bulk', async () => {
      const { tenant, research } = await setup();
      const lines = Array.from({ length: 10_000 }, (_, i) => `Person ${i} <person${i}@company${i % 5}.com>`);
      const started = Date.now();
      const res = await parse(tenant, lines.join(',\n'), research);
      expect(res.status, res.text).toBe(200);
      expect(res.body).toMatchObject({ found: 10_000, added: 10_000, already_present: 0, domains_total: 5 });
      expect(res.body.domains.map((d: { added: number }) => d.added)).toEqual([2000, 2000, 2000, 2000, 2000]);
      expect(res.body.domains[0].emails).toHaveLength(50);
      expect(Date.now() - started).toBeLessThan(30_000);
      const list = await get(tenant, '', research);
      expect(list.body.count).toBe(10_000);
      expect(list.body.results).toHaveLength(50);
      const domains = await get(tenant, 'domains/', research);
      expect(
        domains.body.results.map((d: { domain: string; cleaned_emails_count: number }) => d.cleaned_emails_count),
      ).toEqual([2000, 2000, 2000, 2000, 2000]);
      const twice = await parse(tenant, lines.slice(0, 3000).join('\n'), research);
      expect(twice.body).toMatchObject({ added: 0, already_present: 3000 });
    }, 60_000);

    // Issue 13: a stranger added 20,000 addresses over 500 domains in one call.
    it('caps what a stranger adds: 1,000 addresses a call, 5,000 an hour per client address', async () => {
      const { tenant, research } = await setup();
      const batch = (from: number, n: number) =>
        Array.from({ length: n }, (_, i) => `p${from + i}@d${(from + i) % 500}.example.com`).join('\n');
      const tooMany = await parse(tenant, batch(0, 20_000));
      expect(tooMany.status).toBe(400);
      expect(tooMany.body.detail).toMatch(/holds 20,000 addresses; at most 1,000 can be added at once/);
      const list = await get(tenant, '', research);
      expect(list.body.count).toBe(0);
      for (let k = 0; k < 5; k++) expect((await parse(tenant, batch(k * 1000, 1000))).status).toBe(200);
      const overHour = await parse(tenant, batch(9000, 1));
      expect(overHour.status).toBe(429);
      expect(overHour.body.detail).toMatch(/5,000 addresses an hour and has 0 left: try again in \d+ minutes?/);
      expect((await get(tenant, '', research)).body.count).toBe(5000);
      // The research team is not a stranger; another workspace has its own budget.
      expect((await parse(tenant, batch(9000, 2000), research)).status).toBe(200);
      expect((await parse(await createTenant(ctx.database), batch(0, 1000))).status).toBe(200);
    }, 60_000);

    it('refuses a body over 1 MiB with 413 and a clear message', async () => {
      const { tenant } = await setup();
      const res = await parse(tenant, 'x'.repeat(1024 * 1024 + 10));
      expect(res.status).toBe(413);
      expect(res.body.detail).toMatch(/at most 1 MiB/);
    });

    it('is rate-limited per client address', async () => {
      const { tenant } = await setup();
      const statuses: number[] = [];
      for (let i = 0; i < 31; i++) statuses.push((await parse(tenant, `r${i}@example.org`)).status);
      expect(statuses.slice(0, 30).every((s) => s === 200)).toBe(true);
      const limited = await parse(tenant, 'late@example.org');
      expect(limited.status).toBe(429);
      expect(limited.body.detail).toMatch(/Too many submissions/);
      expect(limited.headers['retry-after']).toBeDefined();
      // Another workspace's form has its own budget.
      const other = await createTenant(ctx.database);
      expect((await parse(other, 'first@example.org')).status).toBe(200);
    });

    it('exports addEmails for other jobs: idempotent, counted per domain', async () => {
      const tenant = await createTenant(ctx.database);
      const items = [
        { email: 'Ann@Mail.Example.co.uk', name: 'Ann', source: 'raw_data:1' },
        { email: 'ann@mail.example.co.uk', source: 'raw_data:1' },
        { email: 'bob@example.co.uk', name: null, source: 'raw_data:1' },
        { email: 'not an address', source: 'raw_data:1' },
      ];
      const first = await withTenant(ctx.database, tenant.id, (tx) => addEmails(tx, tenant.id, items));
      expect(first).toEqual({ added: 2, present: 0, domains: ['example.co.uk'] });
      const second = await withTenant(ctx.database, tenant.id, (tx) => addEmails(tx, tenant.id, items));
      expect(second).toEqual({ added: 0, present: 2, domains: [] });
      const research = await loginAs(ctx.port, tenant, await createUser(ctx.database, tenant, 'research'));
      const domains = await get(tenant, 'domains/', research);
      expect(domains.body.results).toEqual([
        expect.objectContaining({ domain: 'example.co.uk', cleaned_emails_count: 2 }),
      ]);
    });
  });

  describe('addresses', () => {
    async function seeded() {
      const s = await setup();
      await parse(s.tenant, 'Ada <ada@example.com>, bob@example.com, cy@other.org');
      const list = await get(s.tenant, '?ordering=email', s.research);
      const ids = Object.fromEntries(list.body.results.map((r: { email: string; id: number }) => [r.email, r.id]));
      return { ...s, ids: ids as Record<string, number> };
    }

    it('lists for the research team only, newest first, 50 a page by default', async () => {
      const { tenant, research, reader } = await seeded();
      expect((await get(tenant, '')).status).toBe(401);
      expect((await get(tenant, '', reader)).status).toBe(403);
      expect((await get(tenant, 'available-filters/', reader)).status).toBe(403);
      await parse(tenant, 'newest@example.net');
      const list = await get(tenant, '', research);
      expect(list.status).toBe(200);
      expect(list.body.results[0].email).toBe('newest@example.net');
      expect(list.body.count).toBe(4);
      expect(list.body.next).toBeNull();
      for (const limit of [25, 50, 100]) expect((await get(tenant, `?limit=${limit}`, research)).status).toBe(200);
      expect((await get(tenant, '?limit=101', research)).status).toBe(400);
      expect((await get(tenant, '?ordering=nope', research)).status).toBe(400);
      const paged = await get(tenant, '?limit=2&offset=0', research);
      expect(paged.body.results).toHaveLength(2);
      expect(paged.body.next).toContain('offset=2');
    });

    it('searches and filters', async () => {
      const { tenant, research, ids } = await seeded();
      const search = await get(tenant, '?search=ADA', research);
      expect(search.body.results.map((r: { email: string }) => r.email)).toEqual(['ada@example.com']);
      const byDomain = await get(tenant, '?domain=other', research);
      expect(byDomain.body.results.map((r: { email: string }) => r.email)).toEqual(['cy@other.org']);
      const named = await get(tenant, '?has_name=true', research);
      expect(named.body.count).toBe(1);
      const today = new Date().toISOString().slice(0, 10);
      expect((await get(tenant, `?created_at=${today},${today}`, research)).body.count).toBe(3);
      expect((await get(tenant, '?created_at=2000-01-01,2000-12-31', research)).body.count).toBe(0);
      expect((await get(tenant, '?created_at=yesterday', research)).status).toBe(400);
      expect((await get(tenant, '?cleaned=maybe', research)).status).toBe(400);
      const domainId = (await get(tenant, `${ids['ada@example.com']}/`, research)).body.domain_id;
      const ofDomain = await get(tenant, `?domain_id=${domainId}`, research);
      expect(ofDomain.body.count).toBe(2);
      expect((await get(tenant, '?domain_id=abc', research)).status).toBe(400);
      const filters = await get(tenant, 'available-filters/', research);
      expect(filters.body.map((f: { name: string }) => f.name)).toEqual([
        'domain',
        'cleaned',
        'has_name',
        'source',
        'created_at',
      ]);
      expect(filters.body[3].options).toEqual([{ value: 'parse_text', label: 'parse_text', count: 3 }]);
      const xlsx = await get(tenant, '?format=xlsx&ordering=email', research);
      expect(xlsx.headers['content-type']).toContain('spreadsheetml');
      const rows = await readXlsx(xlsx.buffer);
      expect(rows.map((r) => r[1])).toEqual(['Email', 'ada@example.com', 'bob@example.com', 'cy@other.org']);
      expect((await get(tenant, '?format=xlsx&ordering=nope', research)).status).toBe(400);
      expect((await get(tenant, '?format=xlsx&created_at=bad', research)).status).toBe(400);
    });

    it('quick-finds addresses and domains (search_input_form)', async () => {
      const { tenant, research, reader } = await seeded();
      const res = await get(tenant, 'search_input_form/?query=exam', research);
      expect(res.status).toBe(200);
      expect(res.body.emails.map((e: { email: string }) => e.email)).toEqual(['ada@example.com', 'bob@example.com']);
      expect(res.body.domains).toEqual([expect.objectContaining({ domain: 'example.com', cleaned_emails_count: 2 })]);
      expect((await get(tenant, 'search_input_form/?query=', research)).status).toBe(400);
      expect((await get(tenant, 'search_input_form/', research)).status).toBe(400);
      expect((await get(tenant, 'search_input_form/?query=a')).status).toBe(401);
      expect((await get(tenant, 'search_input_form/?query=a', reader)).status).toBe(403);
    });

    it('reads, patches and deletes one address; the domain count follows', async () => {
      const { tenant, research, reader, ids } = await seeded();
      const id = ids['bob@example.com'] as number;
      const url = `/api/v1/dxlist/${id}/`;
      const one = await get(tenant, `${id}/`, research);
      expect(one.body).toMatchObject({ email: 'bob@example.com', domain: 'example.com', cleaned: true });
      expect((await get(tenant, `${id}/`)).status).toBe(401);
      expect((await get(tenant, `${id}/`, reader)).status).toBe(403);
      expect((await get(tenant, 'abc/', research)).status).toBe(400);
      expect((await get(tenant, '999999999/', research)).status).toBe(404);

      const count = async () =>
        (await get(tenant, `domains/${one.body.domain_id}/`, research)).body.cleaned_emails_count as number;
      expect(await count()).toBe(2);
      const patch = (body: unknown, token = research) =>
        request(ctx.port, 'PATCH', url, { host: tenant.host, token, body });
      const changed = await patch({ name: '  Bob  ', cleaned: false });
      expect(changed.status, changed.text).toBe(200);
      expect(changed.body).toMatchObject({ name: 'Bob', cleaned: false });
      expect(await count()).toBe(1);
      expect((await patch({ cleaned: false })).status).toBe(200);
      expect(await count()).toBe(1);
      await patch({ cleaned: true });
      expect(await count()).toBe(2);
      expect((await patch({ cleaned: 'yes' })).status).toBe(400);
      expect((await patch({ email: 'x@y.com' })).status).toBe(400);
      expect((await patch({ name: 'x' }, reader)).status).toBe(403);
      expect((await request(ctx.port, 'PATCH', url, { host: tenant.host, body: { name: 'x' } })).status).toBe(401);

      expect((await request(ctx.port, 'DELETE', url, { host: tenant.host, token: reader })).status).toBe(403);
      expect((await request(ctx.port, 'DELETE', url, { host: tenant.host })).status).toBe(401);
      const gone = await request(ctx.port, 'DELETE', url, { host: tenant.host, token: research });
      expect(gone.status).toBe(204);
      expect((await get(tenant, `${id}/`, research)).status).toBe(404);
      expect(await count()).toBe(1);
      expect((await request(ctx.port, 'DELETE', url, { host: tenant.host, token: research })).status).toBe(404);
    });

    it('deletes in batches, keeping counts right', async () => {
      const { tenant, research, reader, ids } = await seeded();
      const batch = (body: unknown, token = research) =>
        request(ctx.port, 'DELETE', '/api/v1/dxlist/remove-batch/', { host: tenant.host, token, body });
      expect((await batch({ ids: [ids['ada@example.com']] }, reader)).status).toBe(403);
      expect((await batch({ ids: [] })).status).toBe(400);
      const res = await batch({ ids: [ids['ada@example.com'], ids['cy@other.org'], 999999999] });
      expect(res.body).toEqual({ deleted: 2 });
      const domains = await get(tenant, 'domains/?ordering=domain', research);
      expect(
        domains.body.results.map((d: { domain: string; cleaned_emails_count: number }) => [
          d.domain,
          d.cleaned_emails_count,
        ]),
      ).toEqual([
        ['example.com', 1],
        ['other.org', 0],
      ]);
    });

    it('answers 404 across tenants', async () => {
      const { tenant, ids } = await seeded();
      const other = await setup();
      const id = ids['ada@example.com'];
      expect((await get(other.tenant, `${id}/`, other.research)).status).toBe(404);
      const patched = await request(ctx.port, 'PATCH', `/api/v1/dxlist/${id}/`, {
        host: other.tenant.host,
        token: other.research,
        body: { name: 'Mallory' },
      });
      expect(patched.status).toBe(404);
      const deleted = await request(ctx.port, 'DELETE', `/api/v1/dxlist/${id}/`, {
        host: other.tenant.host,
        token: other.research,
      });
      expect(deleted.status).toBe(404);
      const batch = await request(ctx.port, 'DELETE', '/api/v1/dxlist/remove-batch/', {
        host: other.tenant.host,
        token: other.research,
        body: { ids: [id] },
      });
      expect(batch.body).toEqual({ deleted: 0 });
      expect((await get(other.tenant, '', other.research)).body.count).toBe(0);
      const research = await loginAs(ctx.port, tenant, await createUser(ctx.database, tenant, 'research'));
      expect((await get(tenant, `${id}/`, research)).body.name).toBe('Ada');
    });
  });

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
        `select data, priority from pgboss.job where name = 'domains-enrich' and (data->>'tenantId')::bigint = $1
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

describe('domain look-up', () => {
  const fail = (code: string) => async () => {
    throw Object.assign(new Error(`query ${code}`), { code });
  };

  it('is unreachable when neither the DNS nor the web answers', async () => {
    const result = await lookupDomain('example.com', { resolveMx: fail('ETIMEOUT'), fetchPage: fail('ECONNREFUSED') });
    expect(result.status).toBe('unreachable');
    expect(result.enrichment).toMatchObject({ mx: [], title: null, site_url: null, http_status: null });
    expect(result.enrichment.errors).toEqual([
      'Mail servers (MX): the DNS server did not answer in time.',
      'Web site https://example.com/: query ECONNREFUSED',
      'Web site http://example.com/: query ECONNREFUSED',
    ]);
  });

  it('does not ask for the web site of a domain the DNS does not know', async () => {
    let fetched = 0;
    const result = await lookupDomain('example.com', {
      resolveMx: fail('ENOTFOUND'),
      fetchPage: async () => {
        fetched++;
        throw new Error('not expected');
      },
    });
    expect(result.status).toBe('unreachable');
    expect(fetched).toBe(0);
    expect(result.enrichment.errors).toHaveLength(2);
  });

  it('records MX records and the site title when they answer (through the SSRF-guarded fetch)', async () => {
    const server = http.createServer((_req, res) => {
      res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
      res.end('<html><head><title>  Example &amp; Co\n Home </title></head><body>hi</body></html>');
    });
    await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
    const port = (server.address() as AddressInfo).port;
    try {
      const result = await lookupDomain('example.com', {
        resolveMx: async () => [
          { exchange: 'mx2.example.com', priority: 20 },
          { exchange: 'mx1.example.com', priority: 10 },
        ],
        // The site is a local server here: the guarded fetch is told to allow loopback and where example.com is.
        fetchPage: () =>
          safeFetch(`http://example.com:${port}/`, {
            allow: [`127.0.0.0/8:${port}`],
            resolve: async () => ['127.0.0.1'],
          }),
      });
      expect(result.status).toBe('complete');
      expect(result.enrichment.mx).toEqual([
        { exchange: 'mx1.example.com', priority: 10 },
        { exchange: 'mx2.example.com', priority: 20 },
      ]);
      expect(result.enrichment.title).toBe('Example & Co Home');
      expect(result.enrichment.http_status).toBe(200);
      expect(result.enrichment.errors).toEqual([]);
    } finally {
      server.close();
    }
  });

  it('counts a DNS answer without MX (or a null MX) as complete', async () => {
    const result = await lookupDomain('example.com', {
      resolveMx: async () => [{ exchange: '', priority: 0 }],
      fetchPage: fail('ECONNREFUSED'),
    });
    expect(result.status).toBe('complete');
    expect(result.enrichment.mx).toEqual([]);
  });
});
