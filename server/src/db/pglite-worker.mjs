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
  await fixQueryQueue(server.queryQueue, db);
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

/** The SQL a simple Query (`Q`) or a Parse (`P`: after the statement's name) carries, cut to 120 characters. */
function sqlOf(message) {
  const type = message[0];
  if (type !== 0x51 && type !== 0x50) return undefined;
  let at = 5;
  if (type === 0x50) at = message.indexOf(0, at) + 1;
  const end = message.indexOf(0, at);
  return Buffer.from(message.subarray(at, Math.min(end < 0 ? message.length : end, at + 120)))
    .toString('utf8')
    .replace(/\s+/g, ' ');
}

/**
 * pglite-socket 0.2.17 serves every connection from one PGlite session through a queue of single
 * protocol messages. Two faults there hung or broke the embedded database under concurrent load
 * (found by the fuzz test, server/src/test/security/fuzz.test.ts):
 * - a message that throws returned from the queue loop without clearing its `processing` flag, so
 *   no later query of any connection ever ran (every request hung);
 * - outside a transaction, the messages of one extended-protocol exchange (Parse, Bind, Describe,
 *   Execute ... Sync) could interleave with another connection's, whose Parse replaced the unnamed
 *   statement ("unnamed prepared statement does not exist").
 * The queue below keeps serving the same connection until its exchange ends (Sync, a simple Query
 * or Terminate) or its transaction ends, and always releases the loop.
 */
async function fixQueryQueue(queue, db) {
  // Diagnostics (docs/security.md §4): with PGLITE_TRACE_FILE set, every message served is recorded
  // as [connection, type byte, queued at, started at, ended at (ms), messages still queued] and the
  // list written to that file every 2 s: who held the one session while another request waited. A simple
  // query or a Parse also records the start of its SQL (what that connection was doing).
  const trace = process.env.PGLITE_TRACE_FILE ? [] : null;
  if (trace) {
    const { writeFileSync } = await import('node:fs');
    setInterval(() => writeFileSync(process.env.PGLITE_TRACE_FILE, JSON.stringify(trace)), 2000).unref();
  }
  const ENDS_EXCHANGE = new Set([0x53 /* S Sync */, 0x51 /* Q Query */, 0x58 /* X Terminate */]);
  let midExchange = false;
  queue.processQueue = async function processQueue() {
    if (this.processing || this.queue.length === 0) return;
    this.processing = true;
    try {
      while (this.queue.length > 0) {
        let item;
        if ((midExchange || db.isInTransaction()) && this.lastHandlerId !== null) {
          const index = this.queue.findIndex((q) => q.handlerId === this.lastHandlerId);
          if (index === -1) break;
          item = this.queue.splice(index, 1)[0];
        } else item = this.queue.shift();
        if (!item) break;
        const type = item.message[0];
        const startedAt = Date.now();
        try {
          await db.runExclusive(() =>
            db.execProtocolRawStream(item.message, { onRawData: (data) => item.onData(data) }),
          );
        } catch (err) {
          // Not an SQL error (those are answers): PGlite itself failed on this message.
          console.error('embedded database: a protocol message failed:', err);
          midExchange = false;
          item.reject(err);
          continue;
        }
        trace?.push([
          item.handlerId,
          type,
          item.timestamp,
          startedAt,
          Date.now(),
          this.queue.length,
          sqlOf(item.message),
        ]);
        this.lastHandlerId = item.handlerId;
        // A startup message (no type byte: it begins with its length) does not open an exchange.
        midExchange = type !== 0 && !ENDS_EXCHANGE.has(type);
        item.resolve(0);
      }
    } finally {
      this.processing = false;
    }
  };
  const clearTransactionIfNeeded = queue.clearTransactionIfNeeded.bind(queue);
  queue.clearTransactionIfNeeded = async function clear(handlerId) {
    if (this.lastHandlerId === handlerId) midExchange = false;
    await clearTransactionIfNeeded(handlerId);
    // The connection that held the queue is gone: serve the others.
    await this.processQueue();
  };
}
