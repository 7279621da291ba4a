import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { withTenant } from '../db/scoped.ts';
import { seedRecords } from '../seed/records.ts';
import { createTenant, createUser, loginAs } from '../test/factories.ts';
import { request, useTestApp } from '../test/harness.ts';
import { forgetEstimates, setListCountCap } from './listing.ts';

/**
 * Unfiltered lists take their total from the maintained counts instead of counting rows: the
 * totals must be the real number of rows each caller may see, filtered or not, before and after writes.
 */
describe('list totals', () => {
  const ctx = useTestApp();
  const LISTS = [
    ['/api/v1/assets/organizations/', 'organizations'],
    ['/api/v1/assets/people/', 'people'],
    ['/api/v1/assets/library/', 'library_entries'],
    ['/api/v1/keywords/', 'keywords'],
    ['/api/v1/terminology/', 'terminology'],
    ['/api/v1/facts/', 'facts'],
  ] as const;

  it('equal the rows each caller may see, for every counted list', async () => {
    const tenant = await createTenant(ctx.database);
    await withTenant(ctx.database, tenant.id, (tx) => seedRecords(tx, tenant.id, 'Totals'));
    const tokens = {
      anonymous: null,
      reader: await loginAs(ctx.port, tenant, await createUser(ctx.database, tenant, 'reader')),
      admin: await loginAs(ctx.port, tenant, await createUser(ctx.database, tenant, 'admin')),
    };
    const levels = { anonymous: ['public'], reader: ['public', 'paywalled'], admin: ['public', 'paywalled', 'hidden'] };
    const rows = async (table: string, visible: string[]) => {
      const result = await withTenant(ctx.database, tenant.id, (tx) =>
        tx.execute(
          sql`select count(*)::int as n from ${sql.identifier(table)} where tenant_id = ${tenant.id} and visibility::text in (${sql.join(
            visible.map((v) => sql`${v}`),
            sql`, `,
          )})`,
        ),
      );
      return Number((result.rows[0] as { n: number }).n);
    };
    const check = async () => {
      for (const [path, table] of LISTS) {
        for (const [who, token] of Object.entries(tokens)) {
          const res = await request(ctx.port, 'GET', `${path}?limit=1`, { host: tenant.host, token });
          // Facts are an admin screen; the others are open to all.
          if (res.status !== 200) continue;
          const expected = await rows(table, levels[who as keyof typeof levels]);
          expect(res.body.count, `${path} as ${who}`).toBe(expected);
        }
      }
    };
    await check();
    const created = await request(ctx.port, 'POST', '/api/v1/assets/organizations/', {
      host: tenant.host,
      token: tokens.admin,
      body: { name_dba: 'Totals Added', visibility: 'paywalled' },
    });
    expect(created.status).toBe(201);
    await check();
    await request(ctx.port, 'PATCH', `/api/v1/assets/organizations/${created.body.id}/`, {
      host: tenant.host,
      token: tokens.admin,
      body: { visibility: 'public' },
    });
    await check();
  });

  it('counts a filtered list only up to the cap, then says the total is an estimate; exact on demand', async () => {
    const tenant = await createTenant(ctx.database);
    const admin = await loginAs(ctx.port, tenant, await createUser(ctx.database, tenant, 'admin'));
    for (let i = 0; i < 6; i++) {
      const res = await request(ctx.port, 'POST', '/api/v1/assets/organizations/', {
        host: tenant.host,
        token: admin,
        body: { name_dba: `Bounded ${i}` },
      });
      expect(res.status).toBe(201);
    }
    const restore = setListCountCap(3);
    try {
      const page = await request(ctx.port, 'GET', '/api/v1/assets/organizations/?search=Bounded&limit=2', {
        host: tenant.host,
        token: admin,
      });
      expect(page.status, page.text).toBe(200);
      expect(page.body.count_is_estimate).toBe(true);
      expect(page.body.count).toBeGreaterThanOrEqual(4);
      expect(page.body.results).toHaveLength(2);
      expect(page.body.next).not.toBeNull();
      const exact = await request(
        ctx.port,
        'GET',
        '/api/v1/assets/organizations/?search=Bounded&limit=2&exact_count=true',
        {
          host: tenant.host,
          token: admin,
        },
      );
      expect(exact.body.count).toBe(6);
      expect(exact.body.count_is_estimate).toBeUndefined();
      const few = await request(ctx.port, 'GET', '/api/v1/assets/organizations/?search=Bounded%201', {
        host: tenant.host,
        token: admin,
      });
      expect(few.body.count).toBe(1);
      expect(few.body.count_is_estimate).toBeUndefined();
    } finally {
      restore();
    }
  });

  it('asks the planner for the estimate of a list once while it lasts, per statement and parameters', async () => {
    const tenant = await createTenant(ctx.database);
    const admin = await loginAs(ctx.port, tenant, await createUser(ctx.database, tenant, 'admin'));
    const insert = (n: number) =>
      withTenant(ctx.database, tenant.id, (tx) =>
        tx.execute(sql`insert into organizations (tenant_id, name_dba)
          select ${tenant.id}, 'Estimated ' || g from generate_series(1, ${n}) g`),
      );
    await insert(6);
    await ctx.database.db.execute(sql`analyze organizations`);
    const restore = setListCountCap(3);
    try {
      const total = async (query: string) => {
        const res = await request(ctx.port, 'GET', `/api/v1/assets/organizations/?${query}&limit=2`, {
          host: tenant.host,
          token: admin,
        });
        expect(res.status, res.text).toBe(200);
        expect(res.body.count_is_estimate).toBe(true);
        return res.body.count as number;
      };
      const first = await total('search=Estimated');
      await insert(2_000);
      await ctx.database.db.execute(sql`analyze organizations`);
      // The same list within the estimate's lifetime: the planner is not asked again.
      expect(await total('search=Estimated')).toBe(first);
      forgetEstimates();
      expect(await total('search=Estimated')).toBeGreaterThan(first);
    } finally {
      restore();
    }
  });
});
