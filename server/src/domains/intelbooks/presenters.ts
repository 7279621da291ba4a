import type { TCategory, TFact, TSection, TShareCode, TShareCodeStatus } from '@intel/contracts';
import { and, count, eq, inArray } from 'drizzle-orm';
import type { Ctx } from '../../db/ctx.ts';
import { categories, facts, sections, type shareCodes, users } from '../../db/schema/index.ts';
import type { AnyRow } from '../../lib/resource-def.ts';
import { readableVisibilities } from '../../policies/principal.ts';
import { iso } from '../curation/children.ts';

type ShareCodeRow = typeof shareCodes.$inferSelect;

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

export async function presentCategories(rows: AnyRow[], ctx: Ctx): Promise<TCategory[]> {
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
}

export async function presentSections(rows: AnyRow[], ctx: Ctx): Promise<TSection[]> {
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
}

export async function presentFacts(rows: AnyRow[], ctx: Ctx): Promise<TFact[]> {
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
}

function statusOf(r: ShareCodeRow): TShareCodeStatus {
  if (r.revokedAt) return 'revoked';
  if (r.expiresAt && r.expiresAt.getTime() <= Date.now()) return 'expired';
  return 'active';
}

export async function presentShareCodes(rows: AnyRow[], ctx: Ctx): Promise<TShareCode[]> {
  const typed = rows as ShareCodeRow[];
  const secIds = [...new Set(typed.map((r) => r.sectionId).filter((x): x is number => x !== null))];
  const secs = secIds.length
    ? await ctx.tx
        .select({ id: sections.id, name: sections.name, categoryId: sections.categoryId, vis: sections.visibility })
        .from(sections)
        .where(and(eq(sections.tenantId, ctx.tenantId), inArray(sections.id, secIds)))
    : [];
  const catIds = [
    ...new Set([
      ...typed.map((r) => r.categoryId).filter((x): x is number => x !== null),
      ...secs.map((s) => s.categoryId),
    ]),
  ];
  const cats = catIds.length
    ? await ctx.tx
        .select({ id: categories.id, name: categories.name, vis: categories.visibility })
        .from(categories)
        .where(and(eq(categories.tenantId, ctx.tenantId), inArray(categories.id, catIds)))
    : [];
  const userIds = [...new Set(typed.map((r) => r.createdBy).filter((x): x is number => x !== null))];
  const creators = userIds.length
    ? await ctx.tx
        .select({ id: users.id, email: users.email, alias: users.alias })
        .from(users)
        .where(and(eq(users.tenantId, ctx.tenantId), inArray(users.id, userIds)))
    : [];
  return typed.map((r) => {
    const sec = secs.find((s) => s.id === r.sectionId);
    const cat = cats.find((c) => c.id === (sec ? sec.categoryId : r.categoryId));
    const who = creators.find((u) => u.id === r.createdBy);
    // What a public visitor of the link sees: nothing unless the shared part and its category are public.
    const visibility = sec && cat?.vis === 'public' ? sec.vis : (cat?.vis ?? 'hidden');
    return {
      id: r.id,
      code: r.code,
      target_type: r.sectionId !== null ? ('section' as const) : ('category' as const),
      category_id: r.categoryId,
      section_id: r.sectionId,
      target_name: sec ? `${cat?.name ?? '?'} › ${sec.name}` : (cat?.name ?? ''),
      target_visibility: visibility,
      status: statusOf(r),
      expires_at: r.expiresAt ? r.expiresAt.toISOString() : null,
      revoked_at: r.revokedAt ? r.revokedAt.toISOString() : null,
      view_count: r.viewCount,
      created_at: r.createdAt.toISOString(),
      created_by: who ? (who.alias ?? who.email) : null,
    };
  });
}
