/**
 * Diagnostic preload for `npm run soak:faults -- --guard-pg-errors` (never used by default), loaded
 * into the server process with `--import` (plain JavaScript: it runs before tsx is registered). It
 * gives every client the pg pool hands out an `error` listener. pg-pool removes its own listener
 * while a client is checked out, so a connection that PostgreSQL terminates (restart: 57P01; kill:
 * ECONNRESET) while a transaction holds it emits an `error` nobody listens to, and Node ends the
 * process. With this guard the rest of the fault behaviour (503s, recovery) can still be measured;
 * without it the run shows the crash.
 */
import pg from 'pg';

const GUARDED = Symbol('soak-faults-guarded');
const base = Object.getPrototypeOf(pg.Pool.prototype);
const acquire = base._acquireClient;
if (typeof acquire === 'function') {
  base._acquireClient = function guarded(client, ...rest) {
    if (!client[GUARDED]) {
      client[GUARDED] = true;
      client.on('error', () => {});
    }
    return acquire.call(this, client, ...rest);
  };
} else {
  console.error('pg-error-guard: pg-pool has no _acquireClient; the guard is not installed');
}
