import { describe, expect, it } from 'vitest';
import { createTenant } from '../test/factories.ts';
import { useTestApp } from '../test/harness.ts';
import { COUNTED_TABLES } from './counted.ts';
import { DELETE_TRIGGERS } from './delete-triggers.ts';
import { withTenant } from './scoped.ts';
import { SEARCH_TABLES } from './search-triggers.ts';

/**
 * The search index and the maintained counts are kept by triggers whose statements are static SQL
 * (db/search-triggers.ts, db/counted.ts): written as text and run with EXECUTE, they were planned
 * on every write (~0.8 ms of an update at 1M records, ~0.05 ms static).
 */
describe('search and count triggers', () => {
  const ctx = useTestApp();

  it('every trigger of a searched or counted table runs a function of its own without EXECUTE', async () => {
    const tables = [...new Set([...SEARCH_TABLES.map((t) => t.table), ...COUNTED_TABLES.map((t) => t.table)])];
    const { rows } = await ctx.database.pool.query<{ tbl: string; trigger: string; fn: string; src: string }>(
      `select c.relname as tbl, t.tgname as trigger, p.proname as fn, p.prosrc as src
         from pg_trigger t join pg_class c on c.oid = t.tgrelid join pg_proc p on p.oid = t.tgfoid
        where not t.tgisinternal and c.relname = any($1::text[])`,
      [tables],
    );
    const expected = [
      ...SEARCH_TABLES.flatMap(({ table }) =>
        ['insert', 'update', 'delete'].map((op) => `${table}_search_${op} → search_sync_${table}`),
      ),
      ...COUNTED_TABLES.flatMap(({ table }) =>
        ['insert', 'update', 'delete'].map((op) => `${table}_counts_${op} → app_counts_${table}`),
      ),
      ...DELETE_TRIGGERS.filter((t) => tables.includes(t.table)).map((t) => `${t.trigger} → ${t.fn}`),
    ].sort();
    expect(rows.map((r) => `${r.trigger} → ${r.fn}`).sort()).toEqual(expected);
    for (const r of rows) expect(r.src, r.fn).not.toMatch(/\bEXECUTE\b/i);
  });

  it('index a new record, re-index it when a searched column changes, leave it on other changes, drop it on delete', async () => {
    const tenant = await createTenant(ctx.database);
    const q = (text: string) => withTenant(ctx.database, tenant.id, (tx) => tx.execute(text));
    const indexed = async () =>
      (
        await q(`select e.display_name, e.visibility, e.xmin::text as version
                   from search_entries e join organizations o on o.tenant_id = e.tenant_id and o.id = e.id
                  where e.tenant_id = ${tenant.id} and e.kind = 'Organization'`)
      ).rows as { display_name: string; visibility: string; version: string }[];

    await q(
      `insert into organizations (tenant_id, name_dba, visibility) values (${tenant.id}, 'Quillwright Robotics', 'public')`,
    );
    const [created] = await indexed();
    expect(created).toMatchObject({ display_name: 'Quillwright Robotics', visibility: 'public' });

    await q(`update organizations set description = 'Makes robots.' where tenant_id = ${tenant.id}`);
    expect(await indexed()).toEqual([created]);

    await q(
      `update organizations set name_dba = 'Halvorsen Maritime', visibility = 'hidden' where tenant_id = ${tenant.id}`,
    );
    expect(await indexed()).toMatchObject([{ display_name: 'Halvorsen Maritime', visibility: 'hidden' }]);

    await q(`delete from organizations where tenant_id = ${tenant.id}`);
    const left = await q(`select count(*)::int as n from search_entries where tenant_id = ${tenant.id}`);
    expect(left.rows[0]).toEqual({ n: 0 });
  });
});
