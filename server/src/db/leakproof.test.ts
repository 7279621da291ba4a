import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createTenant } from '../test/factories.ts';
import { useTestApp } from '../test/harness.ts';
import { withTenant } from './scoped.ts';

/**
 * Under row-level security PostgreSQL uses a column's statistics (and an index) for a condition only when
 * its function is LEAKPROOF (db/migrate.ts). LIKE and ILIKE were not: the planner guessed 89 people for
 * `current_address_city ILIKE '%London%'` at 1M where there are 23,180, and the Operator counted them all.
 */
describe('LIKE and ILIKE under row-level security', () => {
  const ctx = useTestApp();

  it('are leakproof, so a "contains" filter is estimated from the data for the tenant role', async () => {
    const tenant = await createTenant(ctx.database);
    const pool = ctx.database.pool;
    const marks = await pool.query<{ proname: string; proleakproof: boolean }>(
      `select proname, proleakproof from pg_proc
        where proname in ('textlike', 'texticlike', 'enum_eq') and pronamespace = 'pg_catalog'::regnamespace`,
    );
    expect(Object.fromEntries(marks.rows.map((r) => [r.proname, r.proleakproof]))).toEqual({
      enum_eq: true,
      textlike: true,
      texticlike: true,
    });
    await pool.query(
      `insert into people (tenant_id, name_given, name_family, current_address_city)
         select $1, 'Leak', 'Proof ' || g, case when g % 3 = 0 then 'Parrowby' else 'Lundwick' end
           from generate_series(1, 3000) g`,
      [tenant.id],
    );
    await pool.query('analyze people');
    const planned = (where: ReturnType<typeof sql>) =>
      withTenant(ctx.database, tenant.id, async (tx) => {
        const { rows } = await tx.execute(sql`explain (format json) select 1 from people where ${where}`);
        return (rows[0] as { 'QUERY PLAN': [{ Plan: { 'Plan Rows': number } }] })['QUERY PLAN'][0].Plan['Plan Rows'];
      });
    // 2,000 rows match. A leakproof LIKE is estimated from the same statistics as equality (which is
    // leakproof); without the mark the guess is a few rows (0.2 per character of the pattern, compounded).
    const equal = await planned(sql`tenant_id = ${tenant.id} and current_address_city = 'Lundwick'`);
    expect(equal).toBeGreaterThan(50);
    expect(await planned(sql`tenant_id = ${tenant.id} and current_address_city ilike '%undwic%'`)).toBeGreaterThan(
      equal / 2,
    );
    expect(await planned(sql`tenant_id = ${tenant.id} and current_address_city like 'Parr%'`)).toBeGreaterThan(
      equal / 4,
    );
    // And the role still sees only its tenant's rows through such a filter.
    const other = await createTenant(ctx.database);
    const seen = await withTenant(ctx.database, other.id, (tx) =>
      tx.execute(sql`select count(*)::int as n from people where current_address_city ilike '%undwic%'`),
    );
    expect((seen.rows[0] as { n: number }).n).toBe(0);
  });
});
