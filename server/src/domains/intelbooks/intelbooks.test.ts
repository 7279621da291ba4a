import { describe, expect, it } from 'vitest';
import { createTenant, createUser, loginAs, type TestTenant } from '../../test/factories.ts';
import { request, useTestApp } from '../../test/harness.ts';
import { resourceContract } from '../../test/resource-contract.ts';

describe('Intelbooks: categories, sections, facts', () => {
  const ctx = useTestApp();
  let n = 0;
  const post = async (tenant: TestTenant, token: string, path: string, body: unknown) => {
    const res = await request(ctx.port, 'POST', `/api/v1${path}`, { host: tenant.host, token, body });
    expect(res.status, res.text).toBe(201);
    return res.body;
  };

  resourceContract(ctx, {
    path: '/categories',
    create: () => ({ name: `Category ${++n}` }),
    patch: { description: 'Changed', sort_order: 3 },
    invalid: { name: '', sort_order: -1 },
    writer: 'admin',
    readerOnly: 'research',
    hasVisibility: true,
    publicRead: true,
  });
  resourceContract(ctx, {
    path: '/sections',
    create: async (tenant, token) => ({
      category_id: (await post(tenant, token, '/categories/', { name: `C${++n}` })).id,
      name: `Section ${n}`,
    }),
    patch: { name: 'Renamed' },
    invalid: { name: '', category_id: 'x' },
    writer: 'admin',
    readerOnly: 'research',
    hasVisibility: true,
    publicRead: true,
  });
  resourceContract(ctx, {
    path: '/facts',
    create: async (tenant, token) => {
      const c = await post(tenant, token, '/categories/', { name: `C${++n}` });
      const s = await post(tenant, token, '/sections/', { category_id: c.id, name: `S${n}` });
      return { section_id: s.id, text: `Fact ${n}`, source_links: ['https://example.com/a'] };
    },
    patch: { text: 'Changed fact' },
    invalid: { text: '', source_links: ['ftp://x'] },
    writer: 'admin',
    readerOnly: 'research',
    hasVisibility: true,
    publicRead: true,
  });

  it('serves the outline each visitor may see', async () => {
    const tenant = await createTenant(ctx.database);
    const admin = await loginAs(ctx.port, tenant, await createUser(ctx.database, tenant, 'admin'));
    const reader = await loginAs(ctx.port, tenant, await createUser(ctx.database, tenant, 'reader'));
    const c = await post(tenant, admin, '/categories/', { name: 'Markets', visibility: 'public' });
    const open = await post(tenant, admin, '/sections/', {
      category_id: c.id,
      name: 'Open',
      visibility: 'public',
      sort_order: 1,
    });
    const paid = await post(tenant, admin, '/sections/', {
      category_id: c.id,
      name: 'Paid',
      visibility: 'paywalled',
      sort_order: 0,
    });
    await post(tenant, admin, '/facts/', { section_id: open.id, text: 'Public fact', visibility: 'public' });
    await post(tenant, admin, '/facts/', { section_id: open.id, text: 'Hidden fact', visibility: 'hidden' });
    await post(tenant, admin, '/facts/', { section_id: paid.id, text: 'Paid fact', visibility: 'paywalled' });
    const tree = async (token: string | null) =>
      (await request(ctx.port, 'GET', '/api/v1/facts/tree/', { host: tenant.host, token })).body;
    expect(await tree(null)).toEqual([
      {
        id: c.id,
        name: 'Markets',
        description: null,
        sections: [
          { id: open.id, name: 'Open', description: null, facts: [expect.objectContaining({ text: 'Public fact' })] },
        ],
      },
    ]);
    const forReader = await tree(reader);
    expect(forReader[0].sections.map((s: { name: string }) => s.name)).toEqual(['Paid', 'Open']);
    expect(JSON.stringify(forReader)).not.toContain('Hidden fact');
    expect(JSON.stringify(await tree(admin))).toContain('Hidden fact');
  });
});
