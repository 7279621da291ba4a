import {
  slugify,
  type TKeyword,
  type TKeywordCreate,
  type TKeywordPatch,
  ZKeyword,
  ZKeywordCreate,
  ZKeywordPatch,
} from '@intel/contracts';
import { and, count, eq, ilike, inArray, or, type SQL, sql } from 'drizzle-orm';
import {
  entityKeywords,
  keywords,
  ledgerEntries,
  libraryEntries,
  lists,
  organizations,
  people,
} from '../../db/schema/index.ts';
import { booleanFilter, visibilityFilter } from '../../lib/filters.ts';
import type { Ctx, ResourceDef } from '../../lib/resource.ts';
import { readableVisibilities } from '../../policies/principal.ts';

type Row = typeof keywords.$inferSelect;

/**
 * How many records each keyword tags, counting only records the caller may see. Those who see
 * everything read the link table's primary key alone; others join each tagged record type on its
 * primary key (entity types as setKeywords writes them; raw data is never visible to them).
 */
async function usageCounts(ctx: Ctx, ids: number[]): Promise<Map<number, number>> {
  const levels = readableVisibilities(ctx.principal);
  const links = and(eq(entityKeywords.tenantId, ctx.tenantId), inArray(entityKeywords.keywordId, ids));
  let rows: { id: number; n: number }[];
  if (levels.length === 3) {
    rows = await ctx.tx
      .select({ id: entityKeywords.keywordId, n: count() })
      .from(entityKeywords)
      .where(links)
      .groupBy(entityKeywords.keywordId);
  } else {
    const visible = (
      entityType: SQL,
      table: typeof organizations | typeof people | typeof ledgerEntries | typeof libraryEntries | typeof lists,
    ) => sql`
      select ${entityKeywords.keywordId} as id from ${entityKeywords}
        join ${table} on ${table.tenantId} = ${entityKeywords.tenantId} and ${table.id} = ${entityKeywords.entityId}
       where ${links} and ${entityKeywords.entityType} = ${entityType} and ${inArray(table.visibility, levels)}`;
    const result = await ctx.tx.execute(sql`select id, count(*)::int as n from (
      ${visible(sql`'Organization'`, organizations)} union all
      ${visible(sql`'Person'`, people)} union all
      ${visible(sql`'LedgerEntry'`, ledgerEntries)} union all
      ${visible(sql`'LibraryEntry'`, libraryEntries)} union all
      ${visible(sql`${lists.type}::text`, lists)}
    ) v group by id`);
    rows = result.rows as { id: number; n: number }[];
  }
  return new Map(rows.map((u) => [Number(u.id), Number(u.n)]));
}

export const keywordResource: ResourceDef<TKeyword, TKeywordCreate, TKeywordPatch> = {
  path: '/keywords',
  tag: 'keywords',
  entityType: 'Keyword',
  countsKind: 'keyword',
  label: 'Keyword',
  table: keywords,
  readGroup: 'open',
  writeGroup: 'research',
  out: ZKeyword,
  create: ZKeywordCreate,
  patch: ZKeywordPatch,
  list: {
    table: keywords,
    orderings: { name: keywords.name, updated_at: keywords.updatedAt, created_at: keywords.createdAt },
    defaultOrdering: '-updated_at',
    idColumn: keywords.id,
    search: (q) => or(ilike(keywords.name, `%${q}%`), ilike(keywords.slug, `%${q}%`)) as never,
    showOnDashboard: keywords.showOnDashboard,
    filters: [
      visibilityFilter(keywords, keywords.visibility),
      booleanFilter(keywords.showOnDashboard, 'show_on_dashboard', 'On dashboard'),
    ],
  },
  values: (input) => ({
    ...(input.name !== undefined ? { name: input.name } : {}),
    ...(input.slug !== undefined || input.name !== undefined ? { slug: input.slug ?? slugify(input.name ?? '') } : {}),
    ...(input.description !== undefined ? { description: input.description } : {}),
    ...(input.visibility !== undefined ? { visibility: input.visibility } : {}),
    ...(input.show_on_dashboard !== undefined ? { showOnDashboard: input.show_on_dashboard } : {}),
  }),
  async present(rows, ctx) {
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
  },
  xlsx: [
    { header: 'ID', key: 'id', width: 8, value: (k) => k.id },
    { header: 'Name', key: 'name', width: 30, value: (k) => k.name },
    { header: 'Slug', key: 'slug', width: 30, value: (k) => k.slug },
    { header: 'Description', key: 'description', width: 50, value: (k) => k.description },
    { header: 'Visibility', key: 'visibility', width: 12, value: (k) => k.visibility },
    { header: 'Records', key: 'usage_count', width: 10, value: (k) => k.usage_count },
  ],
};
