// Runs the browser tests in Debian's Chromium; without it they are skipped with a notice.
// On a PostgreSQL server (DATABASE_URL) each worker after the first gets a fresh database of its own.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { prepareWorkerDatabases } from './worker-databases.ts';

if (!existsSync('/usr/bin/chromium')) {
  console.log('Browser tests skipped: /usr/bin/chromium not found (apt-get install chromium).');
  process.exit(0);
}
const workers = Math.max(1, Number(process.env.E2E_WORKERS ?? 2));
const databaseUrl = process.env.DATABASE_URL;
if (databaseUrl) await prepareWorkerDatabases(databaseUrl, workers, true);
const result = spawnSync('npx', ['playwright', 'test', ...process.argv.slice(2)], { stdio: 'inherit' });
if (databaseUrl) await prepareWorkerDatabases(databaseUrl, workers, false);
process.exit(result.status ?? 1);
