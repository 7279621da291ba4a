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

/** SQL that (re)creates the count-maintenance triggers; statement-level so bulk loads stay fast. */
export function countTriggersSql(): string {
  const fn = `
CREATE OR REPLACE FUNCTION app_maintain_counts() RETURNS trigger LANGUAGE plpgsql AS $fn$
DECLARE
  upsert text := 'INSERT INTO entity_counts AS c (tenant_id, kind, visibility, n)
    SELECT tenant_id, %s, %s, %s count(*) FROM %I GROUP BY 1, 2, 3
    ON CONFLICT (tenant_id, kind, visibility) DO UPDATE SET n = c.n + excluded.n';
BEGIN
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    EXECUTE format(upsert, TG_ARGV[0], TG_ARGV[1], '', 'new_rows');
  END IF;
  IF TG_OP IN ('DELETE', 'UPDATE') THEN
    EXECUTE format(upsert, TG_ARGV[0], TG_ARGV[1], '-', 'old_rows');
  END IF;
  RETURN NULL;
END
$fn$;`;
  const triggers = COUNTED_TABLES.map(({ table, kind, hasVisibility }) => {
    const args = `${quoteLiteral(kindExpression(kind))}, ${quoteLiteral(hasVisibility ? 'visibility::text' : `'hidden'`)}`;
    const statements = ['INSERT', 'UPDATE', 'DELETE'].map((op) => {
      const ref =
        op === 'INSERT'
          ? 'NEW TABLE AS new_rows'
          : op === 'DELETE'
            ? 'OLD TABLE AS old_rows'
            : 'OLD TABLE AS old_rows NEW TABLE AS new_rows';
      return `CREATE OR REPLACE TRIGGER ${table}_counts_${op.toLowerCase()} AFTER ${op} ON ${table}
  REFERENCING ${ref} FOR EACH STATEMENT EXECUTE FUNCTION app_maintain_counts(${args})`;
    });
    // The counts test checks every kind, so a table missing here cannot go unnoticed.
    return `DO $do$ BEGIN IF to_regclass('public.${table}') IS NOT NULL THEN
  ${statements.map((st) => `EXECUTE ${quoteLiteral(st)};`).join('\n  ')}
END IF; END $do$;`;
  });
  return [fn, ...triggers].join('\n');
}

function quoteLiteral(s: string): string {
  return `'${s.replaceAll("'", "''")}'`;
}
