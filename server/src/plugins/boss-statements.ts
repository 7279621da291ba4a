import { createHash } from 'node:crypto';

/**
 * pg-boss writes its statements as text and sends them unprepared, so PostgreSQL parses and plans the fetch,
 * the insert and the completion of every job anew: about 1.9 ms of the database's CPU per processed document
 * (the bench's 5 KB documents, 100k records), a tenth of all it spends on one. Here its hot statements run as
 * named prepared statements instead, once parsed per connection, as the app's own are (db/one-trip-begin.ts):
 * only a single statement opening with a `WITH … AS (` (the fetch, the insert and the completion; a text with
 * a `;` may hold several statements, which a prepared statement cannot), at most `MAX_NAMES` texts, and only on
 * a PostgreSQL server (PGlite serves every connection from one session: a name prepared on one would exist on
 * all, and preparing it on the next would fail). Until the server is known, statements go as before.
 */
const MAX_NAMES = 100;
const HOT = /^\s*WITH\s+\w+\s+AS\s*\(/i;

type Executes = { executeSql(text: string, values?: unknown[]): Promise<unknown> };
type Pool = {
  query(config: { name: string; text: string; values?: unknown[] }): Promise<unknown>;
  query(text: string): Promise<{ rows: { v?: unknown }[] }>;
};

/** Wraps `db.executeSql` (pg-boss's own database, `boss.getDb()`); its pool is read at each call (opened on start). */
export function prepareBossStatements(db: Executes): void {
  const execute = db.executeSql.bind(db);
  const names = new Map<string, string>();
  let server: 'unknown' | 'checking' | 'postgres' | 'other' = 'unknown';
  db.executeSql = (text: string, values?: unknown[]) => {
    const pool = (db as { pool?: Pool }).pool;
    if (!pool || !HOT.test(text) || text.includes(';')) return execute(text, values);
    if (server === 'unknown') {
      server = 'checking';
      pool.query('select version() as v').then(
        (r) => {
          server = /PGlite/i.test(String(r.rows[0]?.v)) ? 'other' : 'postgres';
        },
        () => {
          server = 'unknown';
        },
      );
    }
    if (server !== 'postgres') return execute(text, values);
    let name = names.get(text);
    if (name === undefined) {
      if (names.size >= MAX_NAMES) return execute(text, values);
      name = `boss_${createHash('sha1').update(text).digest('base64url').slice(0, 20)}`;
      names.set(text, name);
    }
    return pool.query({ name, text, values });
  };
}
