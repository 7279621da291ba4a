/**
 * What a deleted record leaves behind is deleted with it, in the same statement's transaction,
 * whichever path deletes it (one record, a batch, a merge, a job): its keyword links (a polymorphic
 * link table with no foreign key to cascade from; they were counted in keywords' `usage_count`), and
 * for raw data its file row and, once no other file row holds the same content, the stored bytes
 * kept in the database (`file_contents`). Bytes kept in S3 are released after the commit
 * (lib/storage `release`). The search tables have triggers of their own (db/search-triggers.ts).
 *
 * Statement-level triggers with static SQL (one function per table), re-created at every start.
 */

/** Tables whose records carry keyword links, and the links' entity type as an expression of the deleted row. */
const TAGGED: { table: string; entityType: string }[] = [
  { table: 'organizations', entityType: `'Organization'` },
  { table: 'people', entityType: `'Person'` },
  { table: 'ledger_entries', entityType: `'LedgerEntry'` },
  { table: 'library_entries', entityType: `'LibraryEntry'` },
  // A list's links carry the list's type (OrganizationsList, PeopleList...).
  { table: 'lists', entityType: 'o.type::text' },
  { table: 'raw_data', entityType: `'RawData'` },
];

/** Every trigger this file makes: its table, its name and its function (db/triggers.test.ts lists them). */
export const DELETE_TRIGGERS = [
  ...TAGGED.map(({ table }) => ({ table, trigger: `${table}_forget_links`, fn: `app_forget_${table}_links` })),
  { table: 'raw_data', trigger: 'raw_data_forget_files', fn: 'app_forget_raw_data_files' },
  { table: 'files', trigger: 'files_forget_bytes', fn: 'app_forget_files_bytes' },
];

const quote = (s: string) => `'${s.replaceAll("'", "''")}'`;

function trigger(table: string, what: string, body: string): string {
  const name = `${table}_${what}`;
  const fn = `CREATE OR REPLACE FUNCTION app_forget_${name}() RETURNS trigger LANGUAGE plpgsql AS $fn$
BEGIN
  ${body}
  RETURN NULL;
END
$fn$`;
  const tr = `CREATE OR REPLACE TRIGGER ${table}_forget_${what} AFTER DELETE ON ${table}
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION app_forget_${name}()`;
  return `DO $do$ BEGIN IF to_regclass('public.${table}') IS NOT NULL THEN
  EXECUTE ${quote(fn)};
  EXECUTE ${quote(tr)};
END IF; END $do$;`;
}

export function deleteTriggersSql(): string {
  const links = TAGGED.map(({ table, entityType }) =>
    trigger(
      table,
      'links',
      `DELETE FROM entity_keywords k USING old_rows o
    WHERE k.tenant_id = o.tenant_id AND k.entity_type = ${entityType} AND k.entity_id = o.id;`,
    ),
  );
  const rawFiles = trigger(
    'raw_data',
    'files',
    `DELETE FROM files f USING old_rows o
    WHERE o.file_id IS NOT NULL AND f.tenant_id = o.tenant_id AND f.id = o.file_id;`,
  );
  // One content is stored once (its key is its hash): its bytes go with the last file row that
  // holds it. The lock per key makes two transactions that delete its last two rows at once see
  // each other: the second waits for the first's commit, then finds no row left.
  const bytes = trigger(
    'files',
    'bytes',
    `PERFORM pg_advisory_xact_lock(5, hashtext(k.storage_key))
     FROM (SELECT DISTINCT storage_key FROM old_rows ORDER BY 1) k;
  DELETE FROM file_contents c USING (SELECT DISTINCT tenant_id, storage_key FROM old_rows) o
    WHERE c.tenant_id = o.tenant_id AND c.storage_key = o.storage_key
      AND NOT EXISTS (SELECT 1 FROM files f WHERE f.tenant_id = o.tenant_id AND f.storage_key = o.storage_key);`,
  );
  return [...links, rawFiles, bytes].join('\n');
}
