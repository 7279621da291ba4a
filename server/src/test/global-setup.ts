import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { openDatabase } from '../db/client.ts';
import { migrateDatabase } from '../db/migrate.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    databaseUrl: string;
  }
}

/**
 * One database for the whole run: the PostgreSQL server of DATABASE_URL, or an embedded PGlite
 * started here. Test files isolate themselves by creating their own tenants (test/factories.ts).
 */
export default async function setup(project: TestProject) {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'intel-test-'));
  const database = await openDatabase({ databaseUrl: process.env.DATABASE_URL, dataDir, poolSize: 2 });
  await migrateDatabase(database);
  project.provide('databaseUrl', database.url);
  console.log(`API tests on ${database.embedded ? 'the embedded database (PGlite)' : 'PostgreSQL (DATABASE_URL)'}`);
  return async () => {
    await database.close();
    rmSync(dataDir, { recursive: true, force: true });
  };
}
