import pg from 'pg';

/** Worker 0 uses DATABASE_URL itself; worker N a database of its own beside it (`<name>_w<N>`). */
export function workerDatabaseUrl(databaseUrl: string, index: number): string {
  if (index === 0) return databaseUrl;
  const url = new URL(databaseUrl);
  url.pathname = `${url.pathname.replace(/^\//, '')}_w${index}`.replace(/^/, '/');
  return url.toString();
}

/** Drops (when asked) and creates the databases of workers 1..N-1 on the DATABASE_URL server. */
export async function prepareWorkerDatabases(databaseUrl: string, workers: number, create: boolean): Promise<void> {
  const admin = new URL(databaseUrl);
  admin.pathname = '/postgres';
  const client = new pg.Client({ connectionString: admin.toString() });
  await client.connect();
  try {
    for (let i = 1; i < workers; i++) {
      const name = new URL(workerDatabaseUrl(databaseUrl, i)).pathname.slice(1);
      const ident = `"${name.replaceAll('"', '""')}"`;
      await client.query(`DROP DATABASE IF EXISTS ${ident} WITH (FORCE)`);
      if (create) await client.query(`CREATE DATABASE ${ident}`);
    }
  } finally {
    await client.end();
  }
}
