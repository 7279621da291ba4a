import type { FastifyInstance } from 'fastify';
import type { Database } from '../db/client.ts';

/** Closes the app (its jobs and streams) and then the database on SIGINT or SIGTERM, once. */
export function closeOnSignals(app: FastifyInstance, database: Database): void {
  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info(`${signal}: shutting down`);
    await app.close();
    await database.close();
    process.exit(0);
  };
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
}
