import { describe, expect, it } from 'vitest';
import { createTenant, createUser, loginAs } from '../../test/factories.ts';
import { request, useTestApp } from '../../test/harness.ts';
import { resourceContract } from '../../test/resource-contract.ts';

describe('keywords', () => {
  const ctx = useTestApp();
  let n = 0;
  resourceContract(ctx, {
    path: '/keywords',
    create: () => ({ name: `Keyword ${++n}` }),
    patch: { description: 'Changed', visibility: 'public' },
    invalid: { name: '', slug: 'Not A Slug!' },
    writer: 'research',
    readerOnly: 'reader',
    hasVisibility: true,
    publicRead: true,
  });

  it('derives the slug, refuses duplicates with 409, and reports usage', async () => {
    const tenant = await createTenant(ctx.database);
    const token = await loginAs(ctx.port, tenant, await createUser(ctx.database, tenant, 'research'));
    const a = await request(ctx.port, 'POST', '/api/v1/keywords/', {
      host: tenant.host,
      token,
      body: { name: 'Robotics & AI' },
    });
    expect(a.body).toMatchObject({ slug: 'robotics-ai', usage_count: 0, visibility: 'hidden' });
    const dup = await request(ctx.port, 'POST', '/api/v1/keywords/', {
      host: tenant.host,
      token,
      body: { name: 'robotics & ai' },
    });
    expect(dup.status).toBe(409);
    expect(dup.body.detail).toMatch(/already exists/);
    const search = await request(ctx.port, 'GET', '/api/v1/keywords/?search=robot', { host: tenant.host, token });
    expect(search.body.count).toBe(1);
    const sorted = await request(ctx.port, 'GET', '/api/v1/keywords/?ordering=name', { host: tenant.host, token });
    expect(sorted.status).toBe(200);
  });
});

describe('record history', () => {
  const ctx = useTestApp();
  it('records who changed which fields, for the research team only', async () => {
    const tenant = await createTenant(ctx.database);
    const token = await loginAs(
      ctx.port,
      tenant,
      await createUser(ctx.database, tenant, 'research', { alias: 'Rita' }),
    );
    const reader = await loginAs(ctx.port, tenant, await createUser(ctx.database, tenant, 'reader'));
    const k = await request(ctx.port, 'POST', '/api/v1/keywords/', {
      host: tenant.host,
      token,
      body: { name: 'History', visibility: 'public' },
    });
    await request(ctx.port, 'PATCH', `/api/v1/keywords/${k.body.id}/`, {
      host: tenant.host,
      token,
      body: { description: 'Now described' },
    });
    const h = await request(ctx.port, 'GET', `/api/v1/keywords/${k.body.id}/history/`, { host: tenant.host, token });
    expect(h.status).toBe(200);
    expect(h.body.map((e: { action: string }) => e.action)).toEqual(['update', 'create']);
    expect(h.body[0].user).toBe('Rita');
    expect(h.body[0].fields).toContain('description');
    expect(
      (await request(ctx.port, 'GET', `/api/v1/keywords/${k.body.id}/history/`, { host: tenant.host, token: reader }))
        .status,
    ).toBe(403);
  });
});
