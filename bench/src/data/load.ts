/**
 * Loads a planned dataset (`Dataset.tables`, in order) into a migrated database:
 *
 * - `loadWithCopy`: PostgreSQL, `COPY … FROM STDIN` (text format) streamed through pg-copy-streams.
 * - `loadWithJsonBatches`: PGlite behind the wire protocol (no COPY FROM STDIN there): multi-row
 *   `INSERT … SELECT … FROM json_populate_recordset(…)` in batches.
 *
 * Both run in one transaction on one connection, drop the loaded tables' secondary indexes first and
 * rebuild them afterwards (much faster than maintaining trigram GIN indexes row by row), move the
 * identity sequences past the explicit ids, run each table's `after` statements, check that the
 * maintained counts (`entity_counts`, kept by statement-level triggers, which COPY and INSERT both
 * fire) equal the rows, and ANALYZE.
 *
 * The connection must bypass row-level security (superuser or BYPASSRLS, as the bench's own role
 * and PGlite's `postgres` are): every tenant table has FORCE ROW LEVEL SECURITY, and COPY FROM is
 * refused on tables whose policies apply.
 */
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type pg from 'pg';
import { from as copyFrom } from 'pg-copy-streams';
import type { Cell, LoadTable } from './types.ts';

export type LoadStats = { table: string; rows: number; seconds: number }[];

const ident = (name: string) => `"${name.replaceAll('"', '""')}"`;

// ---------------------------------------------------------------------------------------------
// COPY text format.

function copyText(s: string): string {
  return /[\\\t\n\r]/.test(s)
    ? s.replace(/[\\\t\n\r]/g, (c) => (c === '\\' ? '\\\\' : c === '\t' ? '\\t' : c === '\n' ? '\\n' : '\\r'))
    : s;
}

function arrayLiteral(items: readonly string[]): string {
  return `{${items.map((x) => `"${x.replace(/["\\]/g, (c) => `\\${c}`)}"`).join(',')}}`;
}

function copyCell(v: Cell): string {
  if (v === null) return '\\N';
  if (typeof v === 'boolean') return v ? 't' : 'f';
  if (typeof v === 'number') return String(v);
  if (typeof v === 'string') return copyText(v);
  return copyText(arrayLiteral(v));
}

/** The rows as COPY text in chunks of ~256 KB; `counter.rows` counts them as they stream. */
function* copyChunks(rows: Iterable<Cell[]>, counter: { rows: number }): Generator<string> {
  let chunk = '';
  for (const row of rows) {
    let line = '';
    for (let i = 0; i < row.length; i++) line += (i ? '\t' : '') + copyCell(row[i] as Cell);
    chunk += `${line}\n`;
    counter.rows += 1;
    if (chunk.length > 262_144) {
      yield chunk;
      chunk = '';
    }
  }
  if (chunk) yield chunk;
}

// ---------------------------------------------------------------------------------------------
// Shared steps.

async function assertBypassesRls(client: pg.PoolClient): Promise<void> {
  const { rows } = await client.query<{ ok: boolean }>(
    'SELECT (rolsuper OR rolbypassrls) AS ok FROM pg_roles WHERE rolname = current_user',
  );
  if (!rows[0]?.ok) {
    throw new Error(
      'The bench loads data as a role that bypasses row-level security (superuser or BYPASSRLS): ' +
        'the tenant tables force RLS. Use such a role in DATABASE_URL.',
    );
  }
}

type IndexDef = { name: string; def: string };

/**
 * Drops the secondary indexes of `tables` (not those behind a primary key, unique constraint or
 * foreign key) and answers their definitions to rebuild them after the load.
 */
async function dropSecondaryIndexes(client: pg.PoolClient, tables: string[]): Promise<IndexDef[]> {
  const { rows } = await client.query<IndexDef>(
    `SELECT ic.relname AS name, pg_get_indexdef(i.indexrelid) AS def
       FROM pg_index i
       JOIN pg_class t ON t.oid = i.indrelid
       JOIN pg_class ic ON ic.oid = i.indexrelid
      WHERE t.relnamespace = 'public'::regnamespace AND t.relname = ANY($1::text[])
        AND NOT EXISTS (SELECT 1 FROM pg_constraint c WHERE c.conindid = i.indexrelid)
      ORDER BY 1`,
    [tables],
  );
  for (const r of rows) await client.query(`DROP INDEX ${ident(r.name)}`);
  return rows;
}

async function finish(client: pg.PoolClient, tables: LoadTable[], indexes: IndexDef[]): Promise<void> {
  for (const ix of indexes) await client.query(ix.def);
  for (const t of tables) {
    if (!t.identity) continue;
    await client.query(
      `SELECT setval(pg_get_serial_sequence($1, $2), m) FROM (SELECT max(${ident(t.identity)}) AS m FROM ${ident(t.table)}) x WHERE m IS NOT NULL`,
      [t.table, t.identity],
    );
  }
  await checkCounts(client);
}

/**
 * The maintained counts of every tenant equal the rows of the curated tables (the bench's counts
 * scenarios compare the API with count(*)). A difference means the count triggers missed a bulk
 * load: fail loudly rather than measure a wrong state.
 */
async function checkCounts(client: pg.PoolClient): Promise<void> {
  const counted = [
    ['organizations', `'organizations'`],
    ['people', `'people'`],
    ['library_entries', `'library'`],
    ['ledger_entries', `'ledger_entries'`],
    ['keywords', `'keyword'`],
    [
      'lists',
      `(CASE type::text WHEN 'LibraryList' THEN 'library_lists' WHEN 'LedgerList' THEN 'ledger_lists'
        WHEN 'OrganizationsList' THEN 'organizations_lists' ELSE 'people_lists' END)`,
    ],
  ] as const;
  const actual = counted
    .map(
      ([table, kind]) =>
        `SELECT tenant_id, ${kind} AS kind, visibility::text AS visibility, count(*) AS n FROM ${table} GROUP BY 1, 2, 3`,
    )
    .join(' UNION ALL ');
  const { rows } = await client.query<{
    tenant_id: string;
    kind: string;
    visibility: string;
    rows: string;
    counted: string;
  }>(
    `WITH actual AS (${actual}),
          kept AS (SELECT tenant_id, kind, visibility, sum(n) AS n FROM entity_counts
                    WHERE kind IN (SELECT DISTINCT kind FROM actual) GROUP BY 1, 2, 3 HAVING sum(n) <> 0)
     SELECT coalesce(a.tenant_id, k.tenant_id) AS tenant_id, coalesce(a.kind, k.kind) AS kind,
            coalesce(a.visibility, k.visibility) AS visibility, coalesce(a.n, 0) AS rows, coalesce(k.n, 0) AS counted
       FROM actual a FULL JOIN kept k USING (tenant_id, kind, visibility)
      WHERE coalesce(a.n, 0) <> coalesce(k.n, 0)
      LIMIT 10`,
  );
  if (rows.length) {
    const list = rows.map(
      (r) => `tenant ${r.tenant_id} ${r.kind}/${r.visibility}: ${r.rows} rows, ${r.counted} counted`,
    );
    throw new Error(`entity_counts disagree with the loaded rows: ${list.join('; ')}`);
  }
}

async function inTransaction<T>(client: pg.PoolClient, fn: () => Promise<T>): Promise<T> {
  await client.query('BEGIN');
  try {
    const out = await fn();
    await client.query('COMMIT');
    return out;
  } catch (err) {
    await client.query('ROLLBACK').catch(() => {});
    throw err;
  }
}

async function analyze(client: pg.PoolClient, tables: LoadTable[]): Promise<void> {
  // VACUUM as well: a table loaded by COPY has no visibility map until autovacuum passes, and
  // without it every index-only scan (the lists' counts, the keyset pages) reads the heap too.
  await client.query(
    `VACUUM (ANALYZE) ${[...new Set([...tables.map((t) => t.table), 'entity_counts'])].map(ident).join(', ')}`,
  );
}

// ---------------------------------------------------------------------------------------------
// The two loaders.

/** PostgreSQL: every table through one `COPY … FROM STDIN`, in one transaction. */
export async function loadWithCopy(pool: pg.Pool, tables: LoadTable[]): Promise<LoadStats> {
  const client = await pool.connect();
  const stats: LoadStats = [];
  try {
    await assertBypassesRls(client);
    await inTransaction(client, async () => {
      await client.query(`SET LOCAL synchronous_commit = off`);
      await client.query(`SET LOCAL maintenance_work_mem = '256MB'`);
      const indexes = await dropSecondaryIndexes(
        client,
        tables.map((t) => t.table),
      );
      for (const t of tables) {
        const started = performance.now();
        const counter = { rows: 0 };
        const sql = `COPY ${ident(t.table)} (${t.columns.map(ident).join(', ')}) FROM STDIN`;
        await pipeline(Readable.from(copyChunks(t.rows(), counter)), client.query(copyFrom(sql)));
        for (const statement of t.after ?? []) await client.query(statement);
        stats.push({ table: t.table, rows: counter.rows, seconds: (performance.now() - started) / 1000 });
      }
      const started = performance.now();
      await finish(client, tables, indexes);
      stats.push({
        table: '(indexes, sequences, counts check)',
        rows: 0,
        seconds: (performance.now() - started) / 1000,
      });
    });
    const started = performance.now();
    await analyze(client, tables);
    stats.push({ table: '(analyze)', rows: 0, seconds: (performance.now() - started) / 1000 });
    return stats;
  } finally {
    client.release();
  }
}

/** Rows per INSERT and the largest JSON parameter (the wire protocol and PGlite's memory stay comfortable). */
const BATCH_ROWS = 2000;
const BATCH_BYTES = 2_000_000;

/**
 * PGlite behind the wire protocol: batched `INSERT INTO t (cols) SELECT cols FROM
 * json_populate_recordset(null::t, $1)`, one statement per batch (each fires the count triggers once).
 */
export async function loadWithJsonBatches(pool: pg.Pool, tables: LoadTable[]): Promise<LoadStats> {
  const client = await pool.connect();
  const stats: LoadStats = [];
  try {
    await assertBypassesRls(client);
    await inTransaction(client, async () => {
      const indexes = await dropSecondaryIndexes(
        client,
        tables.map((t) => t.table),
      );
      for (const t of tables) {
        const started = performance.now();
        const cols = t.columns.map(ident).join(', ');
        const sql = `INSERT INTO ${ident(t.table)} (${cols}) SELECT ${cols} FROM json_populate_recordset(null::${ident(t.table)}, $1::json)`;
        let rows = 0;
        let batch: string[] = [];
        let bytes = 0;
        const flush = async () => {
          if (!batch.length) return;
          await client.query(sql, [`[${batch.join(',')}]`]);
          batch = [];
          bytes = 0;
        };
        for (const row of t.rows()) {
          const obj: Record<string, Cell> = {};
          for (let i = 0; i < t.columns.length; i++) obj[t.columns[i] as string] = row[i] as Cell;
          const json = JSON.stringify(obj);
          batch.push(json);
          bytes += json.length;
          rows += 1;
          if (batch.length >= BATCH_ROWS || bytes >= BATCH_BYTES) await flush();
        }
        await flush();
        for (const statement of t.after ?? []) await client.query(statement);
        stats.push({ table: t.table, rows, seconds: (performance.now() - started) / 1000 });
      }
      const started = performance.now();
      await finish(client, tables, indexes);
      stats.push({
        table: '(indexes, sequences, counts check)',
        rows: 0,
        seconds: (performance.now() - started) / 1000,
      });
    });
    const started = performance.now();
    await analyze(client, tables);
    stats.push({ table: '(analyze)', rows: 0, seconds: (performance.now() - started) / 1000 });
    return stats;
  } finally {
    client.release();
  }
}
