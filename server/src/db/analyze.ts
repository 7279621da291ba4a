import type pg from 'pg';

/**
 * Fresh planner statistics. A plan made without them guesses every condition keeps 0.5% of a table
 * (issue 33): the lists are written to stay bounded anyway (lib/listing.ts), but the per-row reads of
 * a page (a record's links) pick their index by statistics. The embedded database has no autovacuum,
 * so the app analyses after migrations (every start), after seeding and after each import. Run by the
 * connection's own user, the tables' owner: the application role may not analyse them.
 */

/** Every table of the app's schema (a few hundred ms on the embedded demo; a sample per table on PostgreSQL). */
export async function analyzeAll(client: Pick<pg.Pool, 'query'>): Promise<void> {
  await client.query('analyze');
}

/**
 * `table` and the tables that point at it (its children and links: emails, keyword links, list
 * items...), after a bulk write to them.
 */
export async function analyzeWithChildren(client: Pick<pg.Pool, 'query'>, table: string): Promise<void> {
  const { rows } = await client.query<{ name: string }>(
    `select distinct c.conrelid::regclass::text as name from pg_constraint c
      where c.contype = 'f' and c.confrelid = to_regclass($1)
     union select to_regclass($1)::text where to_regclass($1) is not null`,
    [`public.${table}`],
  );
  // Names as the catalog writes them (quoted where needed): never a caller's text. One statement a
  // table, so that on the embedded database other requests are served between them.
  const names = [...new Set([...rows.map((r) => r.name), 'entity_keywords', 'list_items'])];
  for (const name of names) await client.query(`analyze ${name}`);
}
