import { and, inArray, sql } from 'drizzle-orm';
import type { Ctx } from '../db/ctx.ts';
import { recordHistory } from '../db/schema/index.ts';
import { fieldChanges } from './history-diff.ts';
import { type AnyDef, type AnyRow, baseWhere } from './resource-def.ts';
import { readFields } from './resource-read.ts';

/**
 * New records of one kind from many inputs (already validated), as `createRecord` writes each, in a
 * few statements for all of them instead of a few for each: one insert of the records, their keywords
 * and children (`afterCreateMany`, else `afterWrite` per record), one
 * read of them as the caller sees them and one insert of their history entries. Answers their ids in
 * the inputs' order. A refusal of one fails them all: the caller runs it in a savepoint and writes the
 * rows one by one if it fails, so that the refused row is the only one reported.
 */
export async function createMany(def: AnyDef, ctx: Ctx, inputs: AnyRow[]): Promise<number[]> {
  if (!inputs.length) return [];
  const tenant = def.global ? {} : { tenantId: ctx.tenantId };
  const creator = 'createdBy' in def.table ? { createdBy: ctx.userId } : {};
  const rows: AnyRow[] = [];
  for (const input of inputs) rows.push({ ...(await def.values(input, ctx)), ...tenant, ...creator });
  // The rows of an insert's VALUES come back in their order.
  const inserted = await ctx.tx
    .insert(def.table)
    .values(rows as never)
    .returning({ id: sql<number>`${def.table.id}` });
  const ids = inserted.map((r) => Number(r.id));
  if (ids.length !== inputs.length) throw new Error('createMany: the insert answered another number of rows');
  const created = inputs.map((input, i) => ({ id: ids[i] as number, input }));
  if (def.afterCreateMany) await def.afterCreateMany(ctx, created);
  else for (const { id, input } of created) await def.afterWrite?.(ctx, id, input, true);
  if (def.global) return ids;
  const read = await ctx.tx
    .select(readFields(def, ctx))
    .from(def.table)
    .where(and(baseWhere(def, ctx), inArray(def.table.id, ids)));
  // A record the caller may not read back: each row alone says which (`createRecord` answers 404).
  if (read.length !== ids.length) throw new Error('createMany: a created record is not visible to its creator');
  const presented = await def.present(read, ctx);
  const byId = new Map(presented.map((out, i) => [Number((read[i] as AnyRow).id), out]));
  const entries = ids.map((id) => ({
    tenantId: ctx.tenantId,
    entityType: def.entityType,
    entityId: id,
    userId: ctx.userId,
    action: 'create',
    changes: { changes: fieldChanges(def.xlsx, null, byId.get(id) as AnyRow) },
  }));
  await ctx.tx.insert(recordHistory).values(entries as never);
  // Announced once nothing of them can fail any more (a refusal above writes the rows again one by one).
  for (const id of ids) ctx.recordChanged?.({ entityType: def.entityType, entityId: id, action: 'create' });
  return ids;
}
