import { LIST_TYPE_KIND, type TEntityKind } from '@intel/contracts';

/**
 * Which table feeds which kind of SPEC §3 "Entity counts". Tables without a visibility column are
 * internal working data and count as hidden. Lists feed four kinds by their type.
 */
export const COUNTED_TABLES: { table: string; kind: TEntityKind | 'by_list_type'; hasVisibility: boolean }[] = [
  { table: 'users', kind: 'users', hasVisibility: false },
  { table: 'domains', kind: 'domains', hasVisibility: false },
  { table: 'raw_data', kind: 'raw_data', hasVisibility: false },
  { table: 'buckets', kind: 'buckets', hasVisibility: false },
  { table: 'source_urls', kind: 'source', hasVisibility: false },
  { table: 'keywords', kind: 'keyword', hasVisibility: true },
  { table: 'terminology', kind: 'terminology', hasVisibility: true },
  { table: 'facts', kind: 'facts', hasVisibility: true },
  { table: 'library_entries', kind: 'library', hasVisibility: true },
  { table: 'ledger_entries', kind: 'ledger_entries', hasVisibility: true },
  { table: 'organizations', kind: 'organizations', hasVisibility: true },
  { table: 'people', kind: 'people', hasVisibility: true },
  { table: 'emails', kind: 'emails', hasVisibility: false },
  { table: 'lists', kind: 'by_list_type', hasVisibility: true },
];

function kindExpression(kind: TEntityKind | 'by_list_type'): string {
  if (kind !== 'by_list_type') return `'${kind}'`;
  const cases = Object.entries(LIST_TYPE_KIND).map(([type, k]) => `WHEN '${type}' THEN '${k}'`);
  return `(CASE type::text ${cases.join(' ')} END)`;
}

/**
 * Rows each count is kept in (migration 0015): a writer adds to the shard of its connection
 * (`pg_backend_pid() % COUNT_SHARDS`), so concurrent writers of one tenant rarely wait on the same
 * row until the other commits; readers sum the shards. A shard may go below zero (a record counted in
 * one shard, deleted through another): only the sum means anything. With 8 shards, ten pooled
 * connections were sure to share some (the write mix's creates waited p90 54 ms, max 307 ms, on a
 * shard locked until another create's commit); with 32 a reader sums at most 96 small rows per kind.
 */
export const COUNT_SHARDS = 32;

/**
 * SQL that (re)creates the count-maintenance triggers; statement-level so bulk loads stay fast.
 * An update counts the difference between its old and new rows per kind and visibility and writes
 * only where it is not zero: a change that moves no record between counts (a description edited)
 * leaves `entity_counts` alone, so it neither rewrites nor locks the tenant's counts row, which every
 * other write of the tenant would otherwise wait on until this transaction ends.
 *
 * Each table has a trigger function of its own with its statements as static SQL, whose plans
 * PL/pgSQL keeps for the session (one shared function wrote them as text, `EXECUTE format(...)`, and
 * every write had them planned again; see db/search-triggers.ts for what that cost).
 */
export function countTriggersSql(): string {
  const perTable = COUNTED_TABLES.map(({ table, kind, hasVisibility }) => {
    const k = kindExpression(kind);
    const v = hasVisibility ? 'visibility::text' : `'hidden'`;
    const upsert = (
      sign: '' | '-',
      rows: string,
    ) => `INSERT INTO entity_counts AS c (tenant_id, kind, visibility, shard, n)
      SELECT tenant_id, ${k}, ${v}, pg_backend_pid() % ${COUNT_SHARDS}, ${sign}count(*) FROM ${rows} GROUP BY 1, 2, 3
      ON CONFLICT (tenant_id, kind, visibility, shard) DO UPDATE SET n = c.n + excluded.n`;
    const moved = `INSERT INTO entity_counts AS c (tenant_id, kind, visibility, shard, n)
      SELECT tenant_id, k, v, pg_backend_pid() % ${COUNT_SHARDS}, sum(d) FROM (
        SELECT tenant_id, ${k} AS k, ${v} AS v, 1 AS d FROM new_rows
        UNION ALL SELECT tenant_id, ${k}, ${v}, -1 FROM old_rows) x
      GROUP BY 1, 2, 3 HAVING sum(d) <> 0
      ON CONFLICT (tenant_id, kind, visibility, shard) DO UPDATE SET n = c.n + excluded.n`;
    const fn = `CREATE OR REPLACE FUNCTION app_counts_${table}() RETURNS trigger LANGUAGE plpgsql AS $fn$
BEGIN
  IF TG_OP = 'INSERT' THEN
    ${upsert('', 'new_rows')};
  ELSIF TG_OP = 'DELETE' THEN
    ${upsert('-', 'old_rows')};
  ELSE
    ${moved};
  END IF;
  RETURN NULL;
END
$fn$`;
    const statements = ['INSERT', 'UPDATE', 'DELETE'].map((op) => {
      const ref =
        op === 'INSERT'
          ? 'NEW TABLE AS new_rows'
          : op === 'DELETE'
            ? 'OLD TABLE AS old_rows'
            : 'OLD TABLE AS old_rows NEW TABLE AS new_rows';
      return `CREATE OR REPLACE TRIGGER ${table}_counts_${op.toLowerCase()} AFTER ${op} ON ${table}
  REFERENCING ${ref} FOR EACH STATEMENT EXECUTE FUNCTION app_counts_${table}()`;
    });
    // The counts test checks every kind, so a table missing here cannot go unnoticed.
    return `DO $do$ BEGIN IF to_regclass('public.${table}') IS NOT NULL THEN
  ${[fn, ...statements].map((st) => `EXECUTE ${quoteLiteral(st)};`).join('\n  ')}
END IF; END $do$;`;
  });
  // The shared function of before, which no trigger calls any more.
  return [...perTable, 'DROP FUNCTION IF EXISTS app_maintain_counts();'].join('\n');
}

function quoteLiteral(s: string): string {
  return `'${s.replaceAll("'", "''")}'`;
}
