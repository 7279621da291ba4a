import type pg from 'pg';
import { beforeAll, describe, expect, it } from 'vitest';
import { withTenant } from '../db/scoped.ts';
import { seedRecords } from '../seed/records.ts';
import { seedWorkspace } from '../seed/workspace.ts';
import { createTenant, createUser, loginAs, type TestTenant } from '../test/factories.ts';
import { request, useTestApp } from '../test/harness.ts';
import { servedLists } from './resource-list.ts';

/**
 * Issue 33 (1): no list request's cost depends on luck with statistics. On tables never analysed
 * since their rows were written (statistics forgotten below), every filter of every list, asked
 * anonymously and by a researcher, runs statements whose plans read a bounded number of rows: the
 * plans are EXPLAIN ANALYZEd as the list sent them and their rows read (each scan's rows, kept and
 * dropped, times its loops) are counted — not timed. Before the fix, the organizations' keyword
 * filter re-ran the page's subquery once per organization of the tenant.
 */
type Plan = {
  'Node Type': string;
  'Relation Name'?: string;
  'Actual Rows'?: number;
  'Actual Loops'?: number;
  'Rows Removed by Filter'?: number;
  'Rows Removed by Index Recheck'?: number;
  'Rows Removed by Join Filter'?: number;
  Plans?: Plan[];
};

/** Rows a node read from its table each time it ran (kept and dropped), and how many times it ran. */
function readsOf(plan: Plan): { perLoop: number; loops: number } {
  const perLoop = plan['Relation Name']
    ? (plan['Actual Rows'] ?? 0) + (plan['Rows Removed by Filter'] ?? 0) + (plan['Rows Removed by Index Recheck'] ?? 0)
    : 0;
  return { perLoop, loops: plan['Actual Loops'] ?? 1 };
}

/**
 * What is wrong with a plan, if anything: it read more than `budget` rows in all, or a read ran
 * more times than the page's rows and their few links (`pageRows` × LOOKUP_ROWS) without being a
 * lookup by key (a few rows each time) — the shape of a statement re-run once per row of the table.
 */
function judge(plan: Plan, budget: number, pageRows: number): string | null {
  const nodes: Plan[] = [];
  const walk = (p: Plan) => {
    nodes.push(p);
    for (const child of p.Plans ?? []) walk(child);
  };
  walk(plan);
  const rows = (p: Plan) => Math.round(readsOf(p).perLoop * readsOf(p).loops);
  const total = nodes.reduce((n, p) => n + rows(p), 0);
  const repeated = nodes.filter((p) => readsOf(p).loops > pageRows * LOOKUP_ROWS && readsOf(p).perLoop > LOOKUP_ROWS);
  if (total <= budget && !repeated.length) return null;
  const worst = [...repeated, ...[...nodes].sort((a, b) => rows(b) - rows(a)).slice(0, 2)].map(
    (p) => `${p['Node Type']} ${p['Relation Name'] ?? ''}: ${readsOf(p).perLoop.toFixed(1)} rows × ${readsOf(p).loops}`,
  );
  return `read ${total} rows (budget ${budget}); ${worst.join('; ')}`;
}

type Statement = { text: string; values: unknown[] };

describe('list filters on a never-analysed database', () => {
  const ctx = useTestApp(() => ({ runWorkers: false }));
  let tenant: TestTenant;
  let research: string;
  let tenantRows = 0;
  const ids: string[] = [];

  let recording: Statement[] | null = null;
  const spy = (client: { query: (...a: unknown[]) => unknown; __filterPlanSpy?: boolean }) => {
    if (client.__filterPlanSpy) return;
    client.__filterPlanSpy = true;
    const query = client.query.bind(client);
    client.query = (config: unknown, values?: unknown, cb?: unknown) => {
      const text = typeof config === 'string' ? config : (config as { text: string }).text;
      const given = Array.isArray(values) ? values : ((config as { values?: unknown[] }).values ?? []);
      recording?.push({ text, values: given });
      return query(config, values, cb);
    };
  };

  beforeAll(async () => {
    tenant = await createTenant(ctx.database);
    await withTenant(ctx.database, tenant.id, async (tx) => {
      await seedRecords(tx, tenant.id, 'Plans');
      await seedWorkspace(tx, tenant.id);
    });
    // Enough organizations that re-reading them for each one shows (1,300² rows) beside a page's reads.
    await ctx.database.pool.query(
      `insert into organizations (tenant_id, name_dba, visibility)
       select $1, 'Filler ' || g, (array['public', 'hidden'])[1 + g % 2]::visibility from generate_series(1, ${FILLER}) g`,
      [tenant.id],
    );
    research = await loginAs(ctx.port, tenant, await createUser(ctx.database, tenant, 'research'));
    const pool = ctx.database.pool;
    for (const table of ['organizations', 'people', 'keywords', 'lists', 'library_entries', 'categories', 'sections']) {
      const { rows } = await pool.query(`select id from ${table} where tenant_id = $1 order by id limit 2`, [
        tenant.id,
      ]);
      ids.push(...rows.map((r: { id: string }) => String(r.id)));
    }
    // The tenant's rows in every table: a list may read them all once for each row of its page, never more.
    const { rows: tables } = await pool.query(`select c.table_name as name from information_schema.columns c
      join information_schema.tables t on t.table_schema = c.table_schema and t.table_name = c.table_name
      where c.table_schema = 'public' and c.column_name = 'tenant_id' and t.table_type = 'BASE TABLE'`);
    for (const { name } of tables as { name: string }[]) {
      const { rows } = await pool.query(`select count(*)::int as n from "${name}" where tenant_id = $1`, [tenant.id]);
      tenantRows += rows[0].n;
    }
    // Never analysed: no column statistics, and no row counts but the tables' sizes on disk.
    await pool.query(`delete from pg_statistic where starelid in
      (select c.oid from pg_class c where c.relnamespace = 'public'::regnamespace)`);
    await pool.query(`update pg_class set reltuples = -1, relpages = 0
      where relnamespace = 'public'::regnamespace and relkind in ('r', 'i')`);
    ctx.database.pool.on('acquire', spy as never);
  }, 120_000);

  async function explain(statement: Statement): Promise<Plan> {
    const client: pg.PoolClient = await ctx.database.pool.connect();
    try {
      await client.query('begin');
      await client.query(
        `select set_config('role', 'intel_app', true), set_config('app.tenant_id', '${tenant.id}', true),
           set_config('statement_timeout', '30000', true)`,
      );
      const result = await client.query(`explain (analyze, format json) ${statement.text}`, statement.values);
      return (result.rows[0] as { 'QUERY PLAN': [{ Plan: Plan }] })['QUERY PLAN'][0].Plan;
    } finally {
      await client.query('rollback');
      client.release();
    }
  }

  function valuesFor(filter: { type: string; options?: { value: string }[] }): string[] {
    if (filter.options?.length)
      return [
        filter.options
          .slice(0, 2)
          .map((o) => o.value)
          .join(','),
      ];
    switch (filter.type) {
      case 'boolean':
        return ['true', 'false'];
      case 'date_range':
        return ['2000-01-01,2020-12-31'];
      case 'number_range':
        return ['1,100'];
      case 'text':
        return ['a'];
      case 'time':
        return ['2000-01-01T00:00:00.000Z'];
      default:
        return [ids.join(',')];
    }
  }

  it('reads a bounded number of rows for every filter of every list, anonymously and as a researcher', async () => {
    const checked: string[] = [];
    const failures: string[] = [];
    for (const [path, def] of servedLists) {
      for (const caller of [null, research]) {
        const who = caller ? 'research' : 'anonymous';
        const url = `/api/v1${path}/`;
        const offered = await request(ctx.port, 'GET', `${url}available-filters/`, {
          host: tenant.host,
          token: caller,
        });
        if (offered.status !== 200) continue;
        const options = new Map<string, { value: string }[]>(
          (offered.body as { name: string; options?: { value: string }[] }[]).map((f) => [f.name, f.options ?? []]),
        );
        for (const filter of def.list.filters) {
          for (const value of valuesFor({ type: filter.type, options: options.get(filter.name) })) {
            const query = `${url}?${filter.name}=${encodeURIComponent(value)}&limit=${PAGE}`;
            const seen: Statement[] = [];
            recording = seen;
            let res = await request(ctx.port, 'GET', query, { host: tenant.host, token: caller });
            // A text filter that takes a time (`processed_since`) refuses words: asked again with one.
            if (res.status === 400 && filter.type === 'text' && res.body.errors?.[filter.name]) {
              seen.length = 0;
              res = await request(ctx.port, 'GET', query.replace(`=${value}&`, `=${valuesFor({ type: 'time' })[0]}&`), {
                host: tenant.host,
                token: caller,
              });
            }
            recording = null;
            if (res.status !== 200) {
              failures.push(`${who} ${query}: ${res.status} ${res.text.slice(0, 200)}`);
              continue;
            }
            const listed = seen.filter(
              (s) => /^\s*(select|with)\b/i.test(s.text) && s.text.includes(`"${tableName(def.table)}"`),
            );
            if (!listed.length) failures.push(`${who} ${query}: no statement read the list's table`);
            for (const statement of listed) {
              const wrong = judge(await explain(statement), (PAGE + 2) * tenantRows, PAGE + 1);
              checked.push(`${who} ${query}: ${wrong ?? 'bounded'}`);
              if (wrong) failures.push(`${who} ${query}: ${wrong}`);
            }
          }
        }
      }
    }
    if (process.env.PLAN_DEBUG) console.log(checked.join('\n'));
    expect(failures).toEqual([]);
    expect(checked.some((c) => c.startsWith('anonymous /api/v1/assets/organizations/?keywords='))).toBe(true);
  }, 600_000);
});

/** The page size the lists are asked for. */
const PAGE = 50;
/** Rows a lookup by key reads each time, at most on average (a record's few links). */
const LOOKUP_ROWS = 10;
/** Organizations added to the demo workspace's 300. */
const FILLER = 1_000;

function tableName(table: object): string {
  return (table as { [k: symbol]: string })[Symbol.for('drizzle:Name')] ?? '';
}
