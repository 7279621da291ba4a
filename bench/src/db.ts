import pg from 'pg';
import { type Database, openDatabase } from '../../server/src/db/client.ts';
import { migrateDatabase } from '../../server/src/db/migrate.ts';

export const DEFAULT_DATABASE_URL = 'postgres://postgres@127.0.0.1:5432/postgres';

/** The same server and credentials as `adminUrl`, another database. */
export function urlFor(adminUrl: string, database: string): string {
  const u = new URL(adminUrl);
  u.pathname = `/${database}`;
  return u.toString();
}

async function admin<T>(adminUrl: string, fn: (c: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    return await fn(client);
  } finally {
    await client.end();
  }
}

export async function createDatabase(adminUrl: string, name: string): Promise<void> {
  if (!/^[a-z0-9_]+$/.test(name)) throw new Error(`Unsafe database name: ${name}`);
  await admin(adminUrl, (c) => c.query(`CREATE DATABASE ${name}`));
}

export async function dropDatabase(adminUrl: string, name: string): Promise<void> {
  if (!/^intel_bench_[a-z0-9_]+$/.test(name)) throw new Error(`Refusing to drop ${name}: not a bench database`);
  await admin(adminUrl, (c) => c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`));
}

/** Opens a database the way the server does (PostgreSQL URL, or PGlite in a worker) and applies the app's migrations. */
export async function openMigrated(opts: { databaseUrl?: string; dataDir: string }): Promise<Database> {
  const database = await openDatabase({ databaseUrl: opts.databaseUrl, dataDir: opts.dataDir, poolSize: 4 });
  try {
    await migrateDatabase(database);
  } catch (err) {
    await database.close();
    throw err;
  }
  return database;
}

/** The PostgreSQL server's major version, and whether the bench user may create databases. */
/**
 * The server's version and whether it runs autovacuum: without it (the shared development machine's CI
 * configuration) nothing is vacuumed after the load, and a `--reuse` run lists on every earlier run's
 * dead rows (issue 37).
 */
export async function serverInfo(adminUrl: string): Promise<{ version: string; autovacuum: boolean }> {
  return admin(adminUrl, async (c) => {
    const { rows } = await c.query<{ server_version: string }>('SHOW server_version');
    const vacuum = await c.query<{ autovacuum: string }>('SHOW autovacuum');
    return { version: rows[0]?.server_version ?? 'unknown', autovacuum: vacuum.rows[0]?.autovacuum === 'on' };
  });
}
