import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createTenant, createUser, loginAs } from '../test/factories.ts';
import { request, useTestApp } from '../test/harness.ts';
import { pgMessage } from '../test/pg-message.ts';
import { APP_ROLE } from './migrate.ts';
import { withTenant } from './scoped.ts';

/** The second wall on the tenants' own rows (issue 13 item 16): settings live in the global `clients` table. */
describe('row-level security on clients (tenant settings)', () => {
  const ctx = useTestApp();

  it('clients has row-level security and a policy', async () => {
    const { rows } = await ctx.database.pool.query(`
      select c.relrowsecurity,
             (select count(*)::int from pg_policies p where p.schemaname = 'public' and p.tablename = 'clients') as policies
        from pg_class c join pg_namespace n on n.oid = c.relnamespace
       where n.nspname = 'public' and c.relname = 'clients'`);
    expect(rows).toEqual([{ relrowsecurity: true, policies: 1 }]);
  });

  it('a raw query as the application role sees only its own tenant’s row', async () => {
    const a = await createTenant(ctx.database);
    const b = await createTenant(ctx.database);
    const seen = await withTenant(ctx.database, a.id, async (tx) => {
      const res = await tx.execute(sql`select id, settings from clients`);
      return res.rows.map((r) => Number(r.id));
    });
    expect(seen).toEqual([a.id]);
    const other = await withTenant(ctx.database, a.id, (tx) =>
      tx.execute(sql`select count(*)::int as n from clients where id = ${b.id}`),
    );
    expect(other.rows[0]).toEqual({ n: 0 });
  });

  it('with no tenant set, the application role sees no tenant at all', async () => {
    await createTenant(ctx.database);
    const n = await ctx.database.db.transaction(async (tx) => {
      await tx.execute(sql`select set_config('role', ${APP_ROLE}, true)`);
      const res = await tx.execute(sql`select count(*)::int as n from clients`);
      return res.rows[0]?.n;
    });
    expect(n).toBe(0);
  });

  it('cannot change or delete another tenant’s row, nor create a tenant', async () => {
    const a = await createTenant(ctx.database);
    const b = await createTenant(ctx.database);
    const changed = await withTenant(ctx.database, a.id, (tx) =>
      tx.execute(sql`update clients set settings = '{"operator_llm_url":"http://evil"}'::jsonb where id = ${b.id}`),
    );
    expect(changed.rowCount ?? 0).toBe(0);
    const deleted = await withTenant(ctx.database, a.id, (tx) =>
      tx.execute(sql`delete from clients where id = ${b.id}`),
    );
    expect(deleted.rowCount ?? 0).toBe(0);
    const { rows } = await ctx.database.pool.query('select settings from clients where id = $1', [b.id]);
    expect(rows[0]?.settings ?? {}).not.toHaveProperty('operator_llm_url');
    const insert = withTenant(ctx.database, a.id, (tx) =>
      tx.execute(sql`insert into clients (subdomain, name) values (${`x${b.subdomain}`}, 'Sneaky')`),
    );
    expect(await pgMessage(insert)).toMatch(/row-level security/);
    const own = await withTenant(ctx.database, a.id, (tx) =>
      tx.execute(sql`update clients set name = 'Renamed' where id = ${a.id}`),
    );
    expect(own.rowCount).toBe(1);
  });

  it('the settings screen and the tenant admins’ tenants screen still work through it', async () => {
    const a = await createTenant(ctx.database);
    const b = await createTenant(ctx.database);
    const admin = await loginAs(ctx.port, a, await createUser(ctx.database, a, 'admin'));
    const patched = await request(ctx.port, 'PATCH', '/api/v1/settings/', {
      host: a.host,
      token: admin,
      body: { name: 'Tenant A, renamed' },
    });
    expect(patched.status).toBe(200);
    expect(patched.body.name).toBe('Tenant A, renamed');
    const read = await request(ctx.port, 'GET', '/api/v1/settings/', { host: a.host, token: admin });
    expect(read.body.name).toBe('Tenant A, renamed');
    const operator = await loginAs(ctx.port, a, await createUser(ctx.database, a, 'tenantAdmin'));
    const other = await request(ctx.port, 'GET', `/api/v1/clients/${b.id}/`, { host: a.host, token: operator });
    expect(other.status).toBe(200);
    expect(other.body.subdomain).toBe(b.subdomain);
  });
});
