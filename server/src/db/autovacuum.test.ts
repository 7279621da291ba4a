import { describe, expect, it } from 'vitest';
import { useTestApp } from '../test/harness.ts';
import { COUNTS_TABLE_OPTIONS, HOT_TABLE_OPTIONS, HOT_TABLES } from './migrate.ts';

/**
 * Issue 37 item 2: the tables every write changes are vacuumed after 1% of their rows changed, not
 * PostgreSQL's 20% (60,000 organizations at a million records): until a vacuum, the pages writes touched
 * make the lists' index-only scans read the table (db/migrate.ts `HOT_TABLES`).
 */
describe('autovacuum of the hot tables', () => {
  const ctx = useTestApp();

  it('is set on every hot table and on the counts, by the migration at start', async () => {
    const { rows } = await ctx.database.pool.query<{ relname: string; reloptions: string[] | null }>(
      `select relname, reloptions from pg_class
        where relnamespace = 'public'::regnamespace and relkind = 'r' and relname = any($1)`,
      [[...HOT_TABLES, 'entity_counts']],
    );
    const options = Object.fromEntries(rows.map((r) => [r.relname, r.reloptions ?? []]));
    for (const table of HOT_TABLES) expect(options[table], table).toEqual(expect.arrayContaining(HOT_TABLE_OPTIONS));
    expect(options.entity_counts).toEqual(expect.arrayContaining(COUNTS_TABLE_OPTIONS));
  });
});
