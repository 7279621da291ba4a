import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { isDatabaseUnavailable } from '../plugins/errors.ts';
import { openDatabase } from './client.ts';

describe('database going away', () => {
  // The embedded database has a single backend that cannot be terminated from another connection.
  it.skipIf(!process.env.DATABASE_URL)(
    'a connection lost in the middle of a transaction fails its query and does not kill the process',
    async () => {
      const dataDir = mkdtempSync(path.join(os.tmpdir(), 'intel-client-'));
      const database = await openDatabase({ databaseUrl: process.env.DATABASE_URL, dataDir, poolSize: 3 });
      try {
        const client = await database.pool.connect();
        await client.query('begin');
        const { rows } = await client.query<{ pid: number }>('select pg_backend_pid() as pid');
        await database.pool.query('select pg_terminate_backend($1)', [rows[0]?.pid]);
        // Before the fix the 'error' event of the checked-out client had no listener: an uncaught exception.
        await new Promise((r) => setTimeout(r, 300));
        await expect(client.query('select 1')).rejects.toThrow();
        client.release(true);
        const again = await database.pool.query<{ x: number }>('select 1 as x');
        expect(again.rows[0]?.x).toBe(1);
      } finally {
        await database.close();
        rmSync(dataDir, { recursive: true, force: true });
      }
    },
  );

  it('is a 503 whether the error comes bare or wrapped by the query builder', () => {
    const refused = Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED' });
    const wrapped = Object.assign(new Error('Failed query: select ...'), { cause: refused });
    const notQueryable = Object.assign(new Error('Failed query: rollback'), {
      cause: new Error('Client has encountered a connection error and is not queryable'),
    });
    expect(isDatabaseUnavailable(refused)).toBe(true);
    expect(isDatabaseUnavailable(wrapped)).toBe(true);
    expect(isDatabaseUnavailable(notQueryable)).toBe(true);
    expect(isDatabaseUnavailable(new Error('Failed query: select'))).toBe(false);
    expect(isDatabaseUnavailable(Object.assign(new Error('dup'), { code: '23505' }))).toBe(false);
  });
});
