import { describe, expect, it } from 'vitest';
import { withTenant } from '../../db/scoped.ts';
import { readXlsx } from '../../lib/xlsx.ts';
import { createTenant, createUser, loginAs } from '../../test/factories.ts';
import { request } from '../../test/harness.ts';
import { PARSE, useEmailList } from './email-list-fixture.ts';
import { addEmails } from './store.ts';

describe('email list', () => {
  const { ctx, setup, parse, get } = useEmailList();

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
});
