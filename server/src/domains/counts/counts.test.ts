import http from 'node:http';
import { ENTITY_KINDS } from '@intel/contracts';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { withTenant } from '../../db/scoped.ts';
import { seedRecords } from '../../seed/records.ts';
import { createTenant, createUser, loginAs, type TestTenant } from '../../test/factories.ts';
import { request, useTestApp } from '../../test/harness.ts';

describe('entity counts', () => {
  const ctx = useTestApp();

  async function orgs(tenant: TestTenant, visibilities: string[]) {
    await withTenant(ctx.database, tenant.id, async (tx) => {
      for (const v of visibilities) {
        await tx.execute(
          sql`insert into organizations (tenant_id, name_dba, visibility) values (${tenant.id}, ${`Org ${v}`}, ${v}::visibility)`,
        );
      }
    });
  }

  async function tokens(tenant: TestTenant) {
    return {
      reader: await loginAs(ctx.port, tenant, await createUser(ctx.database, tenant, 'reader')),
      research: await loginAs(ctx.port, tenant, await createUser(ctx.database, tenant, 'research')),
      admin: await loginAs(ctx.port, tenant, await createUser(ctx.database, tenant, 'admin')),
    };
  }

  it('answers all 17 kinds, shaped per role', async () => {
    const tenant = await createTenant(ctx.database);
    await orgs(tenant, ['public', 'public', 'paywalled', 'hidden', 'hidden', 'hidden']);
    const t = await tokens(tenant);
    const free = await request(ctx.port, 'GET', '/api/v1/tools/free-ahead-entities-count/', { host: tenant.host });
    expect(free.status).toBe(200);
    expect(Object.keys(free.body).sort()).toEqual([...ENTITY_KINDS].sort());
    expect(free.body.organizations).toEqual({ public_count: 2, paywall_count: 1 });

    expect((await request(ctx.port, 'GET', '/api/v1/tools/entities-count/', { host: tenant.host })).status).toBe(401);
    const reader = await request(ctx.port, 'GET', '/api/v1/tools/entities-count/', {
      host: tenant.host,
      token: t.reader,
    });
    expect(reader.body.organizations).toEqual({ public_count: 2, paywall_count: 1 });
    const research = await request(ctx.port, 'GET', '/api/v1/tools/entities-count/', {
      host: tenant.host,
      token: t.research,
    });
    expect(research.body.organizations).toEqual({ public_count: 2, paywall_count: 1 });
    const admin = await request(ctx.port, 'GET', '/api/v1/tools/entities-count/', {
      host: tenant.host,
      token: t.admin,
    });
    expect(admin.body.organizations).toEqual({ public_count: 2, paywall_count: 1, hidden_count: 3 });
    // Three users were created: internal records count as hidden, so only admins see them.
    expect(admin.body.users).toEqual({ public_count: 0, paywall_count: 0, hidden_count: 3 });
    expect(reader.body.users).toEqual({ public_count: 0, paywall_count: 0 });

    const one = await request(ctx.port, 'GET', '/api/v1/tools/entities-count/organizations/', { host: tenant.host });
    expect(one.body).toEqual({ public_count: 2 });
    const oneAdmin = await request(ctx.port, 'GET', '/api/v1/tools/entities-count/organizations', {
      host: tenant.host,
      token: t.admin,
    });
    expect(oneAdmin.body).toEqual({ public_count: 2, paywall_count: 1, hidden_count: 3 });
    const bad = await request(ctx.port, 'GET', '/api/v1/tools/entities-count/nonsense/', { host: tenant.host });
    expect(bad.status).toBe(400);
  });

  it('stays exact after inserts, visibility changes and deletes, and never counts another tenant', async () => {
    const a = await createTenant(ctx.database);
    const b = await createTenant(ctx.database);
    await orgs(a, ['public', 'hidden']);
    await orgs(b, ['public', 'public', 'public', 'paywalled']);
    const token = await loginAs(ctx.port, a, await createUser(ctx.database, a, 'admin'));
    const counts = async () =>
      (await request(ctx.port, 'GET', '/api/v1/tools/entities-count/', { host: a.host, token })).body.organizations;
    expect(await counts()).toEqual({ public_count: 1, paywall_count: 0, hidden_count: 1 });
    // Writes made straight in SQL (the triggers are what is tested) say so, as every API write does.
    const write = async (statement: ReturnType<typeof sql>) => {
      await withTenant(ctx.database, a.id, (tx) => tx.execute(statement));
      ctx.app.events.tenantChanged(a.id);
    };
    await write(sql`update organizations set visibility = 'paywalled' where visibility = 'hidden'`);
    expect(await counts()).toEqual({ public_count: 1, paywall_count: 1, hidden_count: 0 });
    await write(sql`update organizations set name_dba = name_dba || '!'`);
    expect(await counts()).toEqual({ public_count: 1, paywall_count: 1, hidden_count: 0 });
    await write(sql`delete from organizations where visibility = 'public'`);
    expect(await counts()).toEqual({ public_count: 0, paywall_count: 1, hidden_count: 0 });
  });

  it.skipIf(!process.env.DATABASE_URL)(
    'an edit that moves no record between counts does not lock the counts: two writers of a tenant do not wait on each other',
    async () => {
      const tenant = await createTenant(ctx.database);
      await orgs(tenant, ['public', 'public']);
      const ids = await withTenant(ctx.database, tenant.id, (tx) =>
        tx.execute<{ id: number }>(sql`select id from organizations order by id`),
      );
      const [first, second] = ids.rows.map((r) => Number(r.id));
      const a = await ctx.database.pool.connect();
      const b = await ctx.database.pool.connect();
      const begin = `begin; select set_config('role', 'intel_app', true), set_config('app.tenant_id', '${tenant.id}', true)`;
      try {
        await a.query(begin);
        await a.query('update organizations set description = $1 where tenant_id = $2 and id = $3', [
          'edited by a',
          tenant.id,
          first,
        ]);
        await b.query(begin);
        await b.query(`set local lock_timeout = '300ms'`);
        // Before: the trigger rewrote the tenant's counts row (+1 −1) and b waited for a's commit.
        await b.query('update organizations set description = $1 where tenant_id = $2 and id = $3', [
          'edited by b',
          tenant.id,
          second,
        ]);
        await b.query('commit');
        await a.query('commit');
      } finally {
        await a.query('rollback').catch(() => {});
        await b.query('rollback').catch(() => {});
        a.release();
        b.release();
      }
      const token = await loginAs(ctx.port, tenant, await createUser(ctx.database, tenant, 'admin'));
      const res = await request(ctx.port, 'GET', '/api/v1/tools/entities-count/', { host: tenant.host, token });
      expect(res.body.organizations).toEqual({ public_count: 2, paywall_count: 0, hidden_count: 0 });
    },
  );

  it('is exact at once after writes through the API, though counts are cached between writes', async () => {
    const tenant = await createTenant(ctx.database);
    const t = await tokens(tenant);
    const counts = async (token: string) =>
      (await request(ctx.port, 'GET', '/api/v1/tools/entities-count/', { host: tenant.host, token })).body
        .organizations;
    const free = async () =>
      (await request(ctx.port, 'GET', '/api/v1/tools/free-ahead-entities-count/', { host: tenant.host })).body
        .organizations;
    expect(await counts(t.admin)).toEqual({ public_count: 0, paywall_count: 0, hidden_count: 0 });
    expect(await free()).toEqual({ public_count: 0, paywall_count: 0 });
    const created = await request(ctx.port, 'POST', '/api/v1/assets/organizations/', {
      host: tenant.host,
      token: t.research,
      body: { name_dba: 'Cached Counts Ltd', visibility: 'public' },
    });
    expect(created.status).toBe(201);
    expect(await counts(t.admin)).toEqual({ public_count: 1, paywall_count: 0, hidden_count: 0 });
    expect(await free()).toEqual({ public_count: 1, paywall_count: 0 });
    const id = created.body.id;
    await request(ctx.port, 'PATCH', `/api/v1/assets/organizations/${id}/`, {
      host: tenant.host,
      token: t.research,
      body: { visibility: 'hidden' },
    });
    expect(await counts(t.reader)).toEqual({ public_count: 0, paywall_count: 0 });
    expect(await counts(t.admin)).toEqual({ public_count: 0, paywall_count: 0, hidden_count: 1 });
    await request(ctx.port, 'DELETE', `/api/v1/assets/organizations/${id}/`, { host: tenant.host, token: t.research });
    expect(await counts(t.admin)).toEqual({ public_count: 0, paywall_count: 0, hidden_count: 0 });
  });

  it('is exact after a write whose client hung up before the answer (the change is signalled at commit)', async () => {
    const tenant = await createTenant(ctx.database);
    const t = await tokens(tenant);
    const counts = async () =>
      (await request(ctx.port, 'GET', '/api/v1/tools/entities-count/', { host: tenant.host, token: t.admin })).body
        .organizations;
    expect(await counts()).toEqual({ public_count: 0, paywall_count: 0, hidden_count: 0 });
    // Clients that send a create and go away before the answer (the bench's load generator does so when
    // its time is up), at several moments of the write; then the counts must equal what was stored.
    const body = JSON.stringify({ name_dba: 'Hung Up Ltd', visibility: 'public' });
    const hangUp = (afterMs: number) =>
      new Promise<void>((resolve) => {
        const req = http.request({
          host: '127.0.0.1',
          port: ctx.port,
          method: 'POST',
          path: '/api/v1/assets/organizations/',
          headers: {
            host: tenant.host,
            authorization: `Bearer ${t.research}`,
            'content-type': 'application/json',
            'content-length': Buffer.byteLength(body),
          },
        });
        req.on('error', () => resolve());
        req.on('response', () => resolve());
        req.end(body, () =>
          setTimeout(() => {
            req.destroy();
            resolve();
          }, afterMs),
        );
      });
    const stored = async () =>
      (
        (
          await withTenant(ctx.database, tenant.id, (tx) =>
            tx.execute(sql`select count(*)::int as n from organizations`),
          )
        ).rows[0] as { n: number }
      ).n;
    for (const ms of [0, 2, 5, 10, 15, 20, 30, 40, 60]) {
      await counts();
      await hangUp(ms);
      // The server goes on with a write whose client left: wait until what is stored stops changing.
      let n = await stored();
      for (let settled = 0; settled < 3; ) {
        await new Promise((r) => setTimeout(r, 100));
        const now = await stored();
        settled = now === n ? settled + 1 : 0;
        n = now;
      }
      expect(await counts(), `hung up after ${ms} ms`).toEqual({ public_count: n, paywall_count: 0, hidden_count: 0 });
    }
  });

  it('counts lists by their type, and every kind is fed by the demo records', async () => {
    const tenant = await createTenant(ctx.database);
    await withTenant(ctx.database, tenant.id, (tx) => seedRecords(tx, tenant.id, 'Seed test'));
    const token = await loginAs(ctx.port, tenant, await createUser(ctx.database, tenant, 'admin'));
    const res = await request(ctx.port, 'GET', '/api/v1/tools/entities-count/', { host: tenant.host, token });
    for (const kind of ENTITY_KINDS) {
      const c = res.body[kind];
      expect(c.public_count + c.paywall_count + c.hidden_count, kind).toBeGreaterThan(0);
    }
    expect(res.body.organizations_lists).toEqual({ public_count: 1, paywall_count: 0, hidden_count: 0 });
    expect(res.body.people_lists).toEqual({ public_count: 0, paywall_count: 1, hidden_count: 0 });
    expect(res.body.ledger_lists).toEqual({ public_count: 0, paywall_count: 0, hidden_count: 1 });
  });
});
