/**
 * The quick-search index is kept by statement-level triggers (migration 0005: `search_entries`,
 * `search_keys`, `search_words`). Each searched table gets trigger functions of its own, written
 * here with its statements as static SQL: PL/pgSQL keeps the plan of a static statement for the
 * session, where the shared `search_sync()` of 0005 wrote its statements as text and had them
 * planned on every write (`EXECUTE format(...)`). At 1M records an update of an organization's
 * description spent ~0.8 ms in the search and count triggers, ~0.05 ms with static ones (500 updates
 * in a loop, psql). The statements are the ones 0005 defines (`search_add_sql`, `search_remove_sql`),
 * written into the function once; an update re-indexes only the rows whose searched columns changed.
 */
export const SEARCH_TABLES: { table: string; kind: string; columns: string[] }[] = [
  { table: 'keywords', kind: 'Keyword', columns: ['name', 'visibility'] },
  {
    table: 'people',
    kind: 'Person',
    columns: ['name_given', 'name_family', 'name_nickname', 'name_legal', 'aliases', 'visibility'],
  },
  { table: 'organizations', kind: 'Organization', columns: ['name_dba', 'name_inc', 'aliases', 'visibility'] },
  { table: 'ledger_entries', kind: 'Ledger', columns: ['name', 'owner', 'visibility'] },
  { table: 'library_entries', kind: 'LibraryEntry', columns: ['title', 'abstract', 'visibility'] },
  { table: 'lists', kind: 'List', columns: ['name', 'slug', 'type', 'description', 'visibility'] },
];

/** SQL that (re)creates each searched table's trigger function and points its three triggers at it. */
export function searchTriggersSql(): string {
  const rows = SEARCH_TABLES.map(
    ({ table, kind, columns }) => `(${literal(table)}, ${literal(kind)}, ${literal(columns.join(','))})`,
  ).join(',\n      ');
  return `
DO $do$
DECLARE
  t record;
  fn text;
  source text;
  changed text;
  pairs text := 'old_rows o JOIN new_rows n ON n.tenant_id = o.tenant_id AND n.id = o.id';
  remove_by text;
BEGIN
  FOR t IN SELECT * FROM (VALUES
      ${rows}) AS x(tbl, kind, cols)
  LOOP
    CONTINUE WHEN to_regclass('public.' || t.tbl) IS NULL;
    fn := 'search_sync_' || t.tbl;
    source := format('public.%I', 'search_source_' || t.tbl);
    SELECT format('(%s) IS DISTINCT FROM (%s)', string_agg(format('o.%I', c), ', '), string_agg(format('n.%I', c), ', '))
      INTO changed FROM unnest(string_to_array(t.cols, ',')) c;
    -- search_remove_sql takes the kind as $1 (EXECUTE ... USING); a static statement has it written in.
    remove_by := replace(public.search_remove_sql('%s'), '$1', quote_literal(t.kind));
    EXECUTE format($f$CREATE OR REPLACE FUNCTION public.%I() RETURNS trigger LANGUAGE plpgsql AS $body$
DECLARE
  found_rows integer;
BEGIN
  IF TG_OP = 'INSERT' THEN
    %s;
  ELSIF TG_OP = 'DELETE' THEN
    %s INTO found_rows;
  ELSE
    %s INTO found_rows;
    IF found_rows > 0 THEN
      %s;
    END IF;
  END IF;
  RETURN NULL;
END
$body$$f$,
      fn,
      public.search_add_sql(format('SELECT s.* FROM new_rows n CROSS JOIN LATERAL %s(n) s', source)),
      format(remove_by, 'SELECT o.tenant_id, o.id FROM old_rows o'),
      format(remove_by, format('SELECT n.tenant_id, n.id FROM %s WHERE %s', pairs, changed)),
      public.search_add_sql(format('SELECT s.* FROM %s CROSS JOIN LATERAL %s(n) s WHERE %s', pairs, source, changed)));
    EXECUTE format('CREATE OR REPLACE TRIGGER %I AFTER INSERT ON public.%I REFERENCING NEW TABLE AS new_rows
                      FOR EACH STATEMENT EXECUTE FUNCTION public.%I()', t.tbl || '_search_insert', t.tbl, fn);
    EXECUTE format('CREATE OR REPLACE TRIGGER %I AFTER UPDATE ON public.%I REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
                      FOR EACH STATEMENT EXECUTE FUNCTION public.%I()', t.tbl || '_search_update', t.tbl, fn);
    EXECUTE format('CREATE OR REPLACE TRIGGER %I AFTER DELETE ON public.%I REFERENCING OLD TABLE AS old_rows
                      FOR EACH STATEMENT EXECUTE FUNCTION public.%I()', t.tbl || '_search_delete', t.tbl, fn);
  END LOOP;
END
$do$;`;
}

function literal(s: string): string {
  return `'${s.replaceAll("'", "''")}'`;
}
