import { describe, expect, it } from 'vitest';
import { useTestApp } from '../test/harness.ts';
import { migrateDatabase } from './migrate.ts';

/**
 * The set-up after the migrations (row-level security, grants, count/search/delete triggers) runs
 * only when it changed: re-running it took locks that conflict with every write, so an instance
 * starting beside live ones waited on their transactions (and once deadlocked with them in CI).
 */
describe('the set-up after migrations', () => {
  const ctx = useTestApp();
  const triggerVersions = async () => {
    const { rows } = await ctx.database.pool.query<{ tgname: string; version: string }>(
      `select tgname, xmin::text as version from pg_trigger
        where tgrelid = 'organizations'::regclass and not tgisinternal order by tgname`,
    );
    return rows;
  };

  it('a start whose set-up is in place leaves the triggers as they are', async () => {
    const before = await triggerVersions();
    expect(before.length).toBeGreaterThan(3);
    await migrateDatabase(ctx.database);
    expect(await triggerVersions()).toEqual(before);
  });

  it('a changed set-up (another fingerprint) is applied again', async () => {
    const before = await triggerVersions();
    await ctx.database.pool.query(`update app_setup_state set fingerprint = 'an older set-up'`);
    await migrateDatabase(ctx.database);
    const after = await triggerVersions();
    expect(after.map((t) => t.tgname)).toEqual(before.map((t) => t.tgname));
    expect(after.map((t) => t.version)).not.toEqual(before.map((t) => t.version));
    const { rows } = await ctx.database.pool.query<{ fingerprint: string }>('select fingerprint from app_setup_state');
    expect(rows[0]?.fingerprint).not.toBe('an older set-up');
  });

  // PostgreSQL only: the embedded database's connections share one session, none can hold a lock apart.
  it.skipIf(!process.env.DATABASE_URL)(
    'a start does not wait for a write in progress (another connection holds a write lock)',
    async () => {
      const writer = await ctx.database.pool.connect();
      try {
        await writer.query('begin');
        await writer.query('lock table organizations in row exclusive mode');
        // Before: ALTER TABLE … ENABLE ROW LEVEL SECURITY waited here for the writer's commit.
        await migrateDatabase(ctx.database);
        await writer.query('commit');
      } finally {
        writer.release();
      }
    },
  );
});
