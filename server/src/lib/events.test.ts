import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { type Database, openDatabase } from '../db/client.ts';
import { createEventBus } from './events.ts';

/**
 * Change notices between processes (PostgreSQL's NOTIFY; the embedded database is one process and
 * sends none). Found by CI: a process acted on its own `access` notice when it arrived, after a
 * token had been checked again since the change, and dropped that token a second time.
 */
describe('tenant change notices', () => {
  let database: Database;
  let notifying = false;
  beforeAll(async () => {
    database = await openDatabase({ databaseUrl: inject('databaseUrl'), dataDir: '', poolSize: 2 });
    const { rows } = await database.pool.query<{ v: string }>('select version() as v');
    notifying = !/PGlite/i.test(rows[0]?.v ?? '');
  });
  afterAll(async () => {
    await database?.pool.end();
  });

  it('reach the other processes once, and the process that sent them only at the change', async () => {
    const here = createEventBus(database);
    const there = createEventBus(database);
    await here.start();
    await there.start();
    try {
      const heard = { here: [] as number[], there: [] as number[] };
      here.onAccessChanged((t) => heard.here.push(t));
      there.onAccessChanged((t) => heard.there.push(t));
      const marker = new Promise<void>((resolve) => {
        here.onTenantChanged((t) => t === 902 && resolve());
      });

      here.tenantChanged(901, 'access');
      expect(heard.here).toEqual([901]);
      if (!notifying) return;
      // A later notice from the other process: once it has reached this one, this one's own has too.
      await new Promise((r) => setTimeout(r, 50));
      there.tenantChanged(902, 'data');
      await marker;
      expect(heard.here).toEqual([901]);
      expect(heard.there).toEqual([901]);
    } finally {
      await here.stop();
      await there.stop();
    }
  });
});
