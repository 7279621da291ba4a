import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { Worker } from 'node:worker_threads';
import { drizzle, type NodePgDatabase } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import { mergeBeginIntoFirstStatement, prepareRepeatedStatements } from './one-trip-begin.ts';

/**
 * Without the schema: nothing uses drizzle's relational queries (`db.query.…`), and with it every
 * transaction built a query builder per table (55 tables: ~30–55 µs per transaction, against 0.2 µs).
 */
export type Db = NodePgDatabase;

export type Database = {
  /** Drizzle over the pool; never use it for tenant data outside `withTenant` (db/scoped.ts). */
  db: Db;
  pool: pg.Pool;
  /** Connection string of the database (the embedded one is served on a loopback port). */
  url: string;
  embedded: boolean;
  /**
   * Whether one session serves every connection (PGlite, started here or reached by its URL as the
   * tests do): a transaction then holds every other request until it ends.
   */
  oneSession(): boolean;
  /** A streaming standby for lag-tolerant reads (DATABASE_REPLICA_URL; see `withTenantRead`), or null. */
  replica: { db: Db; pool: pg.Pool; url: string } | null;
  close(): Promise<void>;
};

type EmbeddedServer = { url: string; stop(): Promise<void> };

/**
 * Starts PGlite in a worker thread behind the PostgreSQL wire protocol: PGlite blocks the thread
 * that runs it for a whole query (DESIGN §10), so the HTTP thread only ever talks `pg` to it.
 */
export async function startEmbeddedServer(dataDir: string | null, maxConnections = 64): Promise<EmbeddedServer> {
  if (dataDir) mkdirSync(dataDir, { recursive: true });
  const worker = new Worker(new URL('./pglite-worker.mjs', import.meta.url), {
    workerData: { dataDir, maxConnections },
  });
  const port = await new Promise<number>((resolve, reject) => {
    worker.once('error', reject);
    worker.once('message', (m: { type: string; port?: number; message?: string }) => {
      if (m.type === 'ready' && m.port) resolve(m.port);
      else reject(new Error(`Embedded database failed to start: ${m.message ?? 'unknown error'}`));
    });
  });
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    async stop() {
      const stopped = new Promise<void>((resolve) => {
        worker.on('message', (m: { type: string }) => m.type === 'stopped' && resolve());
        worker.once('exit', () => resolve());
      });
      worker.postMessage({ type: 'stop' });
      await Promise.race([stopped, new Promise((r) => setTimeout(r, 5000))]);
      await worker.terminate();
    },
  };
}

export async function openDatabase(opts: {
  databaseUrl?: string | undefined;
  dataDir: string;
  poolSize: number;
  replicaUrl?: string | undefined;
}): Promise<Database> {
  let embedded: EmbeddedServer | null = null;
  let url = opts.databaseUrl;
  if (!url) {
    embedded = await startEmbeddedServer(path.join(opts.dataDir, 'pgdata'));
    url = embedded.url;
  }
  const pool = new pg.Pool({ connectionString: url, max: opts.poolSize, connectionTimeoutMillis: 10_000 });
  // An idle client's error (database restarted) must not crash the process; the pool replaces it.
  pool.on('error', () => {});
  // A checked-out client has no listener of the pool's: without one, the database going away in the
  // middle of a transaction is an unhandled 'error' event that kills the process (found by the fault
  // soak). The query in flight fails on its own and the request answers 503.
  // Prepared statements only on a PostgreSQL server: PGlite serves every socket from one session, so
  // a name prepared on one connection would exist on all (and never be freed). The first connection
  // asks which server it is (a URL does not say: the tests reach PGlite through one too).
  let prepare: 'unknown' | 'checking' | 'on' | 'off' = embedded ? 'off' : 'unknown';
  pool.on('connect', (client) => {
    client.on('error', () => {});
    // The opening of a tenant transaction is pipelined with its first statement on a PostgreSQL
    // server only, like prepared statements (db/one-trip-begin.ts).
    mergeBeginIntoFirstStatement(client, () => prepare === 'on');
    if (prepare === 'unknown') {
      prepare = 'checking';
      // Through the pool, not this client: the pool hands it to a caller right after this event.
      pool.query('select version() as v').then(
        (r) => {
          prepare = /PGlite/i.test(String(r.rows[0]?.v)) ? 'off' : 'on';
        },
        () => {
          prepare = 'unknown';
        },
      );
    }
    prepareRepeatedStatements(client, () => prepare === 'on');
  });
  let replica: Database['replica'] = null;
  if (opts.replicaUrl && !embedded) {
    const replicaPool = new pg.Pool({
      connectionString: opts.replicaUrl,
      max: opts.poolSize,
      connectionTimeoutMillis: 5_000,
    });
    replicaPool.on('error', () => {});
    replicaPool.on('connect', (client) => {
      client.on('error', () => {});
      mergeBeginIntoFirstStatement(client, () => true);
    });
    replica = { db: drizzle(replicaPool, { casing: 'snake_case' }), pool: replicaPool, url: opts.replicaUrl };
  }
  return {
    db: drizzle(pool, { casing: 'snake_case' }),
    pool,
    url,
    embedded: !!embedded,
    oneSession: () => prepare === 'off',
    replica,
    async close() {
      await pool.end();
      await replica?.pool.end();
      await embedded?.stop();
    },
  };
}
