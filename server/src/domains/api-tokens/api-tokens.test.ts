import { createHash } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { withTenant } from '../../db/scoped.ts';
import { createTenant, createUser, loginAs, type Role } from '../../test/factories.ts';
import { request, useTestApp } from '../../test/harness.ts';

describe('personal API tokens: create, list, revoke (issue 38)', () => {
  const ctx = useTestApp(() => ({ runWorkers: false }));

  async function setup(role: Role = 'research') {
    const tenant = await createTenant(ctx.database);
    const user = await createUser(ctx.database, tenant, role);
    const session = await loginAs(ctx.port, tenant, user);
    const call = (method: string, path: string, token: string | null, body?: unknown) =>
      request(ctx.port, method, `/api/v1${path}`, { host: tenant.host, token, ...(body ? { body } : {}) });
    return { tenant, user, session, call };
  }

  it('answers the secret once, lists tokens without it, and keeps only its sha256', async () => {
    const { tenant, session, call } = await setup();
    const created = await call('POST', '/auth/tokens/', session, { name: 'Nightly import', expires_in_days: 30 });
    expect(created.status, created.text).toBe(201);
    const secret = created.body.token as string;
    expect(secret).toMatch(/^inpat_[A-Za-z0-9_-]{43}$/);
    expect(created.body).toMatchObject({
      name: 'Nightly import',
      read_only: false,
      last_used_at: null,
      expired: false,
    });
    expect(created.body.hint).toBe(secret.slice(0, 10));
    const days = (Date.parse(created.body.expires_at) - Date.parse(created.body.created_at)) / 86_400_000;
    expect(days).toBeCloseTo(30, 3);

    const list = await call('GET', '/auth/tokens/', session);
    expect(list.status).toBe(200);
    expect(list.body.results).toHaveLength(1);
    expect(Object.keys(list.body.results[0]).sort()).toEqual(
      ['created_at', 'expired', 'expires_at', 'hint', 'id', 'last_used_at', 'name', 'read_only'].sort(),
    );
    expect(list.text).not.toContain(secret);

    const rows = await withTenant(ctx.database, tenant.id, (tx) =>
      tx.execute<{ row: string; token_hash: string }>(
        sql`select row_to_json(t)::text as row, t.token_hash from api_tokens t where t.tenant_id = ${tenant.id}`,
      ),
    );
    expect(rows.rows.map((r) => r.token_hash)).toEqual([createHash('sha256').update(secret).digest('hex')]);
    expect(rows.rows[0]?.row).not.toContain(secret.slice(10));
  });

  it('a token works as a bearer token at once, and stops at once when revoked', async () => {
    const { session, call } = await setup();
    const created = await call('POST', '/auth/tokens/', session, { name: 'script' });
    const token = created.body.token as string;
    const me = await call('GET', '/auth/me/', token);
    expect(me.status, me.text).toBe(200);
    expect((await call('GET', '/raw-data/', token)).status).toBe(200);
    expect((await call('DELETE', `/auth/tokens/${created.body.id}/`, session)).status).toBe(204);
    const after = await call('GET', '/auth/me/', token);
    expect(after.status).toBe(401);
    expect(after.body.detail).toMatch(/API token has expired, was revoked/);
    expect((await call('GET', '/auth/tokens/', session)).body.results).toEqual([]);
    // Revoked already: nothing to revoke.
    expect((await call('DELETE', `/auth/tokens/${created.body.id}/`, session)).status).toBe(404);
  });

  it('never expires only for admins; expiries other than 30, 90 and 365 days and bad names are 400', async () => {
    const { session, call } = await setup('research');
    const forever = await call('POST', '/auth/tokens/', session, { name: 'x', expires_in_days: null });
    expect(forever.status).toBe(400);
    expect(forever.body.errors.expires_in_days).toBeDefined();
    expect(forever.body.detail).toMatch(/Only admins/);
    for (const body of [
      { name: 'x', expires_in_days: 7 },
      { name: '' },
      { name: 'x'.repeat(81) },
      { name: 'x', read_only: 'yes' },
      { name: 'x', user_id: 1 },
      {},
    ]) {
      const res = await call('POST', '/auth/tokens/', session, body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.body.detail).toBeTruthy();
    }
    const admin = await setup('admin');
    const kept = await admin.call('POST', '/auth/tokens/', admin.session, { name: 'x', expires_in_days: null });
    expect(kept.status).toBe(201);
    expect(kept.body.expires_at).toBeNull();
    expect((await admin.call('GET', '/auth/me/', kept.body.token)).status).toBe(200);
  });

  it('an expired token is refused, and listed as expired', async () => {
    const { tenant, session, call } = await setup();
    const created = await call('POST', '/auth/tokens/', session, { name: 'old', expires_in_days: 30 });
    await withTenant(ctx.database, tenant.id, (tx) =>
      tx.execute(sql`update api_tokens set expires_at = now() - interval '1 second' where id = ${created.body.id}`),
    );
    // A token's principal is cached a few seconds: an expiry moved by hand is met when the cache drops it.
    await call(
      'POST',
      '/auth/logout/',
      await loginAs(ctx.port, tenant, await createUser(ctx.database, tenant, 'reader')),
    );
    expect((await call('GET', '/auth/me/', created.body.token)).status).toBe(401);
    const [listed] = (await call('GET', '/auth/tokens/', session)).body.results;
    expect(listed).toMatchObject({ id: created.body.id, expired: true });
  });

  it('a token cannot create tokens; a user sees and revokes only their own', async () => {
    const { tenant, session, call } = await setup();
    const token = (await call('POST', '/auth/tokens/', session, { name: 'mine' })).body;
    const refused = await call('POST', '/auth/tokens/', token.token, { name: 'child' });
    expect(refused.status).toBe(403);
    expect(refused.body.detail).toMatch(/API tokens cannot create tokens/);
    const other = await loginAs(ctx.port, tenant, await createUser(ctx.database, tenant, 'research'));
    expect((await call('GET', '/auth/tokens/', other)).body.results).toEqual([]);
    expect((await call('DELETE', `/auth/tokens/${token.id}/`, other)).status).toBe(404);
    expect((await call('GET', '/auth/me/', token.token)).status).toBe(200);
    // Its own token may revoke itself.
    expect((await call('DELETE', `/auth/tokens/${token.id}/`, token.token)).status).toBe(204);
    expect((await call('GET', '/auth/me/', token.token)).status).toBe(401);
  });

  it('admins list every token of their tenant with its owner and revoke any; others are refused; tenants stay apart', async () => {
    const { tenant, user, session, call } = await setup('research');
    const mine = (await call('POST', '/auth/tokens/', session, { name: 'research token', read_only: true })).body;
    const adminUser = await createUser(ctx.database, tenant, 'admin');
    const admin = await loginAs(ctx.port, tenant, adminUser);
    await call('POST', '/auth/tokens/', admin, { name: 'admin token' });
    expect((await call('GET', '/auth/tenant-tokens/', session)).status).toBe(403);
    expect((await call('DELETE', `/auth/tenant-tokens/${mine.id}/`, session)).status).toBe(403);

    const all = await call('GET', '/auth/tenant-tokens/', admin);
    expect(all.status).toBe(200);
    expect(all.body.count).toBe(2);
    expect(all.body.results.map((t: { name: string; user_email: string }) => [t.name, t.user_email]).sort()).toEqual(
      [
        ['admin token', adminUser.email],
        ['research token', user.email],
      ].sort(),
    );
    expect(all.text).not.toMatch(/inpat_[A-Za-z0-9_-]{20}/);
    expect((await call('GET', '/auth/tenant-tokens/?limit=1&offset=1', admin)).body.results).toHaveLength(1);
    expect((await call('GET', '/auth/tenant-tokens/?limit=0', admin)).status).toBe(400);

    const foreign = await createTenant(ctx.database);
    const foreignAdmin = await loginAs(ctx.port, foreign, await createUser(ctx.database, foreign, 'admin'));
    const theirs = await request(ctx.port, 'GET', '/api/v1/auth/tenant-tokens/', {
      host: foreign.host,
      token: foreignAdmin,
    });
    expect(theirs.body).toEqual({ count: 0, results: [] });
    const across = await request(ctx.port, 'DELETE', `/api/v1/auth/tenant-tokens/${mine.id}/`, {
      host: foreign.host,
      token: foreignAdmin,
    });
    expect(across.status).toBe(404);
    // A token is valid only on its own tenant's host.
    expect((await request(ctx.port, 'GET', '/api/v1/auth/me/', { host: foreign.host, token: mine.token })).status).toBe(
      401,
    );
    expect((await call('GET', '/auth/me/', mine.token)).status).toBe(200);

    expect((await call('DELETE', `/auth/tenant-tokens/${mine.id}/`, admin)).status).toBe(204);
    expect((await call('GET', '/auth/me/', mine.token)).status).toBe(401);
    expect((await call('GET', '/auth/tenant-tokens/', admin)).body.count).toBe(1);
  });

  it('401 without a login', async () => {
    const { call } = await setup();
    expect((await call('GET', '/auth/tokens/', null)).status).toBe(401);
    expect((await call('POST', '/auth/tokens/', null, { name: 'x' })).status).toBe(401);
    expect((await call('GET', '/auth/tenant-tokens/', null)).status).toBe(401);
    expect((await call('GET', '/auth/me/', 'inpat_notatokenatallnotatokenatallnotatoken')).status).toBe(401);
  });
});
