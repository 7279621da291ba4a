import pg from 'pg';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { type Database, openDatabase } from '../db/client.ts';
import { withTenant } from '../db/scoped.ts';
import { createTenant } from '../test/factories.ts';
import { createEventBus, type EventBus, type LiveEvent } from './events.ts';

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

  /** Two event buses on one database, as two API processes have; stopped whatever the test does. */
  async function withTwoProcesses(test: (here: EventBus, there: EventBus) => Promise<void>) {
    const here = createEventBus(database);
    const there = createEventBus(database);
    await here.start();
    await there.start();
    try {
      await test(here, there);
    } finally {
      await here.stop();
      await there.stop();
    }
  }

  it('reach the other processes once, and the process that sent them only at the change', async () => {
    await withTwoProcesses(async (here, there) => {
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
    });
  });

  it('go after the commit, one statement at a time with those that came meanwhile, each tenant once', async () => {
    if (!notifying) return;
    await withTwoProcesses(async (here, there) => {
      const heard = new Set<number>();
      const both = new Promise<void>((resolve) => {
        there.onTenantChanged((t) => {
          heard.add(t);
          if (heard.has(903) && heard.has(904)) resolve();
        });
      });
      const pool = database.pool as unknown as { query: (...args: unknown[]) => Promise<unknown> };
      const query = pool.query;
      const sent: string[] = [];
      pool.query = function (this: unknown, ...args: unknown[]) {
        if (typeof args[0] === 'string' && args[0].includes('pg_notify')) sent.push(args[0]);
        return query.apply(this, args);
      };
      try {
        for (let i = 0; i < 20; i++) here.tenantChanged(903 + (i % 2), 'data');
        await both;
      } finally {
        pool.query = query;
      }
      // The first change goes at once; the 19 that came while it was on its way go together, each tenant once.
      expect(sent).toHaveLength(2);
      expect(sent[1]?.match(/pg_notify\(/g)).toHaveLength(2);
      for (const text of sent) expect(text).toMatch(/^begin; set local synchronous_commit to off; select pg_notify/);
    });
  });

  it('publishes several events at once: stored and delivered in order, each with its own id and data', async () => {
    await withTwoProcesses(async (here, there) => {
      const tenant = (await createTenant(database)).id;
      const got = { here: [] as LiveEvent[], there: [] as LiveEvent[] };
      here.subscribe((e) => e.tenantId === tenant && got.here.push(e));
      there.subscribe((e) => e.tenantId === tenant && got.there.push(e));
      const big = 'x'.repeat(9000); // past the NOTIFY payload cap: travels by id and is read back
      const ids = await here.publishMany(tenant, [
        { audience: 'research', type: 'raw_data_process_complete', data: { n: 1 } },
        { audience: 'research', type: 'new_suggested_entities', data: { n: 2, big } },
        { audience: 'all', type: 'new_suggested_organizations', data: { n: 3 } },
      ]);
      expect(ids).toHaveLength(3);
      expect([...ids].sort((a, b) => a - b)).toEqual(ids);
      const stored = await here.since(tenant, 0, ['research', 'all']);
      expect(stored.map((e) => [e.id, e.type, (e.data as { n: number }).n])).toEqual([
        [ids[0], 'raw_data_process_complete', 1],
        [ids[1], 'new_suggested_entities', 2],
        [ids[2], 'new_suggested_organizations', 3],
      ]);
      const expected = stored.map((e) => ({ id: e.id, type: e.type, audience: e.audience, data: e.data }));
      const seen = (list: LiveEvent[]) =>
        list.map((e) => ({ id: e.id, type: e.type, audience: e.audience, data: e.data }));
      const deadline = Date.now() + 5000;
      while (got.here.length < 3 && Date.now() < deadline) await new Promise((r) => setTimeout(r, 20));
      expect(seen(got.here)).toEqual(expected);
      if (!notifying) return;
      while (got.there.length < 3 && Date.now() < deadline) await new Promise((r) => setTimeout(r, 20));
      expect(seen(got.there)).toEqual(expected);
    });
  });

  it('stores, orders and notifies events in one statement of the publishing transaction', async () => {
    // Three statements (lock, insert, notices) per publication were a tenth of a processed document's statements.
    const sent: string[] = [];
    // biome-ignore lint/suspicious/noExplicitAny: wraps the driver's overloaded query() whatever its arguments
    const original = pg.Client.prototype.query as any;
    await withTwoProcesses(async (here) => {
      const tenant = (await createTenant(database)).id;
      pg.Client.prototype.query = function (this: pg.Client, ...args: unknown[]) {
        const first = args[0] as string | { text?: string } | undefined;
        const text = typeof first === 'string' ? first : first?.text;
        if (text) sent.push(text.trim());
        return original.apply(this, args);
      };
      try {
        const announce = await withTenant(database, tenant, (tx) =>
          here.publishWith(tx, tenant, [
            { audience: 'research', type: 'raw_data_update', data: { n: 1 } },
            { audience: 'research', type: 'raw_data_process_complete', data: { n: 2 } },
          ]),
        );
        await announce();
      } finally {
        pg.Client.prototype.query = original;
      }
      const stored = sent.filter((t) => !/^(begin|commit|rollback)/.test(t) && !/^select set_config/.test(t));
      const published = stored.filter((t) => /insert into live_events/.test(t));
      expect(published).toHaveLength(1);
      expect(published[0]).toMatch(/pg_advisory_xact_lock\(3,[\s\S]*insert into live_events/);
      if (notifying) expect(published[0]).toContain('pg_notify');
      expect(stored.filter((t) => /pg_advisory_xact_lock|pg_notify/.test(t) && t !== published[0])).toEqual([]);
      expect((await here.since(tenant, 0, ['research'])).map((e) => (e.data as { n: number }).n)).toEqual([1, 2]);
    });
  });

  it('publishes with a transaction: nothing when it rolls back, once when it commits', async () => {
    await withTwoProcesses(async (here, there) => {
      const tenant = (await createTenant(database)).id;
      const got: LiveEvent[] = [];
      there.subscribe((e) => e.tenantId === tenant && got.push(e));
      here.subscribe((e) => e.tenantId === tenant && !notifying && got.push(e));
      const event = (n: number) => ({ audience: 'research' as const, type: 'raw_data_update' as const, data: { n } });
      await expect(
        withTenant(database, tenant, async (tx) => {
          await here.publishWith(tx, tenant, [event(1)]);
          throw new Error('rolled back');
        }),
      ).rejects.toThrow('rolled back');
      const after = await withTenant(database, tenant, (tx) => here.publishWith(tx, tenant, [event(2)]));
      await after();
      const deadline = Date.now() + 5000;
      while (got.length < 1 && Date.now() < deadline) await new Promise((r) => setTimeout(r, 20));
      await new Promise((r) => setTimeout(r, 100));
      expect(got.map((e) => (e.data as { n: number }).n)).toEqual([2]);
      expect((await here.since(tenant, 0, ['research'])).map((e) => (e.data as { n: number }).n)).toEqual([2]);
    });
  });
});
