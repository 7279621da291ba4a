import { describe, expect, it } from 'vitest';
import { createTenant, createUser, loginAs } from '../../test/factories.ts';
import { request, useTestApp } from '../../test/harness.ts';

describe('tenant settings', () => {
  const ctx = useTestApp();

  it('lets an admin read and change the settings, which tenant info then shows', async () => {
    const tenant = await createTenant(ctx.database);
    const token = await loginAs(ctx.port, tenant, await createUser(ctx.database, tenant, 'admin'));
    const got = await request(ctx.port, 'GET', '/api/v1/settings/', { host: tenant.host, token });
    expect(got.status).toBe(200);
    expect(got.body.processing).toEqual({ auto_process: true, max_upload_mb: 25 });
    const patched = await request(ctx.port, 'PATCH', '/api/v1/settings/', {
      host: tenant.host,
      token,
      body: {
        name: 'Renamed',
        payment_access_link: 'https://pay.example/new',
        chat_link: '',
        processing: { auto_process: false, max_upload_mb: 10 },
      },
    });
    expect(patched.status).toBe(200);
    expect(patched.body).toMatchObject({
      name: 'Renamed',
      payment_access_link: 'https://pay.example/new',
      chat_link: null,
    });
    const info = await request(ctx.port, 'GET', `/api/v1/clients/info/${tenant.subdomain}/`);
    expect(info.body).toMatchObject({ name: 'Renamed', payment_access_link: 'https://pay.example/new' });
  });

  it('refuses non-admins, anonymous callers, bad values and unknown fields', async () => {
    const tenant = await createTenant(ctx.database);
    const research = await loginAs(ctx.port, tenant, await createUser(ctx.database, tenant, 'research'));
    const admin = await loginAs(ctx.port, tenant, await createUser(ctx.database, tenant, 'admin'));
    expect((await request(ctx.port, 'GET', '/api/v1/settings/', { host: tenant.host })).status).toBe(401);
    expect((await request(ctx.port, 'GET', '/api/v1/settings/', { host: tenant.host, token: research })).status).toBe(
      403,
    );
    const bad = await request(ctx.port, 'PATCH', '/api/v1/settings/', {
      host: tenant.host,
      token: admin,
      body: { payment_access_link: 'javascript:alert(1)', name: '' },
    });
    expect(bad.status).toBe(400);
    expect(Object.keys(bad.body.errors).sort()).toEqual(['name', 'payment_access_link']);
    const unknown = await request(ctx.port, 'PATCH', '/api/v1/settings/', {
      host: tenant.host,
      token: admin,
      body: { subdomain: 'x' },
    });
    expect(unknown.status).toBe(400);
  });
});
