import { describe, expect, it } from 'vitest';
import { createTenant } from '../../test/factories.ts';
import { request, useTestApp } from '../../test/harness.ts';

describe('tenant resolution over HTTP', () => {
  const ctx = useTestApp();

  it('answers tenant info for a known tenant, exists=false for an unknown one', async () => {
    const tenant = await createTenant(ctx.database, { name: 'Acme Research', chatLink: 'https://chat.example/acme' });
    const known = await request(ctx.port, 'GET', `/api/v1/clients/info/${tenant.subdomain}/`, {
      host: 'nowhere.localhost',
    });
    expect(known.status).toBe(200);
    expect(known.body).toEqual({
      id: tenant.id,
      exists: true,
      name: 'Acme Research',
      payment_access_link: 'https://pay.example/x',
      payment_access_message: 'Pay here.',
      chat_link: 'https://chat.example/acme',
    });
    const unknown = await request(ctx.port, 'GET', '/api/v1/clients/info/no-such-tenant/');
    expect(unknown.status).toBe(200);
    expect(unknown.body.exists).toBe(false);
    expect(unknown.body.id).toBeNull();
  });

  it('answers 404 "Unknown tenant" on every API path of an unknown host', async () => {
    for (const path of ['/api/v1/tools/free-ahead-entities-count/', '/api/v1/auth/me/', '/api/v1/nothing-here/']) {
      const res = await request(ctx.port, 'GET', path, { host: 'no-such-tenant.localhost:3000' });
      expect(res.status).toBe(404);
      expect(res.body).toEqual({ detail: 'Unknown tenant' });
    }
  });

  it('treats a disabled tenant as unknown', async () => {
    const tenant = await createTenant(ctx.database, { disabled: true });
    const res = await request(ctx.port, 'GET', '/api/v1/tools/free-ahead-entities-count/', { host: tenant.host });
    expect(res.status).toBe(404);
    const info = await request(ctx.port, 'GET', `/api/v1/clients/info/${tenant.subdomain}/`);
    expect(info.body.exists).toBe(false);
  });

  it('resolves the tenant from the Host with a port, upper case and a trailing dot', async () => {
    const tenant = await createTenant(ctx.database);
    const res = await request(ctx.port, 'GET', '/api/v1/tools/free-ahead-entities-count', {
      host: `${tenant.subdomain.toUpperCase()}.LOCALHOST.:8080`,
    });
    expect(res.status).toBe(200);
  });

  it('ignores X-Forwarded-Host when no proxy is trusted', async () => {
    const tenant = await createTenant(ctx.database);
    const res = await request(ctx.port, 'GET', '/api/v1/tools/free-ahead-entities-count/', {
      host: 'no-such-tenant.localhost',
      headers: { 'x-forwarded-host': tenant.host },
    });
    expect(res.status).toBe(404);
  });

  it('serves health without a tenant and answers unknown API paths with a JSON 404', async () => {
    const health = await request(ctx.port, 'GET', '/api/v1/health');
    expect(health.status).toBe(200);
    expect(health.body).toEqual({ status: 'ok' });
    const tenant = await createTenant(ctx.database);
    const missing = await request(ctx.port, 'GET', '/api/v1/no-such-endpoint/', { host: tenant.host });
    expect(missing.status).toBe(404);
    expect(missing.body.detail).toBeTypeOf('string');
  });

  it('publishes the OpenAPI document', async () => {
    const res = await request(ctx.port, 'GET', '/api/docs/json');
    expect(res.status).toBe(200);
    expect(res.body.openapi).toMatch(/^3\./);
    expect(Object.keys(res.body.paths)).toContain('/api/v1/auth/login/');
  });
});
