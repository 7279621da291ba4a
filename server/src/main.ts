import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { buildApp } from './app.ts';
import { loadConfig } from './config.ts';
import { openDatabase } from './db/client.ts';
import { migrateDatabase } from './db/migrate.ts';
import { closeOnSignals } from './lib/shutdown.ts';
import { migrateLocalUploads } from './lib/storage/index.ts';
import { DEMO_USERS, queueDemoRawData, seedDemoIfEmpty } from './seed/demo.ts';

const config = loadConfig();
const database = await openDatabase({
  databaseUrl: config.databaseUrl,
  dataDir: config.dataDir,
  poolSize: config.dbPoolSize,
  replicaUrl: config.databaseReplicaUrl,
});
await migrateDatabase(database);

// The demo tenant and users are seeded on the embedded database, or on a server only when asked.
const credentialsFile = path.join(config.dataDir, 'demo-credentials.txt');
let demoPassword: string | null = null;
let demoSeeded = false;
if (!config.databaseUrl || config.seedDemo) {
  const seeded = await seedDemoIfEmpty(database, config.demoPassword, config.dataDir, config.defaultTenant);
  demoSeeded = seeded;
  if (seeded) demoPassword = config.demoPassword;
  else if (!config.demoPasswordGenerated) demoPassword = config.demoPassword;
  else if (existsSync(credentialsFile)) demoPassword = readFileSync(credentialsFile, 'utf8').trim();
}

const app = await buildApp(config, database);
// Uploads kept on the local disk by earlier versions move into the shared storage (database or S3).
const movedUploads = await migrateLocalUploads(config.dataDir, app.storage);
if (movedUploads) app.log.info(`moved ${movedUploads} local uploads into ${app.storage.kind} storage`);
await app.listen({ port: config.port, host: config.host });
// The demo's raw data is processed at the first start, so that none of it stays pending unqueued.
if (demoSeeded) await queueDemoRawData(app, config.defaultTenant);

const port = (app.server.address() as { port: number } | null)?.port ?? config.port;
const lines = [
  `Intel Notes is running on http://localhost:${port} (database: ${database.embedded ? `embedded, ${config.dataDir}` : 'PostgreSQL'})`,
  `Other tenants: http://demo.localhost:${port}   API docs: http://localhost:${port}/api/docs`,
];
if (demoPassword) {
  lines.push(`Demo logins (password: ${demoPassword}):`);
  for (const u of DEMO_USERS) lines.push(`  ${u.email.padEnd(24)} ${u.label}${u.onlyDefault ? ' (www only)' : ''}`);
}
console.log(lines.join('\n'));

closeOnSignals(app, database);
