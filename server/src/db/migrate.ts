import { createHash } from 'node:crypto';
import { fileURLToPath } from 'node:url';
import { migrate } from 'drizzle-orm/node-postgres/migrator';
import type pg from 'pg';
import { alertTriggersSql } from './alert-triggers.ts';
import { analyzeAll } from './analyze.ts';
import type { Database } from './client.ts';
import { countTriggersSql } from './counted.ts';
import { deleteTriggersSql } from './delete-triggers.ts';
import { ensureCountries } from './reference-data.ts';
import { searchTriggersSql } from './search-triggers.ts';

/** The role every request transaction switches to: not superuser, not BYPASSRLS, not the owner. */
export const APP_ROLE = 'intel_app';

const ROLE_AND_GRANTS = `
DO $$
BEGIN
  IF NOT EXISTS (SELECT 1 FROM pg_roles WHERE rolname = '${APP_ROLE}') THEN
    CREATE ROLE ${APP_ROLE} NOLOGIN NOSUPERUSER NOBYPASSRLS NOCREATEDB NOCREATEROLE;
  END IF;
  IF NOT pg_has_role(current_user, '${APP_ROLE}', 'MEMBER') THEN
    EXECUTE format('GRANT ${APP_ROLE} TO %I', current_user);
  END IF;
END $$;
GRANT USAGE ON SCHEMA public TO ${APP_ROLE};
GRANT SELECT, INSERT, UPDATE, DELETE ON ALL TABLES IN SCHEMA public TO ${APP_ROLE};
GRANT USAGE, SELECT ON ALL SEQUENCES IN SCHEMA public TO ${APP_ROLE};
REVOKE ALL ON TABLE __drizzle_migrations FROM ${APP_ROLE};
REVOKE ALL ON TABLE app_setup_state FROM ${APP_ROLE};
`;

/**
 * Row-level security on every table that has a tenant_id column, forced so that even the owner is
 * subject to it; the policy keys on the transaction-local app.tenant_id. With no tenant set, no rows.
 */
const RLS_ON_EVERY_TENANT_TABLE = `
DO $$
DECLARE r record;
BEGIN
  FOR r IN
    SELECT c.relname FROM pg_class c
    JOIN pg_namespace n ON n.oid = c.relnamespace
    JOIN pg_attribute a ON a.attrelid = c.oid AND a.attname = 'tenant_id' AND NOT a.attisdropped
    WHERE n.nspname = 'public' AND c.relkind IN ('r', 'p')
  LOOP
    EXECUTE format('ALTER TABLE %I ENABLE ROW LEVEL SECURITY', r.relname);
    EXECUTE format('ALTER TABLE %I FORCE ROW LEVEL SECURITY', r.relname);
    IF NOT EXISTS (SELECT 1 FROM pg_policies WHERE schemaname = 'public' AND tablename = r.relname
                   AND policyname = 'tenant_isolation') THEN
      EXECUTE format($p$CREATE POLICY tenant_isolation ON %I
        USING (tenant_id = nullif(current_setting('app.tenant_id', true), '')::bigint)
        WITH CHECK (tenant_id = nullif(current_setting('app.tenant_id', true), '')::bigint)$p$, r.relname);
    END IF;
  END LOOP;
END $$;
`;

/**
 * Functions marked LEAKPROOF, so that under row-level security PostgreSQL may use them as index conditions
 * read before the tenant policy, and may use the columns' statistics to estimate them (for a function that
 * is not leakproof it does neither, since a function could reveal the rows it is shown):
 * - equality of enum values (it compares two OIDs and cannot fail): a filter such as
 *   `ownership_type = 'Private'` is an index condition instead of a filter on every row of the tenant
 *   (issue 16);
 * - LIKE and ILIKE on text (`textlike`, `texticlike`): their only error is about the pattern ("must not end
 *   with the escape character"), and every pattern the app writes is the caller's own value on the right
 *   of `column ILIKE pattern`, never a column. Without the mark the planner guessed 89 people for
 *   `current_address_city ILIKE '%London%'` where there are 23,180 (the Operator then counted them all)
 *   and no trigram index could serve a "contains" filter.
 * Needs a superuser; without one the filters still work, by reading more rows, and a notice says so.
 * Run at every start: a dump and restore re-creates the system functions without the mark.
 */
const LEAKPROOF_COMPARISONS = `
DO $$
BEGIN
  IF NOT (SELECT bool_and(proleakproof) FROM pg_proc WHERE proname IN ('enum_eq', 'enum_ne', 'textlike', 'texticlike')
          AND pronamespace = 'pg_catalog'::regnamespace) THEN
    ALTER FUNCTION pg_catalog.enum_eq(anyenum, anyenum) LEAKPROOF;
    ALTER FUNCTION pg_catalog.enum_ne(anyenum, anyenum) LEAKPROOF;
    ALTER FUNCTION pg_catalog.textlike(text, text) LEAKPROOF;
    ALTER FUNCTION pg_catalog.texticlike(text, text) LEAKPROOF;
  END IF;
EXCEPTION WHEN insufficient_privilege THEN
  RAISE NOTICE 'enum equality and LIKE stay not leakproof (needs a superuser): their filters under RLS read more rows';
END $$;
`;

/**
 * Autovacuum for the tables every write request changes and every list reads (issue 37 item 2). With
 * PostgreSQL's defaults a table is vacuumed after 20% of its rows died or were inserted: 60,000 of the
 * 300,000 organizations at a million records, far more than a day of edits. Until then each page an edit
 * or a create touched is not all-visible, so the lists' index-only scans (their bounded counts, the
 * keyset pages) read the table too: after a write mix of 4,500 creates and 4,500 edits at 100k records, the
 * organizations' count read 430 of its 1,001 rows from the table where it read none before. At 1% a table is
 * vacuumed after 3,000 changes at that size, and analysed at 2%. `entity_counts` is a few hundred rows
 * that every create and delete updates: vacuumed after 500 dead rows, whatever its size. Applied at every
 * start whose set-up changed, and only where different (`ALTER TABLE … SET` takes a lock that waits for a
 * running vacuum).
 */
export const HOT_TABLES = [
  'organizations',
  'people',
  'library_entries',
  'ledger_entries',
  'entity_keywords',
  'organization_people',
  'list_items',
  'record_history',
  'raw_data_entities',
  'search_entries',
  'search_keys',
  'search_words',
];
export const HOT_TABLE_OPTIONS = [
  'autovacuum_vacuum_scale_factor=0.01',
  'autovacuum_vacuum_insert_scale_factor=0.01',
  'autovacuum_analyze_scale_factor=0.02',
];
export const COUNTS_TABLE_OPTIONS = ['autovacuum_vacuum_scale_factor=0', 'autovacuum_vacuum_threshold=500'];

function autovacuumSql(): string {
  const settings = [
    ...HOT_TABLES.map((table) => [table, HOT_TABLE_OPTIONS] as const),
    ['entity_counts', COUNTS_TABLE_OPTIONS] as const,
  ];
  return `DO $$
DECLARE r record;
BEGIN
  FOR r IN SELECT * FROM (VALUES ${settings
    .map(([table, options]) => `('${table}', ARRAY[${options.map((o) => `'${o}'`).join(', ')}])`)
    .join(', ')}) AS x(tbl, opts)
  LOOP
    IF to_regclass('public.' || r.tbl) IS NOT NULL AND NOT EXISTS (
      SELECT 1 FROM pg_class WHERE oid = to_regclass('public.' || r.tbl) AND reloptions @> r.opts::text[]) THEN
      EXECUTE format('ALTER TABLE public.%I SET (%s)', r.tbl, array_to_string(r.opts, ', '));
    END IF;
  END LOOP;
END $$;`;
}

/**
 * What the set-up after the migrations was last run with: a hash of its SQL and of the migrations
 * applied. A start whose set-up is already in place skips it: `ALTER TABLE … ENABLE ROW LEVEL
 * SECURITY` and `CREATE OR REPLACE TRIGGER` take locks that conflict with every write, so an instance
 * starting beside live ones re-running them waited on (and deadlocked with) their transactions.
 */
const SETUP_STATE = `
CREATE TABLE IF NOT EXISTS app_setup_state (id smallint PRIMARY KEY CHECK (id = 1), fingerprint text NOT NULL,
  applied_at timestamptz NOT NULL DEFAULT now());
`;

/**
 * The idempotent set-up, in order: role and grants, row-level security, counts, search, delete and alert
 * triggers, the hot tables' autovacuum.
 */
function setupStatements(): string[] {
  return [
    ROLE_AND_GRANTS,
    RLS_ON_EVERY_TENANT_TABLE,
    countTriggersSql(),
    searchTriggersSql(),
    deleteTriggersSql(),
    alertTriggersSql(),
    autovacuumSql(),
  ];
}

async function setupFingerprint(client: Pick<pg.PoolClient, 'query'>, statements: string[]): Promise<string> {
  const { rows } = await client.query<{ applied: string }>(
    "SELECT count(*)::text || ':' || coalesce(max(created_at), 0)::text AS applied FROM __drizzle_migrations",
  );
  const hash = createHash('sha256');
  for (const sql of statements) hash.update(sql).update('\0');
  return `${rows[0]?.applied}:${hash.digest('hex')}`;
}

/**
 * Applies pending migrations, then the idempotent role, grant, RLS and trigger set-up when it changed
 * (or `force`), then the leakproof marks and ANALYZE.
 */
export async function migrateDatabase(database: Database, options: { force?: boolean } = {}): Promise<void> {
  const migrationsFolder = fileURLToPath(new URL('./migrations', import.meta.url));
  const client = await database.pool.connect();
  try {
    // One migrator at a time across processes (several API instances may start together).
    await client.query('SELECT pg_advisory_lock(4242001)');
    try {
      await migrate(database.db, { migrationsFolder, migrationsSchema: 'public' });
      await client.query(SETUP_STATE);
      const statements = setupStatements();
      const fingerprint = await setupFingerprint(client, statements);
      const { rows } = await client.query<{ fingerprint: string }>('SELECT fingerprint FROM app_setup_state');
      if (options.force || rows[0]?.fingerprint !== fingerprint) {
        for (const sql of statements) await client.query(sql);
        await client.query(
          `INSERT INTO app_setup_state (id, fingerprint) VALUES (1, $1)
           ON CONFLICT (id) DO UPDATE SET fingerprint = excluded.fingerprint, applied_at = now()`,
          [fingerprint],
        );
      }
      // Run at every start: conditional and cheap (a dump and restore drops the marks).
      await client.query(LEAKPROOF_COMPARISONS);
      await ensureCountries(database);
      await analyzeAll(client);
    } finally {
      await client.query('SELECT pg_advisory_unlock(4242001)');
    }
  } finally {
    client.release();
  }
}
