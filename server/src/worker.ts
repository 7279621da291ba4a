import { buildApp } from './app.ts';
import { loadConfig } from './config.ts';
import { openDatabase } from './db/client.ts';
import { migrateDatabase } from './db/migrate.ts';
import { closeOnSignals } from './lib/shutdown.ts';

/**
 * The job-only process (`npm run worker`): the same app with its job workers started and no public
 * HTTP port; with HEALTH_PORT set it answers `/api/v1/health/` there and nothing else. Any number
 * may run beside any number of web processes (RUN_WORKERS=false) on one PostgreSQL database.
 */
const config = loadConfig(process.env, { role: 'worker', runWorkers: true });
if (!config.databaseUrl) {
  console.error(
    'npm run worker needs DATABASE_URL: the embedded database belongs to the one process of `npm start`, which runs the jobs itself.',
  );
  process.exit(1);
}
const database = await openDatabase({
  databaseUrl: config.databaseUrl,
  dataDir: config.dataDir,
  poolSize: config.dbPoolSize,
  replicaUrl: config.databaseReplicaUrl,
});
await migrateDatabase(database);

const app = await buildApp(config, database);
if (config.healthPort !== undefined) await app.listen({ port: config.healthPort, host: config.host });
else await app.ready();
app.log.info(
  `worker started${config.healthPort !== undefined ? ` (health on port ${config.healthPort})` : ''}, pid ${process.pid}`,
);

closeOnSignals(app, database);
