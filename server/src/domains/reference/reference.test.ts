import { describe, expect, it } from 'vitest';
import { createTenant, createUser, loginAs } from '../../test/factories.ts';
import { request, useTestApp } from '../../test/harness.ts';
import { resourceContract } from '../../test/resource-contract.ts';

describe('terminology', () => {
  const ctx = useTestApp();
  let n = 0;
  resourceContract(ctx, {
    path: '/terminology',
    create: () => ({ term: `Term ${++n}`, definition: 'A definition.', aliases: ['alias'] }),
    patch: { definition: 'Better.', aliases: ['a', 'b'] },
    invalid: { term: '', aliases: 'not-a-list' },
    writer: 'research',
    readerOnly: 'reader',
    hasVisibility: true,
    publicRead: true,
  });
});

describe('geos and cities (global reference data)', () => {
  const ctx = useTestApp();

  it('ships the ISO 3166 countries, readable by anyone', async () => {
    const tenant = await createTenant(ctx.database);
    const res = await request(ctx.port, 'GET', '/api/v1/geos/?search=DE', { host: tenant.host });
    expect(res.status).toBe(200);
    expect(res.body.results.map((g: { iso2: string }) => g.iso2)).toContain('DE');
    const all = await request(ctx.port, 'GET', '/api/v1/geos/?limit=1', { host: tenant.host });
    expect(all.body.count).toBeGreaterThanOrEqual(249);
  });

  it('only tenant admins write them', async () => {
    const tenant = await createTenant(ctx.database);
    const admin = await loginAs(ctx.port, tenant, await createUser(ctx.database, tenant, 'admin'));
    const operator = await loginAs(ctx.port, tenant, await createUser(ctx.database, tenant, 'tenantAdmin'));
    const body = { name: `Region ${tenant.subdomain}`, kind: 'region' };
    expect((await request(ctx.port, 'POST', '/api/v1/geos/', { host: tenant.host, body })).status).toBe(401);
    expect((await request(ctx.port, 'POST', '/api/v1/geos/', { host: tenant.host, token: admin, body })).status).toBe(
      403,
    );
    const geo = await request(ctx.port, 'POST', '/api/v1/geos/', { host: tenant.host, token: operator, body });
    expect(geo.status).toBe(201);
    const city = await request(ctx.port, 'POST', '/api/v1/cities/', {
      host: tenant.host,
      token: operator,
      body: { name: 'Springfield', geo_id: geo.body.id, latitude: 10, longitude: 20 },
    });
    expect(city.status).toBe(201);
    expect(city.body.geo_name).toBe(body.name);
    const bad = await request(ctx.port, 'POST', '/api/v1/cities/', {
      host: tenant.host,
      token: operator,
      body: { name: 'X', latitude: 100 },
    });
    expect(bad.status).toBe(400);
    const missing = await request(ctx.port, 'POST', '/api/v1/cities/', {
      host: tenant.host,
      token: operator,
      body: { name: 'X', geo_id: 999999999 },
    });
    expect(missing.status).toBe(400);
    const dupIso = await request(ctx.port, 'POST', '/api/v1/geos/', {
      host: tenant.host,
      token: operator,
      body: { name: 'Dup', iso2: 'DE' },
    });
    expect(dupIso.status).toBe(409);
    expect(
      (await request(ctx.port, 'DELETE', `/api/v1/cities/${city.body.id}/`, { host: tenant.host, token: admin }))
        .status,
    ).toBe(403);
    expect(
      (await request(ctx.port, 'DELETE', `/api/v1/cities/${city.body.id}/`, { host: tenant.host, token: operator }))
        .status,
    ).toBe(204);
  });
});
