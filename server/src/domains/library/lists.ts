import {
  LIST_TYPES,
  slugify,
  type TList,
  type TListCreate,
  type TListPatch,
  ZList,
  ZListCreate,
  ZListPatch,
} from '@intel/contracts';
import { and, asc, count, eq, ilike, inArray, or, sql } from 'drizzle-orm';
import type { Ctx } from '../../db/ctx.ts';
import { ledgerEntries, libraryEntries, listItems, lists, organizations, people } from '../../db/schema/index.ts';
import { choiceFilter, visibilityFilter } from '../../lib/filters.ts';
import type { ResourceDef } from '../../lib/resource-def.ts';
import { readableVisibilities } from '../../policies/principal.ts';
import { iso, keywordsOf, pick, setKeywords } from '../curation/children.ts';
import { autoTagList } from './autotag.ts';

export type Row = typeof lists.$inferSelect;

export async function presentLists(rows: Row[], ctx: Ctx): Promise<TList[]> {
  // Counts only the items this caller may see: a hidden record's presence is not revealed.
  const counts: { id: number; n: number }[] = [];
  for (const type of LIST_TYPES) {
    const of = rows.filter((r) => r.type === type).map((r) => r.id);
    if (!of.length) continue;
    const src = itemSource(type);
    const part = await ctx.tx
      .select({ id: listItems.listId, n: count() })
      .from(listItems)
      .innerJoin(src.table, and(eq(src.tenant, listItems.tenantId), eq(src.id, listItems.itemId)))
      .where(
        and(
          eq(listItems.tenantId, ctx.tenantId),
          inArray(listItems.listId, of),
          inArray(src.vis, readableVisibilities(ctx.principal)),
        ),
      )
      .groupBy(listItems.listId);
    counts.push(...part.map((p) => ({ id: p.id, n: Number(p.n) })));
  }
  const kws = new Map<number, { id: number; name: string }[]>();
  for (const type of LIST_TYPES) {
    const of = rows.filter((r) => r.type === type).map((r) => r.id);
    for (const [k, v] of await keywordsOf(ctx, type, of)) kws.set(k, v);
  }
  return rows.map((r) => ({
    id: r.id,
    name: r.name,
    slug: r.slug,
    description: r.description,
    type: r.type,
    auto_tagging: r.autoTagging,
    item_count: Number(counts.find((c) => c.id === r.id)?.n ?? 0),
    keywords: kws.get(r.id) ?? [],
    visibility: r.visibility,
    show_on_dashboard: r.showOnDashboard,
    created_at: iso(r.createdAt) as string,
    updated_at: iso(r.updatedAt) as string,
  }));
}

export const listResource: ResourceDef<TList, TListCreate, TListPatch> = {
  path: '/lists',
  tag: 'lists',
  entityType: 'List',
  label: 'List',
  table: lists,
  readGroup: 'open',
  writeGroup: 'research',
  out: ZList,
  create: ZListCreate,
  patch: ZListPatch as never,
  list: {
    table: lists,
    orderings: { name: lists.name, updated_at: lists.updatedAt, created_at: lists.createdAt },
    defaultOrdering: '-updated_at',
    idColumn: lists.id,
    search: (q) => or(ilike(lists.name, `%${q}%`), ilike(lists.description, `%${q}%`)) as never,
    showOnDashboard: lists.showOnDashboard,
    filters: [visibilityFilter(lists, lists.visibility), choiceFilter(lists, lists.type, 'type', 'Type', LIST_TYPES)],
  },
  values: (input) => ({
    ...pick(input, {
      name: 'name',
      description: 'description',
      type: 'type',
      auto_tagging: 'autoTagging',
      visibility: 'visibility',
      show_on_dashboard: 'showOnDashboard',
    }),
    ...(input.slug !== undefined || (input.name !== undefined && input.type !== undefined)
      ? { slug: input.slug ?? slugify(input.name ?? '') }
      : {}),
  }),
  async afterWrite(ctx, id, input) {
    const [row] = await ctx.tx
      .select({ type: lists.type })
      .from(lists)
      .where(and(eq(lists.tenantId, ctx.tenantId), eq(lists.id, id)));
    if (row) await setKeywords(ctx, row.type, id, input.keyword_ids);
    await autoTagList(ctx, id);
  },
  present: (rows, ctx) => presentLists(rows as Row[], ctx),
  xlsx: [
    { header: 'ID', key: 'id', width: 8, value: (l) => l.id },
    { header: 'Name', key: 'name', width: 30, value: (l) => l.name },
    { header: 'Slug', key: 'slug', width: 24, value: (l) => l.slug },
    { header: 'Type', key: 'type', width: 18, value: (l) => l.type },
    { header: 'Items', key: 'items', width: 8, value: (l) => l.item_count },
    { header: 'Visibility', key: 'visibility', width: 12, value: (l) => l.visibility },
  ],
};

/** The record table of each list type and how its items are named. */
export function itemSource(type: (typeof LIST_TYPES)[number]) {
  switch (type) {
    case 'OrganizationsList':
      return {
        table: organizations,
        id: organizations.id,
        tenant: organizations.tenantId,
        vis: organizations.visibility,
        name: organizations.nameDba,
      };
    case 'PeopleList':
      return {
        table: people,
        id: people.id,
        tenant: people.tenantId,
        vis: people.visibility,
        name: sql<string>`coalesce(nullif(trim(coalesce(${people.nameGiven}, '') || ' ' || coalesce(${people.nameFamily}, '')), ''), ${people.nameNickname}, ${people.nameLegal}, '(unnamed)')`,
      };
    case 'LedgerList':
      return {
        table: ledgerEntries,
        id: ledgerEntries.id,
        tenant: ledgerEntries.tenantId,
        vis: ledgerEntries.visibility,
        name: ledgerEntries.name,
      };
    default:
      return {
        table: libraryEntries,
        id: libraryEntries.id,
        tenant: libraryEntries.tenantId,
        vis: libraryEntries.visibility,
        name: libraryEntries.title,
      };
  }
}

export async function listItemsOf(ctx: Ctx, list: Row) {
  const src = itemSource(list.type);
  return ctx.tx
    .select({ id: src.id, name: src.name, position: listItems.position, addedAt: listItems.addedAt })
    .from(listItems)
    .innerJoin(src.table, and(eq(src.tenant, listItems.tenantId), eq(src.id, listItems.itemId)))
    .where(
      and(
        eq(listItems.tenantId, ctx.tenantId),
        eq(listItems.listId, list.id),
        inArray(src.vis, readableVisibilities(ctx.principal)),
      ),
    )
    .orderBy(asc(listItems.position), asc(listItems.addedAt))
    .limit(5000);
}
