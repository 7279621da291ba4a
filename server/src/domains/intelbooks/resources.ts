import {
  type TCategory,
  type TCategoryCreate,
  type TCategoryPatch,
  type TFact,
  type TFactCreate,
  type TFactPatch,
  type TSection,
  type TSectionCreate,
  type TSectionPatch,
  ZCategory,
  ZCategoryCreate,
  ZCategoryPatch,
  ZFact,
  ZFactCreate,
  ZFactPatch,
  ZSection,
  ZSectionCreate,
  ZSectionPatch,
} from '@intel/contracts';
import { and, count, eq, ilike, inArray } from 'drizzle-orm';
import type { Ctx } from '../../db/ctx.ts';
import { categories, facts, sections } from '../../db/schema/index.ts';
import { refFilter, visibilityFilter } from '../../lib/filters.ts';
import type { ResourceDef } from '../../lib/resource-def.ts';
import { readableVisibilities } from '../../policies/principal.ts';
import { iso, pick } from '../curation/children.ts';

const curatedOut = (r: {
  id: number;
  visibility: 'hidden' | 'paywalled' | 'public';
  showOnDashboard: boolean;
  createdAt: Date;
  updatedAt: Date;
}) => ({
  id: r.id,
  visibility: r.visibility,
  show_on_dashboard: r.showOnDashboard,
  created_at: iso(r.createdAt) as string,
  updated_at: iso(r.updatedAt) as string,
});

async function childCounts(
  ctx: Ctx,
  table: typeof sections | typeof facts,
  parent: 'categoryId' | 'sectionId',
  ids: number[],
) {
  if (!ids.length) return new Map<number, number>();
  const col = parent === 'categoryId' ? (table as typeof sections).categoryId : (table as typeof facts).sectionId;
  const rows = await ctx.tx
    .select({ id: col, n: count() })
    .from(table)
    .where(
      and(
        eq(table.tenantId, ctx.tenantId),
        inArray(col, ids),
        inArray(table.visibility, readableVisibilities(ctx.principal)),
      ),
    )
    .groupBy(col);
  return new Map(rows.map((r) => [r.id, Number(r.n)]));
}

export const categoryResource: ResourceDef<TCategory, TCategoryCreate, TCategoryPatch> = {
  path: '/categories',
  tag: 'intelbooks',
  entityType: 'Category',
  label: 'Category',
  table: categories,
  readGroup: 'open',
  writeGroup: 'admin',
  out: ZCategory,
  create: ZCategoryCreate,
  patch: ZCategoryPatch,
  list: {
    table: categories,
    orderings: { sort_order: categories.sortOrder, name: categories.name, updated_at: categories.updatedAt },
    defaultOrdering: 'sort_order',
    idColumn: categories.id,
    search: (q) => ilike(categories.name, `%${q}%`),
    filters: [visibilityFilter(categories, categories.visibility)],
  },
  values: (input) =>
    pick(input, {
      name: 'name',
      description: 'description',
      sort_order: 'sortOrder',
      visibility: 'visibility',
      show_on_dashboard: 'showOnDashboard',
    }),
  async present(rows, ctx) {
    const counts = await childCounts(
      ctx,
      sections,
      'categoryId',
      rows.map((r) => r.id as number),
    );
    return (rows as (typeof categories.$inferSelect)[]).map((r) => ({
      ...curatedOut(r),
      name: r.name,
      description: r.description,
      sort_order: r.sortOrder,
      section_count: counts.get(r.id) ?? 0,
    }));
  },
  xlsx: [
    { header: 'ID', key: 'id', value: (c) => c.id },
    { header: 'Name', key: 'name', width: 30, value: (c) => c.name },
    { header: 'Order', key: 'order', value: (c) => c.sort_order },
    { header: 'Visibility', key: 'visibility', value: (c) => c.visibility },
  ],
};

export const sectionResource: ResourceDef<TSection, TSectionCreate, TSectionPatch> = {
  path: '/sections',
  tag: 'intelbooks',
  entityType: 'Section',
  label: 'Section',
  table: sections,
  readGroup: 'open',
  writeGroup: 'admin',
  out: ZSection,
  create: ZSectionCreate,
  patch: ZSectionPatch,
  list: {
    table: sections,
    orderings: { sort_order: sections.sortOrder, name: sections.name, updated_at: sections.updatedAt },
    defaultOrdering: 'sort_order',
    idColumn: sections.id,
    search: (q) => ilike(sections.name, `%${q}%`),
    filters: [
      visibilityFilter(sections, sections.visibility),
      refFilter('category', 'Category', sections.categoryId, categories, 'Use category ids.'),
    ],
  },
  values: (input) =>
    pick(input, {
      category_id: 'categoryId',
      name: 'name',
      description: 'description',
      sort_order: 'sortOrder',
      visibility: 'visibility',
      show_on_dashboard: 'showOnDashboard',
    }),
  async present(rows, ctx) {
    const typed = rows as (typeof sections.$inferSelect)[];
    const counts = await childCounts(
      ctx,
      facts,
      'sectionId',
      typed.map((r) => r.id),
    );
    const catIds = [...new Set(typed.map((r) => r.categoryId))];
    const cats = catIds.length
      ? await ctx.tx
          .select({ id: categories.id, name: categories.name })
          .from(categories)
          .where(
            and(
              eq(categories.tenantId, ctx.tenantId),
              inArray(categories.id, catIds),
              inArray(categories.visibility, readableVisibilities(ctx.principal)),
            ),
          )
      : [];
    return typed.map((r) => {
      // A category the caller may not see is not named, nor its id given.
      const cat = cats.find((c) => c.id === r.categoryId);
      return {
        ...curatedOut(r),
        category_id: cat ? r.categoryId : null,
        category_name: cat?.name ?? null,
        name: r.name,
        description: r.description,
        sort_order: r.sortOrder,
        fact_count: counts.get(r.id) ?? 0,
      };
    });
  },
  xlsx: [
    { header: 'ID', key: 'id', value: (s) => s.id },
    { header: 'Category', key: 'category', width: 24, value: (s) => s.category_name },
    { header: 'Name', key: 'name', width: 30, value: (s) => s.name },
    { header: 'Visibility', key: 'visibility', value: (s) => s.visibility },
  ],
};

export const factResource: ResourceDef<TFact, TFactCreate, TFactPatch> = {
  path: '/facts',
  tag: 'intelbooks',
  entityType: 'Fact',
  countsKind: 'facts',
  label: 'Fact',
  table: facts,
  readGroup: 'open',
  writeGroup: 'admin',
  out: ZFact,
  create: ZFactCreate,
  patch: ZFactPatch,
  list: {
    table: facts,
    orderings: { sort_order: facts.sortOrder, updated_at: facts.updatedAt },
    defaultOrdering: 'sort_order',
    idColumn: facts.id,
    search: (q) => ilike(facts.text, `%${q}%`),
    filters: [
      visibilityFilter(facts, facts.visibility),
      refFilter('section', 'Section', facts.sectionId, sections, 'Use section ids.'),
    ],
  },
  values: (input) =>
    pick(input, {
      section_id: 'sectionId',
      text: 'text',
      source_links: 'sourceLinks',
      sort_order: 'sortOrder',
      visibility: 'visibility',
      show_on_dashboard: 'showOnDashboard',
    }),
  async present(rows, ctx) {
    const typed = rows as (typeof facts.$inferSelect)[];
    const secIds = [...new Set(typed.map((r) => r.sectionId))];
    const secs = secIds.length
      ? await ctx.tx
          .select({ id: sections.id, name: sections.name })
          .from(sections)
          .where(
            and(
              eq(sections.tenantId, ctx.tenantId),
              inArray(sections.id, secIds),
              inArray(sections.visibility, readableVisibilities(ctx.principal)),
            ),
          )
      : [];
    return typed.map((r) => {
      // A section the caller may not see is not named, nor its id given.
      const sec = secs.find((s) => s.id === r.sectionId);
      return {
        ...curatedOut(r),
        section_id: sec ? r.sectionId : null,
        section_name: sec?.name ?? null,
        text: r.text,
        source_links: r.sourceLinks,
        sort_order: r.sortOrder,
      };
    });
  },
  xlsx: [
    { header: 'ID', key: 'id', value: (f) => f.id },
    { header: 'Section', key: 'section', width: 24, value: (f) => f.section_name },
    { header: 'Fact', key: 'text', width: 80, value: (f) => f.text },
    { header: 'Sources', key: 'sources', width: 40, value: (f) => f.source_links },
    { header: 'Visibility', key: 'visibility', value: (f) => f.visibility },
  ],
};

/** `GET /facts/tree/`: the whole Intelbooks outline, each level filtered by what the caller may see. */
