import { loadConfig } from './config.ts';
import { openDatabase } from './db/client.ts';
import { migrateDatabase } from './db/migrate.ts';
import { seedDemoIfEmpty } from './seed/demo.ts';

/** `npm run seed`: migrate and seed the demo tenants into an empty database (also a DATABASE_URL one). */
const config = loadConfig();
const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir, poolSize: 2 });
await migrateDatabase(database);
const seeded = await seedDemoIfEmpty(database, config.demoPassword, config.dataDir, config.defaultTenant);
console.log(
  seeded
    ? `Seeded tenants www and demo. Demo password: ${config.demoPassword}`
    : 'The database already has tenants: nothing seeded.',
);
await database.close();
