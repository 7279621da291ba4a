import { LIST_TYPES, type TKeyword } from '@intel/contracts';
import { and, count, eq, inArray, type SQL, sql } from 'drizzle-orm';
import type { Ctx } from '../../db/ctx.ts';
import {
  entityKeywords,
  type keywords,
  ledgerEntries,
  libraryEntries,
  lists,
  organizations,
  people,
} from '../../db/schema/index.ts';
import type { AnyRow } from '../../lib/resource-def.ts';
import { readableVisibilities } from '../../policies/principal.ts';

type Row = typeof keywords.$inferSelect;

type Tagged = typeof organizations | typeof people | typeof ledgerEntries | typeof libraryEntries | typeof lists;
/** The record types setKeywords tags, by the entity type it writes (lists: their type); raw data is research-only. */
const TAGGED: [readonly string[], Tagged][] = [
  [['Organization'], organizations],
  [['Person'], people],
  [['LedgerEntry'], ledgerEntries],
  [['LibraryEntry'], libraryEntries],
  [LIST_TYPES, lists],
];
/** A link's record: its id, and for lists its type too (a list's links carry the list's type). */
const linkedBy = (table: Tagged) =>
  sql`${table.tenantId} = ${entityKeywords.tenantId} and ${table.id} = ${entityKeywords.entityId}${
    table === lists ? sql` and ${lists.type}::text = ${entityKeywords.entityType}` : sql``
  }`;
/**
 * Up to this many links on a page, the visible records are found by one primary-key probe per
 * link; past it, by joining the record tables (one scan of them, whatever the number of links).
 * Measured on 700,000 records: 11,500 links probed in 75-135 ms, the join 330-570 ms.
 */
export const PROBE_LINKS = 40_000;

/**
 * How many records each keyword tags, counting only records the caller may see. The link table's
 * primary key gives every keyword's links (all that research and admins need). For others, a page
 * with few links probes each linked record by its primary key; one with many joins the record
 * tables instead (`probeLinks` is the limit, see PROBE_LINKS).
 */
export async function usageCounts(ctx: Ctx, ids: number[], probeLinks = PROBE_LINKS): Promise<Map<number, number>> {
  const levels = readableVisibilities(ctx.principal);
  const linksOf = (of: number[]) =>
    and(eq(entityKeywords.tenantId, ctx.tenantId), inArray(entityKeywords.keywordId, of));
  const totals = await ctx.tx
    .select({ id: entityKeywords.keywordId, n: count() })
    .from(entityKeywords)
    .where(linksOf(ids))
    .groupBy(entityKeywords.keywordId);
  const all = new Map(totals.map((u) => [Number(u.id), Number(u.n)]));
  if (levels.length === 3) return all;
  const tagged = [...all.keys()];
  const probe = [...all.values()].reduce((a, b) => a + b, 0) <= probeLinks;
  const few = probe ? tagged : [];
  const many = probe ? [] : tagged;
  const out = new Map<number, number>();
  const read = async (query: SQL) => {
    for (const r of (await ctx.tx.execute(query)).rows as { id: number; n: number }[])
      out.set(Number(r.id), Number(r.n));
  };
  if (few.length) {
    // Scalar subqueries stay per-row probes (the planner does not turn them into joins).
    const visibility = sql.join(
      TAGGED.map(
        ([types, table]) =>
          sql`when ${entityKeywords.entityType} in ${types} then (select ${table.visibility} from ${table} where ${linkedBy(table)})`,
      ),
      sql` `,
    );
    await read(sql`select ${entityKeywords.keywordId} as id, count(*)::int as n from ${entityKeywords}
      where ${linksOf(few)} and (case ${visibility} end)::text in ${levels}
      group by ${entityKeywords.keywordId}`);
  }
  if (many.length) {
    const joined = TAGGED.map(
      ([
        types,
        table,
      ]) => sql`select ${entityKeywords.keywordId} as id from ${entityKeywords} join ${table} on ${linkedBy(table)}
       where ${linksOf(many)} and ${entityKeywords.entityType} in ${types} and ${inArray(table.visibility, levels)}`,
    );
    await read(sql`select id, count(*)::int as n from (${sql.join(joined, sql` union all `)}) v group by id`);
  }
  return out;
}

export async function presentKeywords(rows: AnyRow[], ctx: Ctx): Promise<TKeyword[]> {
  const ids = rows.map((r) => r.id as number);
  const used = ids.length ? await usageCounts(ctx, ids) : new Map<number, number>();
  return (rows as Row[]).map((r) => ({
    id: r.id,
    name: r.name,
    slug: r.slug,
    description: r.description,
    visibility: r.visibility,
    show_on_dashboard: r.showOnDashboard,
    created_at: r.createdAt.toISOString(),
    updated_at: r.updatedAt.toISOString(),
    usage_count: used.get(r.id) ?? 0,
  }));
}
