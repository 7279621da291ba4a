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
import { and, asc, eq, ilike, inArray, or } from 'drizzle-orm';
import type { Ctx } from '../../db/ctx.ts';
import { listItems, lists } from '../../db/schema/index.ts';
import { choiceFilter, visibilityFilter } from '../../lib/filters.ts';
import type { ResourceDef } from '../../lib/resource-def.ts';
import { readableVisibilities } from '../../policies/principal.ts';
import { pick, setKeywords } from '../curation/children.ts';
import { autoTagList } from './autotag.ts';
import { itemSource } from './item-source.ts';
import { listsPolicy } from './policies.ts';
import { presentLists } from './presenters.ts';

export type Row = typeof lists.$inferSelect;

export const listResource: ResourceDef<TList, TListCreate, TListPatch> = {
  path: '/lists',
  tag: 'lists',
  entityType: 'List',
  label: 'List',
  table: lists,
  readAbility: listsPolicy.read,
  writeAbility: listsPolicy.write,
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
