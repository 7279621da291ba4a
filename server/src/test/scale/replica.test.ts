import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app.ts';
import { loadConfig } from '../../config.ts';
import { type Database, openDatabase } from '../../db/client.ts';
import { APP_ROLE, migrateDatabase } from '../../db/migrate.ts';
import { REPLICA_GRACE_MS } from '../../db/scoped.ts';
import { createTenant, createUser, loginAs, type TestTenant } from '../factories.ts';
import { request } from '../harness.ts';
import { hasPgBinaries, startPrimaryAndStandby } from '../pg-standby.ts';

/**
 * DATABASE_REPLICA_URL against a real streaming standby (docs/scaling.md §2): a private primary and a
 * `pg_basebackup -R` hot standby started here. Replay on the standby is paused to make its lag
 * visible, which tells exactly which reads it served. Runs in the PostgreSQL run (DATABASE_URL set).
 */
const enabled = !!process.env.DATABASE_URL && hasPgBinaries();
if (!enabled)
  console.log('replica test skipped: it runs in the PostgreSQL run (DATABASE_URL) with PostgreSQL 15 binaries');

describe.skipIf(!enabled)('read replica', () => {
  let cluster: Awaited<ReturnType<typeof startPrimaryAndStandby>>;
  let database: Database;
  let app: FastifyInstance;
  let port = 0;
  let tenant: TestTenant;
  let other: TestTenant;
  let researchToken = '';
  let readerToken = '';
  const standby = async (sql: string, params: unknown[] = []) => {
    const c = new pg.Client({ connectionString: cluster.standbyUrl('intel') });
    await c.connect();
    try {
      return (await c.query(sql, params)).rows;
    } finally {
      await c.end();
    }
  };

  beforeAll(async () => {
    cluster = await startPrimaryAndStandby();
    const admin = new pg.Client({ connectionString: cluster.primaryUrl() });
    await admin.connect();
    await admin.query('CREATE DATABASE intel');
    await admin.end();
    database = await openDatabase({
      databaseUrl: cluster.primaryUrl('intel'),
      replicaUrl: cluster.standbyUrl('intel'),
      dataDir: '',
      poolSize: 4,
    });
    await migrateDatabase(database);
    app = await buildApp(
      loadConfig(
        { LOG_LEVEL: 'silent', DEMO_PASSWORD: 'unused-demo-password' },
        { host: '127.0.0.1', runWorkers: false },
      ),
      database,
    );
    await app.listen({ port: 0, host: '127.0.0.1' });
    port = (app.server.address() as { port: number }).port;
    tenant = await createTenant(database);
    other = await createTenant(database);
    researchToken = await loginAs(port, tenant, await createUser(database, tenant, 'research'));
    readerToken = await loginAs(port, tenant, await createUser(database, tenant, 'reader'));
    const otherToken = await loginAs(port, other, await createUser(database, other, 'research'));
    const o = await request(port, 'POST', '/api/v1/assets/organizations/', {
      host: other.host,
      token: otherToken,
      body: { name_dba: 'Elsewhere Replicated Ltd', visibility: 'public' },
    });
    expect(o.status).toBe(201);
    await cluster.caughtUp('intel');
  }, 180_000);

  afterAll(async () => {
    await app?.close();
    await database?.close();
    await cluster?.stop();
  });

  it('is a real hot standby', async () => {
    expect((await standby('select pg_is_in_recovery() as r'))[0]?.r).toBe(true);
  });

  it('serves lists, visitor details, search and counts from the standby; writes and editors read the primary', async () => {
    const reader = { host: tenant.host, token: readerToken };
    const research = { host: tenant.host, token: researchToken };
    const listNames = async () =>
      (
        (await request(port, 'GET', '/api/v1/assets/organizations/', reader)).body.results as { name_dba: string }[]
      ).map((r) => r.name_dba);
    const countOf = async () =>
      (await request(port, 'GET', '/api/v1/tools/entities-count/organizations/', reader)).body.public_count as number;
    const before = await countOf();

    let id = 0;
    await standby('select pg_wal_replay_pause()');
    try {
      // A write with the standby frozen: it can only have gone to the primary.
      const created = await request(port, 'POST', '/api/v1/assets/organizations/', {
        ...research,
        body: { name_dba: 'Lagging Standby Holdings', visibility: 'public' },
      });
      expect(created.status).toBe(201);
      id = created.body.id as number;
      // Read-your-writes: right after the write, the tenant's reads stay on the primary.
      expect(await listNames()).toContain('Lagging Standby Holdings');

      await new Promise((r) => setTimeout(r, REPLICA_GRACE_MS + 300));
      // Now the lag-tolerant reads come from the frozen standby, which has not seen the write.
      expect(await listNames()).not.toContain('Lagging Standby Holdings');
      expect((await request(port, 'GET', `/api/v1/assets/organizations/${id}/`, reader)).status).toBe(404);
      const search = await request(port, 'GET', '/api/v1/search/?q=Lagging%20Standby', reader);
      expect(search.status).toBe(200);
      expect(JSON.stringify(search.body)).not.toContain('Lagging Standby Holdings');
      expect(await countOf()).toBe(before);
      // The editor's detail page reads the primary.
      expect((await request(port, 'GET', `/api/v1/assets/organizations/${id}/`, research)).status).toBe(200);
    } finally {
      await standby('select pg_wal_replay_resume()');
    }
    await cluster.caughtUp('intel');
    // Caught up, the same reads find it: what they missed was the standby's lag, nothing else.
    expect(await listNames()).toContain('Lagging Standby Holdings');
    const found = await request(port, 'GET', '/api/v1/search/?q=Lagging%20Standby', reader);
    expect(JSON.stringify(found.body)).toContain('Lagging Standby Holdings');
    expect((await request(port, 'GET', `/api/v1/assets/organizations/${id}/`, reader)).status).toBe(200);
  }, 60_000);

  it('applies row-level security on the standby', async () => {
    const c = new pg.Client({ connectionString: cluster.standbyUrl('intel') });
    await c.connect();
    try {
      await c.query('begin');
      await c.query(`select set_config('role', $1, true), set_config('app.tenant_id', $2, true)`, [
        APP_ROLE,
        String(tenant.id),
      ]);
      const seen = await c.query<{ n: number; theirs: number }>(
        `select count(*)::int as n, count(*) filter (where tenant_id = $1)::int as theirs from organizations`,
        [other.id],
      );
      expect(seen.rows[0]?.n).toBeGreaterThan(0);
      expect(seen.rows[0]?.theirs).toBe(0);
      await c.query('rollback');
      // As the app role with no tenant set: nothing at all, though the other tenant's row is there.
      await c.query('begin');
      await c.query(`select set_config('role', $1, true)`, [APP_ROLE]);
      expect((await c.query('select count(*)::int as n from organizations')).rows[0]?.n).toBe(0);
      await c.query('rollback');
      const owner = await c.query('select count(*)::int as n from organizations where tenant_id = $1', [other.id]);
      expect(owner.rows[0]?.n).toBeGreaterThan(0);
    } finally {
      await c.end();
    }
  });

  it('falls back to the primary when the standby cannot be reached', async () => {
    const broken = await openDatabase({
      databaseUrl: cluster.primaryUrl('intel'),
      replicaUrl: 'postgres://postgres@127.0.0.1:1/intel',
      dataDir: '',
      poolSize: 2,
    });
    const a = await buildApp(
      loadConfig(
        { LOG_LEVEL: 'silent', DEMO_PASSWORD: 'unused-demo-password' },
        { host: '127.0.0.1', runWorkers: false },
      ),
      broken,
    );
    try {
      await a.listen({ port: 0, host: '127.0.0.1' });
      const p = (a.server.address() as { port: number }).port;
      const res = await request(p, 'GET', '/api/v1/assets/organizations/', { host: tenant.host, token: readerToken });
      expect(res.status).toBe(200);
      expect(res.body.count).toBeGreaterThan(0);
    } finally {
      await a.close();
      await broken.close();
    }
  });
});
