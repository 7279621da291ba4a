import { describe, expect, it } from 'vitest';
import { createTenant, createUser, loginAs } from '../../test/factories.ts';
import { request, useTestApp } from '../../test/harness.ts';
import { resourceContract } from '../../test/resource-contract.ts';

describe('users (admin group)', () => {
  const ctx = useTestApp();
  let n = 0;
  resourceContract(ctx, {
    path: '/users',
    create: () => ({ email: `user${++n}@example.com`, password: 'a long enough password', is_research: true }),
    patch: { alias: 'New alias', is_research: false },
    invalid: { email: 'nope', password: 'short' },
    writer: 'admin',
    readerOnly: 'research',
  });

  it('never shows password hashes; a reset password works; disabled users cannot log in', async () => {
    const tenant = await createTenant(ctx.database);
    const admin = await loginAs(ctx.port, tenant, await createUser(ctx.database, tenant, 'admin'));
    const created = await request(ctx.port, 'POST', '/api/v1/users/', {
      host: tenant.host,
      token: admin,
      body: { email: 'Pat@Example.com', password: 'first password 1' },
    });
    expect(created.status).toBe(201);
    expect(created.body.email).toBe('pat@example.com');
    expect(created.text).not.toMatch(/argon2|password/);
    await request(ctx.port, 'PATCH', `/api/v1/users/${created.body.id}/`, {
      host: tenant.host,
      token: admin,
      body: { password: 'second password 2' },
    });
    const login = (password: string) =>
      request(ctx.port, 'POST', '/api/v1/auth/login/', {
        host: tenant.host,
        body: { email: 'pat@example.com', password },
      });
    expect((await login('first password 1')).status).toBe(401);
    const ok = await login('second password 2');
    expect(ok.status).toBe(200);
    await request(ctx.port, 'PATCH', `/api/v1/users/${created.body.id}/`, {
      host: tenant.host,
      token: admin,
      body: { disabled: true },
    });
    expect(
      (await request(ctx.port, 'GET', '/api/v1/auth/me/', { host: tenant.host, token: ok.body.token })).status,
    ).toBe(401);
    expect((await login('second password 2')).status).toBe(401);
    const dup = await request(ctx.port, 'POST', '/api/v1/users/', {
      host: tenant.host,
      token: admin,
      body: { email: 'PAT@example.com', password: 'another password' },
    });
    expect(dup.status).toBe(409);
  });

  it('an admin cannot remove their own admin role, disable or delete themselves', async () => {
    const tenant = await createTenant(ctx.database);
    const me = await createUser(ctx.database, tenant, 'admin');
    const token = await loginAs(ctx.port, tenant, me);
    const url = `/api/v1/users/${me.id}/`;
    const demote = await request(ctx.port, 'PATCH', url, { host: tenant.host, token, body: { is_admin: false } });
    expect(demote.status).toBe(400);
    expect(demote.body.detail).toBe('You cannot remove your own admin role.');
    expect((await request(ctx.port, 'PATCH', url, { host: tenant.host, token, body: { disabled: true } })).status).toBe(
      400,
    );
    expect((await request(ctx.port, 'DELETE', url, { host: tenant.host, token })).status).toBe(400);
    const still = await request(ctx.port, 'GET', '/api/v1/auth/me/', { host: tenant.host, token });
    expect(still.body.is_admin).toBe(true);
    expect((await request(ctx.port, 'PATCH', url, { host: tenant.host, token, body: { alias: 'Me' } })).status).toBe(
      200,
    );
  });
});
