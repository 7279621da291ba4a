import { describe, expect, it } from 'vitest';
import { createTenant, createUser, loginAs, TEST_PASSWORD } from '../../test/factories.ts';
import { request, useTestApp } from '../../test/harness.ts';

describe('accounts: login, me, logout', () => {
  const ctx = useTestApp();

  it('logs in and answers the auth state of SPEC §3', async () => {
    const tenant = await createTenant(ctx.database);
    const user = await createUser(ctx.database, tenant, 'admin', { alias: 'Boss' });
    const res = await request(ctx.port, 'POST', '/api/v1/auth/login/', {
      host: tenant.host,
      body: { email: user.email.toUpperCase(), password: TEST_PASSWORD },
    });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      email: user.email,
      alias: 'Boss',
      id: user.id,
      is_admin: true,
      is_research: true,
      is_tenant_admin: false,
      asset_id: null,
      tenant_id: tenant.id,
      payment_access_link: 'https://pay.example/x',
      payment_access_message: 'Pay here.',
    });
    expect(res.body.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
  });

  it('refuses a wrong password and an unknown account with the same 401', async () => {
    const tenant = await createTenant(ctx.database);
    const user = await createUser(ctx.database, tenant, 'reader');
    const wrong = await request(ctx.port, 'POST', '/api/v1/auth/login/', {
      host: tenant.host,
      body: { email: user.email, password: 'nope' },
    });
    const unknown = await request(ctx.port, 'POST', '/api/v1/auth/login/', {
      host: tenant.host,
      body: { email: 'ghost@example.com', password: 'nope' },
    });
    expect(wrong.status).toBe(401);
    expect(unknown.status).toBe(401);
    expect(wrong.body).toEqual({ detail: 'Invalid email or password.' });
    expect(unknown.body).toEqual(wrong.body);
  });

  it('validates the login body with field errors', async () => {
    const tenant = await createTenant(ctx.database);
    const bad = await request(ctx.port, 'POST', '/api/v1/auth/login/', {
      host: tenant.host,
      body: { email: 'not-an-email', password: '', extra: 1 },
    });
    expect(bad.status).toBe(400);
    expect(bad.body.detail).toMatch(/^Check 3 fields: Email, Password/);
    const badJson = await request(ctx.port, 'POST', '/api/v1/auth/login/', {
      host: tenant.host,
      rawBody: '{"email":',
      headers: { 'content-type': 'application/json' },
    });
    expect(badJson.status).toBe(400);
    expect(badJson.body.detail).toBe('The request body is not valid JSON.');
    const wrongType = await request(ctx.port, 'POST', '/api/v1/auth/login/', {
      host: tenant.host,
      body: { email: 5, password: ['x'] },
    });
    expect(wrongType.status).toBe(400);
    expect(Object.keys(wrongType.body.errors)).toEqual(expect.arrayContaining(['email', 'password']));
  });

  it('answers me with a token, 401 without or with a bad one', async () => {
    const tenant = await createTenant(ctx.database);
    const user = await createUser(ctx.database, tenant, 'research');
    const token = await loginAs(ctx.port, tenant, user);
    const me = await request(ctx.port, 'GET', '/api/v1/auth/me/', { host: tenant.host, token });
    expect(me.status).toBe(200);
    expect(me.body).toMatchObject({ email: user.email, is_research: true, is_admin: false });
    expect(me.body.token).toBeUndefined();
    expect((await request(ctx.port, 'GET', '/api/v1/auth/me/', { host: tenant.host })).status).toBe(401);
    const forged = await request(ctx.port, 'GET', '/api/v1/auth/me/', { host: tenant.host, token: 'x'.repeat(43) });
    expect(forged.status).toBe(401);
    const malformed = await request(ctx.port, 'GET', '/api/v1/auth/me/', {
      host: tenant.host,
      headers: { authorization: 'Basic abc' },
    });
    expect(malformed.status).toBe(401);
  });

  it('refuses a token replayed on another tenant’s host', async () => {
    const a = await createTenant(ctx.database);
    const b = await createTenant(ctx.database);
    const user = await createUser(ctx.database, a, 'admin');
    const token = await loginAs(ctx.port, a, user);
    // Same email and id may exist in b: the token still belongs to a only.
    await createUser(ctx.database, b, 'admin', { email: user.email });
    const res = await request(ctx.port, 'GET', '/api/v1/auth/me/', { host: b.host, token });
    expect(res.status).toBe(401);
    const counts = await request(ctx.port, 'GET', '/api/v1/tools/entities-count/', { host: b.host, token });
    expect(counts.status).toBe(401);
  });

  it('logs out: the token stops working', async () => {
    const tenant = await createTenant(ctx.database);
    const user = await createUser(ctx.database, tenant, 'reader');
    const token = await loginAs(ctx.port, tenant, user);
    const out = await request(ctx.port, 'POST', '/api/v1/auth/logout/', { host: tenant.host, token });
    expect(out.status).toBe(204);
    expect((await request(ctx.port, 'GET', '/api/v1/auth/me/', { host: tenant.host, token })).status).toBe(401);
    expect((await request(ctx.port, 'POST', '/api/v1/auth/logout/', { host: tenant.host })).status).toBe(401);
  });

  it('refuses a disabled user', async () => {
    const tenant = await createTenant(ctx.database);
    const user = await createUser(ctx.database, tenant, 'reader', { disabled: true });
    const res = await request(ctx.port, 'POST', '/api/v1/auth/login/', {
      host: tenant.host,
      body: { email: user.email, password: TEST_PASSWORD },
    });
    expect(res.status).toBe(401);
  });

  it('throttles an account after 10 failed logins in 15 minutes', async () => {
    const tenant = await createTenant(ctx.database);
    const user = await createUser(ctx.database, tenant, 'reader');
    const attempt = (password: string) =>
      request(ctx.port, 'POST', '/api/v1/auth/login/', { host: tenant.host, body: { email: user.email, password } });
    for (let i = 0; i < 10; i++) expect((await attempt('wrong')).status).toBe(401);
    const blocked = await attempt(TEST_PASSWORD);
    expect(blocked.status).toBe(429);
    expect(blocked.body.detail).toMatch(/Too many failed logins/);
  });

  it('changes own alias and password', async () => {
    const tenant = await createTenant(ctx.database);
    const user = await createUser(ctx.database, tenant, 'reader');
    const token = await loginAs(ctx.port, tenant, user);
    const alias = await request(ctx.port, 'PATCH', '/api/v1/auth/me/', {
      host: tenant.host,
      token,
      body: { alias: 'Reader R' },
    });
    expect(alias.status).toBe(200);
    expect(alias.body.alias).toBe('Reader R');
    const wrong = await request(ctx.port, 'PATCH', '/api/v1/auth/me/', {
      host: tenant.host,
      token,
      body: { current_password: 'bad', new_password: 'a new long password' },
    });
    expect(wrong.status).toBe(400);
    expect(wrong.body.errors.current_password).toBeDefined();
    const ok = await request(ctx.port, 'PATCH', '/api/v1/auth/me/', {
      host: tenant.host,
      token,
      body: { current_password: TEST_PASSWORD, new_password: 'a new long password' },
    });
    expect(ok.status).toBe(200);
    const relogin = await request(ctx.port, 'POST', '/api/v1/auth/login/', {
      host: tenant.host,
      body: { email: user.email, password: 'a new long password' },
    });
    expect(relogin.status).toBe(200);
  });
});
