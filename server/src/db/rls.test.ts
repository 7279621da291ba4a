import { sql } from 'drizzle-orm';
import { describe, expect, inject, it } from 'vitest';
import { createTenant, createUser } from '../test/factories.ts';
import { useTestApp } from '../test/harness.ts';
import { pgMessage } from '../test/pg-message.ts';
import { openDatabase } from './client.ts';
import { APP_ROLE } from './migrate.ts';
import { withTenant } from './scoped.ts';

/** The second wall (DESIGN §2): row-level security holds even when the query builder is bypassed. */
describe('row-level security', () => {
  const ctx = useTestApp();

  it('the application role is not superuser, not BYPASSRLS and owns no table', async () => {
    const { rows } = await ctx.database.pool.query(
      `select rolsuper, rolbypassrls,
              (select count(*)::int from pg_tables t where t.schemaname = 'public' and t.tableowner = r.rolname) as owned
         from pg_roles r where rolname = $1`,
      [APP_ROLE],
    );
    expect(rows).toEqual([{ rolsuper: false, rolbypassrls: false, owned: 0 }]);
  });

  it('every table with tenant_id has RLS enabled, forced and a policy', async () => {
    const { rows } = await ctx.database.pool.query(`
      select c.relname, c.relrowsecurity, c.relforcerowsecurity,
             exists (select 1 from pg_policies p where p.tablename = c.relname and p.schemaname = 'public') as has_policy
        from pg_class c join pg_namespace n on n.oid = c.relnamespace
        join pg_attribute a on a.attrelid = c.oid and a.attname = 'tenant_id' and not a.attisdropped
       where n.nspname = 'public' and c.relkind in ('r', 'p')`);
    expect(rows.length).toBeGreaterThan(3);
    for (const row of rows) {
      expect(row, row.relname).toMatchObject({ relrowsecurity: true, relforcerowsecurity: true, has_policy: true });
    }
  });

  it('a raw query without any tenant filter sees only the transaction’s tenant', async () => {
    const a = await createTenant(ctx.database);
    const b = await createTenant(ctx.database);
    await createUser(ctx.database, a, 'reader');
    await createUser(ctx.database, b, 'reader');
    await createUser(ctx.database, b, 'admin');
    const seen = await withTenant(ctx.database, a.id, async (tx) => {
      const res = await tx.execute(sql`select tenant_id from users`);
      return res.rows.map((r) => Number(r.tenant_id));
    });
    expect(seen).toEqual([a.id]);
    const other = await withTenant(ctx.database, a.id, (tx) =>
      tx.execute(sql`select count(*)::int as n from users where tenant_id = ${b.id}`),
    );
    expect(other.rows[0]).toEqual({ n: 0 });
  });

  it('with no tenant set, the application role sees no rows at all', async () => {
    const a = await createTenant(ctx.database);
    await createUser(ctx.database, a, 'reader');
    const n = await ctx.database.db.transaction(async (tx) => {
      await tx.execute(sql`select set_config('role', ${APP_ROLE}, true)`);
      const res = await tx.execute(sql`select count(*)::int as n from users`);
      return res.rows[0]?.n;
    });
    expect(n).toBe(0);
  });

  it('refuses to insert or move a row into another tenant', async () => {
    const a = await createTenant(ctx.database);
    const b = await createTenant(ctx.database);
    const insert = withTenant(ctx.database, a.id, (tx) =>
      tx.execute(sql`insert into users (tenant_id, email, password_hash) values (${b.id}, 'x@example.com', 'h')`),
    );
    expect(await pgMessage(insert)).toMatch(/row-level security/);
    const user = await createUser(ctx.database, a, 'reader');
    const move = withTenant(ctx.database, a.id, (tx) =>
      tx.execute(sql`update users set tenant_id = ${b.id} where id = ${user.id}`),
    );
    expect(await pgMessage(move)).toMatch(/row-level security/);
  });

  it('leaves no role or tenant behind on the pooled connection after the transaction', async () => {
    const a = await createTenant(ctx.database);
    const single = await openDatabase({ databaseUrl: inject('databaseUrl'), dataDir: '', poolSize: 1 });
    try {
      await withTenant(single, a.id, async () => {});
      await withTenant(single, a.id, async () => {
        throw new Error('rolled back');
      }).catch(() => {});
      const { rows } = await single.pool.query(`select current_user, current_setting('app.tenant_id', true) as t`);
      expect(rows[0].current_user).not.toBe(APP_ROLE);
      expect(rows[0].t || '').toBe('');
    } finally {
      await single.pool.end();
    }
  });
});
