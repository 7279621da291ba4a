import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { readCountRows, shapeCounts } from '../domains/counts/repository.ts';
import { createTenant } from '../test/factories.ts';
import { useTestApp } from '../test/harness.ts';
import { COUNT_SHARDS } from './counted.ts';
import { withTenant } from './scoped.ts';

/**
 * The maintained counts are kept in shards (migration 0015). Found by the 1M processing bench: every
 * upload added to its tenant's one raw-data count row and held its lock until it committed, so
 * concurrent uploads queued on each other (35 ms per upload).
 */
describe('maintained counts in shards', () => {
  const ctx = useTestApp();

  const organizations = async (tenantId: number) =>
    shapeCounts(await withTenant(ctx.database, tenantId, (tx) => readCountRows(tx, tenantId)), 'admin').organizations;

  it('a count is the sum of its shards through inserts, visibility changes and deletes', async () => {
    const tenant = await createTenant(ctx.database);
    await withTenant(ctx.database, tenant.id, (tx) =>
      tx.execute(`insert into organizations (tenant_id, name_dba, visibility)
                    select ${tenant.id}, 'Shard ' || g, 'public' from generate_series(1, 5) g`),
    );
    await withTenant(ctx.database, tenant.id, (tx) =>
      tx.execute(
        `update organizations set visibility = 'hidden' where tenant_id = ${tenant.id} and name_dba = 'Shard 1'`,
      ),
    );
    await withTenant(ctx.database, tenant.id, (tx) =>
      tx.execute(`delete from organizations where tenant_id = ${tenant.id} and name_dba = 'Shard 2'`),
    );
    expect(await organizations(tenant.id)).toEqual({ public_count: 3, paywall_count: 0, hidden_count: 1 });
  });

  it('two writers of one tenant on connections of different shards do not wait for each other', async (t) => {
    const { rows } = await ctx.database.pool.query<{ v: string }>('select version() as v');
    // The embedded database runs one session: there is nobody to wait for.
    if (/PGlite/i.test(rows[0]?.v ?? '')) t.skip();
    const tenant = await createTenant(ctx.database);
    // Two connections whose backends fall in different shards.
    const clients: pg.Client[] = [];
    const shards = new Set<number>();
    try {
      while (clients.length < 2) {
        const c = new pg.Client({ connectionString: ctx.database.url });
        await c.connect();
        const pid = Number((await c.query('select pg_backend_pid() as p')).rows[0].p);
        if (shards.has(pid % COUNT_SHARDS)) {
          await c.end();
          continue;
        }
        shards.add(pid % COUNT_SHARDS);
        clients.push(c);
      }
      const [a, b] = clients as [pg.Client, pg.Client];
      for (const c of clients) {
        await c.query('begin');
        await c.query(
          `select set_config('role', 'intel_app', true), set_config('app.tenant_id', '${tenant.id}', true)`,
        );
        await c.query(`set local lock_timeout = '2s'`);
      }
      await a.query(`insert into organizations (tenant_id, name_dba) values (${tenant.id}, 'Alphaquist')`);
      // Before: this insert waited for the first transaction's count row until its lock timeout.
      await b.query(`insert into organizations (tenant_id, name_dba) values (${tenant.id}, 'Bravomere')`);
      await b.query('commit');
      await a.query('commit');
    } finally {
      await Promise.all(clients.map((c) => c.end().catch(() => {})));
    }
    const counts = await organizations(tenant.id);
    expect((counts.public_count ?? 0) + (counts.paywall_count ?? 0) + (counts.hidden_count ?? 0)).toBe(2);
  });
});
