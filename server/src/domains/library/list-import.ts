import { and, eq, inArray, type SQL, sql } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Ctx } from '../../db/ctx.ts';
import { listItems } from '../../db/schema/index.ts';
import { cellValue, headerKey } from '../../lib/import-columns.ts';
import type { ImportRowReport } from '../../lib/import-table.ts';
import { writeHistory } from '../../lib/resource-write.ts';
import { readableVisibilities } from '../../policies/principal.ts';

/** Where a list's items live (item-source.ts `itemSource`). */
export type ItemSource = { table: PgTable; id: PgColumn; tenant: PgColumn; vis: PgColumn; name: PgColumn | SQL };
type Current = { id: number; position: number };

/**
 * A list's items from a file shaped as its export (Position, ID, Name): records not on the list
 * are added, the file's order is applied (records on the list but not in the file keep their
 * order after those of the file), and each row is reported as added (created), moved (updated),
 * unchanged or rejected. Rows name their record by ID or, without one, by its exact name.
 */
export async function importListItems(
  ctx: Ctx,
  list: { id: number; type: string },
  src: ItemSource,
  current: Current[],
  rows: Record<string, string>[],
): Promise<ImportRowReport[]> {
  const report: ImportRowReport[] = [];
  const accepted: { row: number; id: number; position: number; name: string }[] = [];
  const visible = inArray(src.vis, readableVisibilities(ctx.principal));
  const cell = (raw: Record<string, string>, key: string) =>
    cellValue(Object.entries(raw).find(([h]) => headerKey(h) === key)?.[1] ?? '');
  for (const [index, raw] of rows.entries()) {
    const row = index + 2;
    const [positionText, idText, name] = [cell(raw, 'position'), cell(raw, 'id'), cell(raw, 'name')];
    if (!positionText && !idText && !name) continue;
    const errors: string[] = [];
    const position = positionText ? Number(positionText) : Number.POSITIVE_INFINITY;
    if (positionText && !(Number.isInteger(position) && position > 0))
      errors.push(`Position: “${positionText}” is not a whole number from 1 up.`);
    let id: number | undefined;
    if (idText) {
      const n = Number(idText);
      const [found] = Number.isSafeInteger(n)
        ? await ctx.tx
            .select({ id: src.id })
            .from(src.table)
            .where(and(eq(src.tenant, ctx.tenantId), eq(src.id, n), visible))
        : [];
      if (found) id = found.id as number;
      else errors.push(`ID: there is no record ${idText} of this list's kind that you may see.`);
    } else if (name) {
      const found = await ctx.tx
        .select({ id: src.id })
        .from(src.table)
        .where(and(eq(src.tenant, ctx.tenantId), sql`lower(${src.name}) = ${name.toLowerCase()}`, visible))
        .limit(2);
      if (found.length === 1) id = found[0]?.id as number;
      else
        errors.push(
          found.length
            ? `Name: several records are named “${name}”; write its ID.`
            : `Name: nothing is named “${name}”.`,
        );
    } else errors.push("ID: write the record's ID, or its exact name under Name.");
    if (id !== undefined && accepted.some((a) => a.id === id))
      errors.push('ID: this record is already on an earlier row.');
    if (errors.length || id === undefined)
      report.push({ row, status: 'rejected', id: null, name: name || null, changes: [], errors });
    else accepted.push({ row, id, position, name });
  }
  // The file's rows in its order, then the list's other items in theirs.
  const inFile = new Set(accepted.map((a) => a.id));
  const order = [
    ...[...accepted].sort((a, b) => a.position - b.position || a.row - b.row).map((a) => a.id),
    ...current.filter((c) => !inFile.has(c.id)).map((c) => c.id),
  ];
  const before = new Map(current.map((c, i) => [c.id, { index: i, position: c.position }]));
  let added = 0;
  let moved = 0;
  for (const [index, itemId] of order.entries()) {
    const was = before.get(itemId);
    if (!was) {
      await ctx.tx
        .insert(listItems)
        .values({ tenantId: ctx.tenantId, listId: list.id, itemId, position: index, addedBy: ctx.userId });
      added++;
    } else if (was.position !== index) {
      await ctx.tx
        .update(listItems)
        .set({ position: index })
        .where(and(eq(listItems.tenantId, ctx.tenantId), eq(listItems.listId, list.id), eq(listItems.itemId, itemId)));
      if (was.index !== index) moved++;
    }
  }
  for (const a of accepted) {
    const was = before.get(a.id);
    const status = !was ? 'created' : was.index === order.indexOf(a.id) ? 'unchanged' : 'updated';
    report.push({ row: a.row, status, id: a.id, name: a.name || null, changes: [], errors: [] });
  }
  if (added || moved)
    await writeHistory(ctx, 'List', list.id, 'update', {
      changes: [
        {
          field: 'items',
          label: 'Items',
          from: `${current.length} items`,
          to: `${order.length} items (${added} added, ${moved} moved, from a file)`,
        },
      ],
    });
  return report.sort((a, b) => a.row - b.row);
}
