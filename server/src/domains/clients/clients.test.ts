import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { entityCounts, users } from '../../db/schema/index.ts';
import { withTenant } from '../../db/scoped.ts';
import { readXlsx } from '../../lib/xlsx.ts';
import { createTenant, createUser, loginAs, type TestTenant } from '../../test/factories.ts';
import { request, useTestApp } from '../../test/harness.ts';

// A default tenant of this file's own, so that its rules can be tested without touching `www`.
const DEFAULT_TENANT = `d${randomBytes(4).toString('hex')}`;
const PASSWORD = 'a long enough password';

const fresh = () => `n${randomBytes(5).toString('hex')}`;

describe('tenants (/clients)', () => {
  const ctx = useTestApp(() => ({ defaultTenant: DEFAULT_TENANT }));

  async function operator() {
    const tenant = await createTenant(ctx.database);
    const token = await loginAs(ctx.port, tenant, await createUser(ctx.database, tenant, 'tenantAdmin'));
    return { tenant, token };
  }
  const call = (method: string, path: string, tenant: TestTenant, token: string | null, body?: unknown) =>
    request(ctx.port, method, `/api/v1/clients/${path}`, { host: tenant.host, token, body });
  const newTenant = (subdomain = fresh()) => ({
    subdomain,
    name: `Acme ${subdomain}`,
    admin_email: `boss@${subdomain}.example`,
    admin_password: PASSWORD,
  });

  it('creates a tenant with its first admin, reachable on its host at once', async () => {
    const { tenant, token } = await operator();
    const subdomain = fresh();
    const host = `${subdomain}.localhost`;
    // A visit before it exists is remembered by the tenant directory; creating must make it forget.
    expect((await request(ctx.port, 'GET', `/api/v1/clients/info/${subdomain}/`)).body.exists).toBe(false);
    expect((await request(ctx.port, 'GET', '/api/v1/tools/free-ahead-entities-count/', { host })).status).toBe(404);

    const created = await call('POST', '', tenant, token, {
      ...newTenant(subdomain.toUpperCase()),
      payment_access_link: 'https://pay.example/acme',
      payment_access_message: 'Subscribe to read everything.',
      chat_link: '',
      processing: { auto_process: false, max_upload_mb: 40 },
      operator_llm_url: 'https://llm.example/v1',
    });
    expect(created.status, created.text).toBe(201);
    expect(created.body).toMatchObject({
      subdomain,
      host,
      name: `Acme ${subdomain.toUpperCase()}`,
      payment_access_link: 'https://pay.example/acme',
      payment_access_message: 'Subscribe to read everything.',
      chat_link: null,
      processing: { auto_process: false, max_upload_mb: 40 },
      operator_llm_url: 'https://llm.example/v1',
      disabled: false,
      is_current: false,
      is_default: false,
    });

    const info = await request(ctx.port, 'GET', `/api/v1/clients/info/${subdomain}/`);
    expect(info.body).toMatchObject({ id: created.body.id, exists: true, name: `Acme ${subdomain.toUpperCase()}` });
    const login = await request(ctx.port, 'POST', '/api/v1/auth/login/', {
      host,
      body: { email: `BOSS@${subdomain}.example`, password: PASSWORD },
    });
    expect(login.status, login.text).toBe(200);
    expect(login.body).toMatchObject({ is_admin: true, is_research: true, is_tenant_admin: false });
    const settings = await request(ctx.port, 'GET', '/api/v1/settings/', { host, token: login.body.token });
    expect(settings.body).toMatchObject({
      name: `Acme ${subdomain.toUpperCase()}`,
      processing: { auto_process: false, max_upload_mb: 40 },
    });
    // The new tenant's admin is not a platform operator, and the password is stored hashed (argon2id).
    expect((await call('GET', '', { ...tenant, host }, login.body.token)).status).toBe(403);
    const [stored] = await withTenant(ctx.database, created.body.id, (tx) =>
      tx.select({ hash: users.passwordHash }).from(users).where(eq(users.tenantId, created.body.id)),
    );
    expect(stored?.hash).toMatch(/^\$argon2id\$/);

    const one = await call('GET', `${created.body.id}/`, tenant, token);
    expect(one.body).toEqual(created.body);
    const list = await call('GET', `?search=${subdomain}`, tenant, token);
    expect(list.body.count).toBe(1);
    expect(list.body.results[0].id).toBe(created.body.id);
    const mine = await call('GET', `${tenant.id}/`, tenant, token);
    expect(mine.body).toMatchObject({ subdomain: tenant.subdomain, is_current: true });
  });

  it('lists with ordering, the disabled filter, available filters and an xlsx export', async () => {
    const { tenant, token } = await operator();
    const stem = fresh();
    for (const [suffix, disabled] of [
      ['b', false],
      ['a', true],
    ] as const) {
      const res = await call('POST', '', tenant, token, { ...newTenant(`${stem}${suffix}`), disabled });
      expect(res.status, res.text).toBe(201);
    }
    const asc = await call('GET', `?search=${stem}&ordering=subdomain`, tenant, token);
    expect(asc.body.results.map((c: { subdomain: string }) => c.subdomain)).toEqual([`${stem}a`, `${stem}b`]);
    // Keyset pages, as every list of the kit: page two follows page one's link.
    const one = await call('GET', `?search=${stem}&ordering=subdomain&limit=1`, tenant, token);
    expect(one.body.next).toContain('cursor=');
    const two = await request(ctx.port, 'GET', one.body.next, { host: tenant.host, token });
    expect(two.body.results.map((c: { subdomain: string }) => c.subdomain)).toEqual([`${stem}b`]);
    expect(two.body).toMatchObject({ count: 2, next: null });
    const off = await call('GET', `?search=${stem}&disabled=true`, tenant, token);
    expect(off.body.results.map((c: { subdomain: string }) => c.subdomain)).toEqual([`${stem}a`]);
    expect((await call('GET', '?disabled=maybe', tenant, token)).status).toBe(400);
    expect((await call('GET', '?ordering=password_hash', tenant, token)).status).toBe(400);
    expect((await call('GET', '?limit=1000', tenant, token)).status).toBe(400);
    const filters = await call('GET', 'available-filters/', tenant, token);
    expect(filters.body).toEqual([{ name: 'disabled', label: 'Disabled', type: 'boolean' }]);
    const xlsx = await call('GET', `?search=${stem}&format=xlsx`, tenant, token);
    expect(xlsx.status).toBe(200);
    expect(xlsx.headers['content-type']).toContain('spreadsheetml');
    const rows = await readXlsx(xlsx.buffer);
    expect(rows.map((r) => r[1])).toEqual(['Subdomain', `${stem}a`, `${stem}b`]);
  });

  it('validates the subdomain as a DNS label and refuses reserved names', async () => {
    const { tenant, token } = await operator();
    const bad = [
      '',
      '-lead',
      'trail-',
      'under_score',
      'dot.ted',
      'sp ace',
      'ünïcode',
      'x'.repeat(64),
      'ab--cd',
      'www',
      'api',
      'admin',
      'app',
      'mail',
      'static',
      'WWW',
    ];
    for (const subdomain of bad) {
      const res = await call('POST', '', tenant, token, newTenant(subdomain));
      expect(res.status, subdomain).toBe(400);
      expect(res.body.errors.subdomain, subdomain).toBeDefined();
    }
    const reserved = await call('POST', '', tenant, token, newTenant('admin'));
    expect(reserved.body.errors.subdomain).toEqual(['This name is reserved: choose another.']);
    for (const subdomain of ['7', `${fresh()}-x`, `9${fresh()}`.padEnd(63, 'z')]) {
      const res = await call('POST', '', tenant, token, newTenant(subdomain));
      // A one-character name may be taken by an earlier run on the same database: still valid, not a 400.
      expect([201, 409], `${subdomain}: ${res.text}`).toContain(res.status);
    }
  });

  it('answers 409 with a message when the subdomain is taken, whatever its case', async () => {
    const { tenant, token } = await operator();
    const other = await createTenant(ctx.database);
    for (const subdomain of [other.subdomain, other.subdomain.toUpperCase(), tenant.subdomain]) {
      const res = await call('POST', '', tenant, token, newTenant(subdomain));
      expect(res.status).toBe(409);
      expect(res.body.detail).toBe(`The subdomain "${subdomain.toLowerCase()}" is taken.`);
      expect(res.body.errors.subdomain).toEqual(['This subdomain is taken: choose another.']);
    }
  });

  it('refuses bad fields, unknown fields and mass assignment with 400', async () => {
    const { tenant, token } = await operator();
    const bad = await call('POST', '', tenant, token, {
      subdomain: fresh(),
      name: '',
      admin_email: 'not an email',
      admin_password: 'short',
      payment_access_link: 'javascript:alert(1)',
      processing: { auto_process: true, max_upload_mb: 0 },
    });
    expect(bad.status).toBe(400);
    expect(Object.keys(bad.body.errors).sort()).toEqual([
      'admin_email',
      'admin_password',
      'name',
      'payment_access_link',
      'processing.max_upload_mb',
    ]);
    for (const extra of [{ id: 5 }, { is_tenant_admin: true }, { settings: {} }, { created_at: '2020-01-01' }]) {
      expect((await call('POST', '', tenant, token, { ...newTenant(), ...extra })).status).toBe(400);
    }
    expect((await call('POST', '', tenant, token, { subdomain: fresh() })).status).toBe(400);
    const created = await call('POST', '', tenant, token, newTenant());
    for (const body of [{ admin_password: PASSWORD }, { name: '' }, { subdomain: 'www' }, { disabled: 'yes' }]) {
      expect((await call('PATCH', `${created.body.id}/`, tenant, token, body)).status).toBe(400);
    }
    expect((await call('GET', '0/', tenant, token)).status).toBe(400);
    expect((await call('GET', 'abc/', tenant, token)).status).toBe(400);
  });

  it('refuses anonymous callers (401), admins of a tenant (403) and other tenants’ tokens (401)', async () => {
    const { tenant, token } = await operator();
    const created = await call('POST', '', tenant, token, newTenant());
    const id = created.body.id;
    const admin = await loginAs(ctx.port, tenant, await createUser(ctx.database, tenant, 'admin'));
    const other = await operator();
    for (const [method, path, body] of [
      ['GET', '', undefined],
      ['GET', 'available-filters/', undefined],
      ['GET', `${id}/`, undefined],
      ['POST', '', newTenant()],
      ['PATCH', `${id}/`, { name: 'x' }],
      ['DELETE', `${id}/`, undefined],
    ] as const) {
      expect((await call(method, path, tenant, null, body)).status, `${method} ${path} anonymous`).toBe(401);
      expect((await call(method, path, tenant, admin, body)).status, `${method} ${path} admin`).toBe(403);
      expect((await call(method, path, tenant, other.token, body)).status, `${method} ${path} foreign`).toBe(401);
    }
    expect((await call('GET', `${id}/`, tenant, token)).body.name).toBe(created.body.name);
  });

  it('answers 404 for a tenant that does not exist', async () => {
    const { tenant, token } = await operator();
    for (const method of ['GET', 'PATCH', 'DELETE']) {
      const res = await call(method, '999999999/', tenant, token, method === 'PATCH' ? { name: 'x' } : undefined);
      expect(res.status).toBe(404);
      expect(res.body.detail).toBe('Tenant not found.');
    }
  });

  it('changes settings; a disabled tenant’s host is unknown at once, and comes back when enabled', async () => {
    const { tenant, token } = await operator();
    const created = await call('POST', '', tenant, token, newTenant());
    const { id, subdomain, host } = created.body;
    const probe = () => request(ctx.port, 'GET', '/api/v1/tools/free-ahead-entities-count/', { host });
    expect((await probe()).status).toBe(200);

    const patched = await call('PATCH', `${id}/`, tenant, token, {
      name: 'Renamed',
      processing: { auto_process: true, max_upload_mb: 5 },
    });
    expect(patched.status, patched.text).toBe(200);
    expect(patched.body).toMatchObject({ name: 'Renamed', processing: { auto_process: true, max_upload_mb: 5 } });
    expect((await request(ctx.port, 'GET', `/api/v1/clients/info/${subdomain}/`)).body.name).toBe('Renamed');

    const disabled = await call('PATCH', `${id}/`, tenant, token, { disabled: true });
    expect(disabled.body.disabled).toBe(true);
    expect((await probe()).status).toBe(404);
    expect((await probe()).body).toEqual({ detail: 'Unknown tenant' });
    expect((await request(ctx.port, 'GET', `/api/v1/clients/info/${subdomain}/`)).body.exists).toBe(false);
    // Still listed for the operators, who can enable it again.
    expect((await call('GET', `${id}/`, tenant, token)).body.disabled).toBe(true);
    await call('PATCH', `${id}/`, tenant, token, { disabled: false });
    expect((await probe()).status).toBe(200);
  });

  it('disabling ends the tenant’s sessions for good: its users are told it is disabled, and enabling revives no token', async () => {
    const { tenant, token } = await operator();
    const body = newTenant();
    const created = await call('POST', '', tenant, token, body);
    const { id, host } = created.body;
    const login = await request(ctx.port, 'POST', '/api/v1/auth/login/', {
      host,
      body: { email: body.admin_email, password: PASSWORD },
    });
    expect(login.status, login.text).toBe(200);
    const me = () => request(ctx.port, 'GET', '/api/v1/auth/me/', { host, token: login.body.token });
    expect((await me()).status).toBe(200);

    expect((await call('PATCH', `${id}/`, tenant, token, { disabled: true })).status).toBe(200);
    const refused = await me();
    expect(refused.status).toBe(403);
    expect(refused.body).toEqual({ detail: 'This workspace is disabled' });
    // Disabling twice changes nothing and ends nothing more.
    expect((await call('PATCH', `${id}/`, tenant, token, { disabled: true })).status).toBe(200);

    expect((await call('PATCH', `${id}/`, tenant, token, { disabled: false })).status).toBe(200);
    expect((await me()).status).toBe(401);
  });

  it('moves a tenant to a new subdomain at once; a taken one is a 409', async () => {
    const { tenant, token } = await operator();
    const created = await call('POST', '', tenant, token, newTenant());
    const target = fresh();
    const moved = await call('PATCH', `${created.body.id}/`, tenant, token, { subdomain: target });
    expect(moved.status, moved.text).toBe(200);
    expect(moved.body.host).toBe(`${target}.localhost`);
    const status = (host: string) =>
      request(ctx.port, 'GET', '/api/v1/tools/free-ahead-entities-count/', { host }).then((r) => r.status);
    expect(await status(created.body.host)).toBe(404);
    expect(await status(`${target}.localhost`)).toBe(200);
    const other = await createTenant(ctx.database);
    const clash = await call('PATCH', `${created.body.id}/`, tenant, token, { subdomain: other.subdomain });
    expect(clash.status).toBe(409);
    expect(clash.body.errors.subdomain).toBeDefined();
    // Keeping its own subdomain is not a clash.
    expect((await call('PATCH', `${created.body.id}/`, tenant, token, { subdomain: target })).status).toBe(200);
  });

  it('will not disable, rename or delete the tenant the operator is on, nor the default tenant', async () => {
    const { tenant, token } = await operator();
    const own = await call('PATCH', `${tenant.id}/`, tenant, token, { disabled: true });
    expect(own.status).toBe(400);
    expect(own.body.detail).toBe('You cannot disable the tenant you are signed in to.');
    const rename = await call('PATCH', `${tenant.id}/`, tenant, token, { subdomain: fresh() });
    expect(rename.body.detail).toBe('You cannot change the subdomain of the tenant you are signed in to.');
    const del = await call('DELETE', `${tenant.id}/`, tenant, token);
    expect(del.status).toBe(400);
    expect(del.body.detail).toBe('You cannot delete the tenant you are signed in to.');
    expect((await call('PATCH', `${tenant.id}/`, tenant, token, { name: 'Still mine' })).status).toBe(200);

    const fallback = await createTenant(ctx.database, { subdomain: DEFAULT_TENANT });
    expect((await call('GET', `${fallback.id}/`, tenant, token)).body.is_default).toBe(true);
    expect((await call('PATCH', `${fallback.id}/`, tenant, token, { disabled: true })).body.detail).toBe(
      'The default tenant cannot be disabled.',
    );
    expect((await call('PATCH', `${fallback.id}/`, tenant, token, { subdomain: fresh() })).status).toBe(400);
    expect((await call('DELETE', `${fallback.id}/`, tenant, token)).body.detail).toBe(
      'The default tenant cannot be deleted.',
    );
    expect((await request(ctx.port, 'GET', '/api/v1/tools/free-ahead-entities-count/')).status).toBe(200);
  });

  it('deletes a tenant with all of its data', async () => {
    const { tenant, token } = await operator();
    const created = await call('POST', '', tenant, token, newTenant());
    const { id, host } = created.body;
    const gone: TestTenant = { id, subdomain: created.body.subdomain, host };
    const admin = await loginAs(ctx.port, gone, await createUser(ctx.database, gone, 'admin'));
    const cat = await request(ctx.port, 'POST', '/api/v1/categories/', {
      host,
      token: admin,
      body: { name: 'Doomed' },
    });
    expect(cat.status).toBe(201);

    const del = await call('DELETE', `${id}/`, tenant, token);
    expect(del.status, del.text).toBe(204);
    expect((await call('GET', `${id}/`, tenant, token)).status).toBe(404);
    expect((await request(ctx.port, 'GET', `/api/v1/clients/info/${gone.subdomain}/`)).body.exists).toBe(false);
    expect((await request(ctx.port, 'GET', '/api/v1/auth/me/', { host, token: admin })).status).toBe(404);
    const left = await withTenant(ctx.database, id, async (tx) => ({
      users: await tx.select().from(users).where(eq(users.tenantId, id)),
      counts: await tx.select().from(entityCounts).where(eq(entityCounts.tenantId, id)),
    }));
    expect(left).toEqual({ users: [], counts: [] });
    expect((await call('DELETE', `${id}/`, tenant, token)).status).toBe(404);
  });
});
