import type { TFactTree, TVisibility } from '@intel/contracts';
import { and, asc, eq, inArray, type SQL } from 'drizzle-orm';
import { categories, facts, sections } from '../../db/schema/index.ts';
import type { Tx } from '../../db/scoped.ts';

/** Part of the outline: one category, or one section (with its category around it). */
export type TreeScope = { categoryId: number } | { sectionId: number };

/**
 * The Intelbooks outline (categories → sections → facts, in order) with every level filtered by
 * `visibilities`: a section under a category the reader may not see is not shown, and so on down.
 */
export async function loadFactTree(
  tx: Tx,
  tenantId: number,
  visibilities: TVisibility[],
  scope?: TreeScope,
): Promise<TFactTree> {
  let catScope: SQL | undefined;
  let secScope: SQL | undefined;
  if (scope && 'sectionId' in scope) {
    const [sec] = await tx
      .select({ categoryId: sections.categoryId })
      .from(sections)
      .where(and(eq(sections.tenantId, tenantId), eq(sections.id, scope.sectionId)));
    if (!sec) return [];
    catScope = eq(categories.id, sec.categoryId);
    secScope = eq(sections.id, scope.sectionId);
  } else if (scope) {
    catScope = eq(categories.id, scope.categoryId);
    secScope = eq(sections.categoryId, scope.categoryId);
  }
  const cats = await tx
    .select()
    .from(categories)
    .where(and(eq(categories.tenantId, tenantId), inArray(categories.visibility, visibilities), catScope))
    .orderBy(asc(categories.sortOrder), asc(categories.id));
  if (!cats.length) return [];
  const secs = await tx
    .select()
    .from(sections)
    .where(
      and(
        eq(sections.tenantId, tenantId),
        inArray(sections.visibility, visibilities),
        scope
          ? inArray(
              sections.categoryId,
              cats.map((c) => c.id),
            )
          : undefined,
        secScope,
      ),
    )
    .orderBy(asc(sections.sortOrder), asc(sections.id));
  const fs = secs.length
    ? await tx
        .select()
        .from(facts)
        .where(
          and(
            eq(facts.tenantId, tenantId),
            inArray(facts.visibility, visibilities),
            scope
              ? inArray(
                  facts.sectionId,
                  secs.map((s) => s.id),
                )
              : undefined,
          ),
        )
        .orderBy(asc(facts.sortOrder), asc(facts.id))
        .limit(20_000)
    : [];
  const tree = cats.map((c) => ({
    id: c.id,
    name: c.name,
    description: c.description,
    sections: secs
      .filter((s) => s.categoryId === c.id)
      .map((s) => ({
        id: s.id,
        name: s.name,
        description: s.description,
        facts: fs
          .filter((f) => f.sectionId === s.id)
          .map((f) => ({ id: f.id, text: f.text, source_links: f.sourceLinks })),
      })),
  }));
  // A section's outline is that section: without it (not visible) there is nothing to show.
  return scope && 'sectionId' in scope ? tree.filter((c) => c.sections.length > 0) : tree;
}
