import { type SQL, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { type Tx, withTenant } from '../../db/scoped.ts';
import type { Principal } from '../../policies/principal.ts';
import { createTenant } from '../../test/factories.ts';
import { useTestApp } from '../../test/harness.ts';
import { readNeighbours } from './queries.ts';

type Plan = {
  'Relation Name'?: string;
  'Actual Rows'?: number;
  'Actual Loops'?: number;
  'Rows Removed by Filter'?: number;
  Plans?: Plan[];
};

/** Rows each table was read for (kept and dropped, times the loops), over the whole plan. */
function rowsRead(plan: Plan, into = new Map<string, number>()): Map<string, number> {
  const table = plan['Relation Name'];
  if (table) {
    const n = ((plan['Actual Rows'] ?? 0) + (plan['Rows Removed by Filter'] ?? 0)) * (plan['Actual Loops'] ?? 1);
    into.set(table, (into.get(table) ?? 0) + Math.round(n));
  }
  for (const child of plan.Plans ?? []) rowsRead(child, into);
  return into;
}

/**
 * Issue 37 item 3: a keyword on many records opens reading its page's neighbours, not all of them. Before,
 * each kind read every match (up to 2,000) by primary key to sort them by name: 6,000 rows for a keyword
 * on 2,000 organizations, people and library entries at 100k. The statement is EXPLAIN ANALYZEd as sent.
 */
describe('network: the open of a keyword on many records', () => {
  const ctx = useTestApp(() => ({ runWorkers: false }));

  // Failed in the CI rehearsal of 2026-12-06 with the other files writing organizations beside it (the
  // plan then read the organizations in id order): the page's links are now read first, by their index.
  it('reads at most a page of neighbours per kind, and counts from the links', async () => {
    const tenant = await createTenant(ctx.database);
    const pool = ctx.database.pool;
    const kw = await pool.query<{ id: string }>(
      `insert into keywords (tenant_id, name, slug, visibility) values ($1, 'Everywhere', 'everywhere', 'public') returning id`,
      [tenant.id],
    );
    const keywordId = Number(kw.rows[0]?.id);
    // Another tenant's organizations between this one's, as the other test files write theirs beside it:
    // 400 of this tenant's on the keyword, each after 20 of the other's (ids interleaved).
    const other = await createTenant(ctx.database);
    await pool.query(
      `with o as (insert into organizations (tenant_id, name_dba, visibility)
                  select case when g % 21 = 0 then $1::bigint else $3::bigint end, 'Org ' || g, 'public'
                    from generate_series(1, 400 * 21) g returning id, tenant_id)
       insert into entity_keywords (tenant_id, keyword_id, entity_type, entity_id)
       select $1, $2, 'Organization', id from o where tenant_id = $1`,
      [tenant.id, keywordId, other.id],
    );
    await pool.query('analyze organizations');
    await pool.query('analyze entity_keywords');
    const research: Principal = { userId: null, email: null, isAdmin: false, isResearch: true, isTenantAdmin: false };
    const center = { key: `keywords:${keywordId}`, kind: 'keywords', id: keywordId } as Parameters<
      typeof readNeighbours
    >[3];
    let plan: Plan | null = null;
    const page = await withTenant(ctx.database, tenant.id, async (tx) => {
      // The page's statement, explained instead of run; the answer is read from its plan's rows.
      const explaining = {
        execute: async (query: SQL) => {
          const r = await tx.execute(sql`explain (analyze, format json) ${query}`);
          plan = (r.rows[0] as { 'QUERY PLAN': [{ Plan: Plan }] })['QUERY PLAN'][0].Plan;
          return tx.execute(query);
        },
      } as unknown as Tx;
      return readNeighbours(explaining, tenant.id, research, center, { limit: 10, offset: 0 });
    });
    expect(page.nodes).toHaveLength(10);
    expect(page.total).toBe(400);
    const read = rowsRead(plan as unknown as Plan);
    // Ten organizations by primary key: the page (all 400, to sort them by name, before). The links: the
    // count's 400 (index-only, no record read) and at most a page for each of the four kinds.
    expect(read.get('organizations') ?? 0, JSON.stringify([...read])).toBeLessThanOrEqual(10);
    expect(read.get('entity_keywords') ?? 0, JSON.stringify([...read])).toBeLessThanOrEqual(400 + 4 * 10);
  });
});
