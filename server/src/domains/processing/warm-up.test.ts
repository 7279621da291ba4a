import { describe, expect, it } from 'vitest';
import { createTenant } from '../../test/factories.ts';
import { useTestApp } from '../../test/harness.ts';
import { tenantsToWarm, WARM_NAMES_AT } from './process.ts';

/**
 * Issue 37 item 4: the first document after a start waited 3.8 s at a million records while its tenant's
 * names were built, because start-up built only the names of tenants that had processed raw data in the
 * last 7 days. A large tenant's names are built at start too; a small idle tenant's are not.
 */
describe('processing warm-up: whose names are built at start', () => {
  const ctx = useTestApp(() => ({ runWorkers: false }));

  it('the tenants that processed lately first, then the large ones; not the small idle ones', async () => {
    const active = await createTenant(ctx.database);
    const large = await createTenant(ctx.database);
    const small = await createTenant(ctx.database);
    const pool = ctx.database.pool;
    await pool.query(`insert into raw_data (tenant_id, title, type, text) values ($1, 'Note', 'text', 'Hello')`, [
      active.id,
    ]);
    // The maintained counts say how large a tenant is (DESIGN §10): a large one without writing its records.
    await pool.query(
      `insert into entity_counts (tenant_id, kind, visibility, shard, n) values ($1, 'organizations', 'public', 0, $2), ($1, 'people', 'public', 0, 1)`,
      [large.id, WARM_NAMES_AT - 1],
    );
    await pool.query(
      `insert into entity_counts (tenant_id, kind, visibility, shard, n) values ($1, 'organizations', 'public', 0, 10)`,
      [small.id],
    );
    const warm = await tenantsToWarm(ctx.app);
    const mine = warm.filter((id) => [active.id, large.id, small.id].includes(id));
    expect(mine).toEqual([active.id, large.id]);
    expect(warm.indexOf(active.id)).toBeLessThan(warm.indexOf(large.id));
  });
});
