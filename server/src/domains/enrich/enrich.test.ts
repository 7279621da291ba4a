import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTenant, createUser, loginAs } from '../../test/factories.ts';
import { request, useTestApp } from '../../test/harness.ts';

const PAGE = `<!doctype html><html><head><title>Acme Robotics | Warehouse robots</title>
<meta name="description" content="Robots for warehouses."><script type="application/ld+json">{"address":{"addressLocality":"Berlin"}}</script></head>
<body><a href="mailto:info@acme.example">Mail</a> <a href="tel:+49 30 123456">Call</a>
<a href="https://www.linkedin.com/company/acme/">LinkedIn</a> Write to press@acme.example.</body></html>`;
const PNG = Buffer.from(
  '89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c4890000000a49444154789c6300010000050001',
  'hex',
);

let fixture: http.Server;
let port = 0;
beforeAll(async () => {
  fixture = http.createServer((req, res) => {
    if (req.url?.startsWith('/icon/acme.example')) res.writeHead(200, { 'content-type': 'image/png' }).end(PNG);
    else if (req.url?.startsWith('/icon/')) res.writeHead(404).end();
    else res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(PAGE);
  });
  await new Promise<void>((r) => fixture.listen(0, '127.0.0.1', r));
  port = (fixture.address() as AddressInfo).port;
});
afterAll(() => new Promise<void>((r) => fixture.close(() => r())));

describe('fill from URL, icons and email lookup (loopback fixture allow-listed)', () => {
  const ctx = useTestApp(() => ({
    fetch: { allow: [`127.0.0.1/32:${port}`], timeoutMs: 2000, maxBytes: 1024 * 1024 },
    iconServiceUrl: `http://127.0.0.1:${port}/icon/{domain}`,
  }));

  it('suggests organization fields from a page', async () => {
    const tenant = await createTenant(ctx.database);
    const token = await loginAs(ctx.port, tenant, await createUser(ctx.database, tenant, 'research'));
    const res = await request(
      ctx.port,
      'GET',
      `/api/v1/assets/organizations/suggested_fields_from_url/?url=${encodeURIComponent(`http://127.0.0.1:${port}/about`)}`,
      { host: tenant.host, token },
    );
    expect(res.status, res.text).toBe(200);
    expect(res.body).toEqual({
      name: 'Acme Robotics',
      description: 'Robots for warehouses.',
      website: `http://127.0.0.1:${port}`,
      emails: ['info@acme.example', 'press@acme.example'],
      phones: ['+49 30 123456'],
      social_links: ['https://www.linkedin.com/company/acme'],
      hq_city: 'Berlin',
    });
    const reader = await loginAs(ctx.port, tenant, await createUser(ctx.database, tenant, 'reader'));
    expect(
      (
        await request(ctx.port, 'GET', '/api/v1/assets/organizations/suggested_fields_from_url/?url=x', {
          host: tenant.host,
          token: reader,
        })
      ).status,
    ).toBe(403);
  });

  it('serves icons through the server and answers 204 (no icon, no error) when the service has none', async () => {
    const ok = await request(ctx.port, 'GET', '/api/v1/icons/acme.example/');
    expect(ok.status).toBe(200);
    expect(ok.headers['content-type']).toBe('image/png');
    expect(ok.headers['cache-control']).toBe('public, max-age=604800');
    expect(ok.buffer.equals(PNG)).toBe(true);
    // No icon: 204 with no body, so the browser logs no error (issue 19 item 13).
    const none = await request(ctx.port, 'GET', '/api/v1/icons/unknown.example/');
    expect(none.status).toBe(204);
    expect(none.buffer.length).toBe(0);
    expect((await request(ctx.port, 'GET', '/api/v1/icons/not_a_domain/')).status).toBe(400);
  });

  it('finds who owns an email', async () => {
    const tenant = await createTenant(ctx.database);
    const token = await loginAs(ctx.port, tenant, await createUser(ctx.database, tenant, 'research'));
    const org = await request(ctx.port, 'POST', '/api/v1/assets/organizations/', {
      host: tenant.host,
      token,
      body: { name_dba: 'Acme', emails: ['info@acme.example'] },
    });
    const person = await request(ctx.port, 'POST', '/api/v1/assets/people/', {
      host: tenant.host,
      token,
      body: { name_family: 'Lind', emails: ['ada@acme.example'] },
    });
    const res = await request(ctx.port, 'GET', '/api/v1/dxlist/email-asset-lookup/?email=ADA@acme.example', {
      host: tenant.host,
      token,
    });
    expect(res.body).toEqual({
      email: 'ada@acme.example',
      organizations: [{ id: org.body.id, name: 'Acme' }],
      people: [{ id: person.body.id, name: 'Lind' }],
    });
    expect(
      (await request(ctx.port, 'GET', '/api/v1/dxlist/email-asset-lookup/?email=nope', { host: tenant.host, token }))
        .status,
    ).toBe(400);
  });
});

describe('fill from URL without an allow-list', () => {
  const ctx = useTestApp();
  it('refuses loopback and private addresses with a clear 400', async () => {
    const tenant = await createTenant(ctx.database);
    const token = await loginAs(ctx.port, tenant, await createUser(ctx.database, tenant, 'research'));
    for (const url of [
      `http://127.0.0.1:${port}/`,
      'http://169.254.169.254/latest/',
      'file:///etc/passwd',
      'http://[::1]/',
    ]) {
      const res = await request(
        ctx.port,
        'GET',
        `/api/v1/assets/organizations/suggested_fields_from_url/?url=${encodeURIComponent(url)}`,
        { host: tenant.host, token },
      );
      expect(res.status, url).toBe(400);
      expect(res.body.detail).toMatch(/Could not read that page/);
    }
  });
});
