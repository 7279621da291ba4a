// Runs PGlite in a worker thread behind the PostgreSQL wire protocol, so that its queries never
// block the HTTP thread (DESIGN §10) and both database modes share the `pg` code path.
import { parentPort, workerData } from 'node:worker_threads';
import { PGlite } from '@electric-sql/pglite';
import { btree_gin } from '@electric-sql/pglite/contrib/btree_gin';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { unaccent } from '@electric-sql/pglite/contrib/unaccent';
import { PGLiteSocketServer } from '@electric-sql/pglite-socket';

const { dataDir, maxConnections } = workerData;
try {
  const db = await PGlite.create({ ...(dataDir ? { dataDir } : {}), extensions: { pg_trgm, btree_gin, unaccent } });
  const server = new PGLiteSocketServer({ db, port: 0, host: '127.0.0.1', maxConnections });
  await server.start();
  const port = Number(server.getServerConn().split(':').pop());
  parentPort.postMessage({ type: 'ready', port });
  parentPort.on('message', async (msg) => {
    if (msg?.type === 'stop') {
      await server.stop();
      await db.close();
      parentPort.postMessage({ type: 'stopped' });
    }
  });
} catch (err) {
  parentPort.postMessage({ type: 'error', message: err instanceof Error ? err.stack : String(err) });
}
