import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTenant, createUser, loginAs } from '../factories.ts';
import { openStream, request, upload, useTestApp } from '../harness.ts';
import { resourceContract } from '../resource-contract.ts';

/**
 * docs/scaling.md §3 (Citus, distributed by tenant_id): every statement the app sends that touches a
 * tenant table must name its tenant as `tenant_id = $n` (or insert a tenant_id), which is what lets
 * Citus route it to the one node that holds the tenant (a router query). The statements of a
 * representative run (CRUD of the main resources, upload and processing, search, counts, live events,
 * login and logout) are captured at the driver and checked one by one.
 */
const captured: string[] = [];
// biome-ignore lint/suspicious/noExplicitAny: wraps the driver's overloaded query() whatever its arguments
const original = pg.Client.prototype.query as any;

/**
 * Statements that may touch several tenants on purpose, each a maintenance pass run as the owner
 * (Citus runs them as multi-shard statements, off the request path):
 */
const MULTI_TENANT = [
  // live-event pruning (lib/events.ts prune), hourly
  /^delete from "live_events" where "live_events"\."created_at" < now\(\) - interval '1 day'$/i,
  // watches (issue 38), each a job or the dispatcher's pass, never a request: the saved questions due
  // again, the tenants with alerts waiting, the tenants that want a daily digest
  /^select tenant_id, id from watches where target_type = 'Question' and \(checked_at is null or checked_at < now\(\) - make_interval\(mins => \$1\)\) order by checked_at nulls first limit \d+$/i,
  /^select distinct tenant_id from alerts where dispatched_at is null limit \d+$/i,
  /^select distinct tenant_id from alert_settings where email = 'daily'$/i,
];

/** Tenant tables: every public table with a tenant_id column (the same rule that puts RLS on them). */
let tenantTables: string[] = [];

describe('every statement on a tenant table names its tenant (Citus router queries)', () => {
  const ctx = useTestApp(() => ({ runWorkers: true }));
  beforeAll(async () => {
    const { rows } = await ctx.database.pool.query<{ t: string }>(
      `select c.relname as t from pg_class c join pg_namespace n on n.oid = c.relnamespace
       join pg_attribute a on a.attrelid = c.oid and a.attname = 'tenant_id' and not a.attisdropped
       where n.nspname = 'public' and c.relkind in ('r', 'p')`,
    );
    tenantTables = rows.map((r) => r.t);
    pg.Client.prototype.query = function (this: pg.Client, ...args: unknown[]) {
      const first = args[0] as string | { text?: string } | undefined;
      const text = typeof first === 'string' ? first : first?.text;
      if (text) captured.push(text);
      return original.apply(this, args);
    };
  });
  afterAll(() => {
    pg.Client.prototype.query = original;
  });

  let n = 0;
  resourceContract(ctx, {
    path: '/assets/organizations',
    create: () => ({ name_dba: `Routed Org ${++n}` }),
    patch: { ownership_type: 'Private', emails: ['hello@acme.example'] },
    invalid: { name_dba: '', emails: ['not-an-email'] },
    writer: 'research',
    readerOnly: 'reader',
    hasVisibility: true,
    publicRead: true,
  });
  resourceContract(ctx, {
    path: '/assets/people',
    create: () => ({ name_given: 'Ada', name_family: `Routed ${++n}`, gender: 'F' }),
    patch: { current_address_city: 'Berlin' },
    invalid: { gender: 'X' },
    writer: 'research',
    readerOnly: 'reader',
    hasVisibility: true,
    publicRead: true,
  });
  resourceContract(ctx, {
    path: '/assets/library',
    create: () => ({ title: `Routed entry ${++n}`, type: 'Podcast' }),
    patch: { abstract: 'About it.' },
    invalid: { title: '' },
    writer: 'research',
    readerOnly: 'reader',
    hasVisibility: true,
    publicRead: true,
  });

  it('uploads, processes, searches, counts and streams', async () => {
    const tenant = await createTenant(ctx.database);
    const token = await loginAs(ctx.port, tenant, await createUser(ctx.database, tenant, 'research'));
    const h = { host: tenant.host, token };
    const stream = await openStream(ctx.port, `/api/v1/events/?channels=${tenant.subdomain}-research`, h);
    const item = await upload(ctx.port, '/api/v1/raw-data/upload/', {
      ...h,
      files: [
        { name: 'note.txt', content: 'Routed Quantum Labs GmbH hired Tomas Weller. Contact: hi@routed.example.' },
      ],
      fields: { process: 'true' },
    });
    expect(item.status).toBe(201);
    const deadline = Date.now() + 30_000;
    for (;;) {
      const r = await request(ctx.port, 'GET', `/api/v1/raw-data/${item.body.id}/`, h);
      if (r.body.processing_status === 'completed') break;
      if (Date.now() > deadline) throw new Error(`processing: ${r.body.processing_status}`);
      await new Promise((r2) => setTimeout(r2, 100));
    }
    stream.close();
    expect((await request(ctx.port, 'GET', `/api/v1/raw-data/${item.body.id}/file/`, h)).status).toBe(200);
    expect((await request(ctx.port, 'GET', '/api/v1/suggested-entities/organizations/', h)).status).toBe(200);
    expect((await request(ctx.port, 'GET', '/api/v1/search/?q=Routed', h)).status).toBe(200);
    expect((await request(ctx.port, 'GET', '/api/v1/tools/entities-count/', h)).status).toBe(200);
    expect((await request(ctx.port, 'GET', '/api/v1/raw-data/type-counts/', h)).status).toBe(200);
    // Every list, filter, count and export route without a path parameter, as an admin of this tenant.
    const admin = await loginAs(ctx.port, tenant, await createUser(ctx.database, tenant, 'admin'));
    const paths = ctx.app.routeTable
      .filter((r) => r.method === 'GET' && r.url.startsWith('/api/v1/') && !r.url.includes(':'))
      .filter((r) => !/\/events\/|\/docs/.test(r.url))
      .map((r) => r.url);
    expect(paths.length).toBeGreaterThan(40);
    for (const p of paths) {
      const res = await request(ctx.port, 'GET', p, { host: tenant.host, token: admin });
      expect(res.status, p).toBeLessThan(500);
    }
    expect((await request(ctx.port, 'POST', '/api/v1/auth/logout/', h)).status).toBeLessThan(300);
  }, 120_000);

  it('found tenant_id = $n in each of them', () => {
    const names = tenantTables.map((t) => t.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')).join('|');
    const touches = new RegExp(`\\b(?:from|join|update|into)\\s+"?(?:public"?\\.)?"?(${names})"?(?![\\w"])`, 'i');
    const tenantCondition = /"?tenant_id"?\s*=\s*(?:\$\d+|\(\$\d+\)|\$\d+::\w+)/i;
    const inserts = /^\s*insert into\s+"?\w+"?\s*\(\s*"?tenant_id"?/i;
    const checked = new Set<string>();
    const offenders: string[] = [];
    for (const text of captured) {
      const sql = text.replace(/\s+/g, ' ').trim();
      if (checked.has(sql)) continue;
      checked.add(sql);
      if (!touches.test(sql)) continue;
      if (MULTI_TENANT.some((re) => re.test(sql))) continue;
      if (tenantCondition.test(sql) || inserts.test(sql)) continue;
      offenders.push(sql.slice(0, 400));
    }
    expect(checked.size).toBeGreaterThan(100);
    expect(offenders, `statements on tenant tables without tenant_id = $n:\n${offenders.join('\n')}`).toEqual([]);
  });
});
