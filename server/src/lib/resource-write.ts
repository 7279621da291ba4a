import { and, eq, inArray, type SQL, sql } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import pg from 'pg';
import type { Ctx } from '../db/ctx.ts';
import { recordHistory } from '../db/schema/index.ts';
import { deferInTransaction } from '../db/scoped.ts';
import { readableVisibilities } from '../policies/principal.ts';
import { asPlaceholders, columnsOf, compiledOnce, pairCompiled, runCompiled, splitPair } from './compiled.ts';
import { fieldChanges } from './history-diff.ts';
import { notFound } from './http-errors.ts';
import { type AnyDef, type AnyRow, baseWhere, type ResourceDef } from './resource-def.ts';
import { loadVisible, readFields, readVisible, visibleRead } from './resource-read.ts';

const { escapeLiteral } = pg;
const dialect = new PgDialect();
const HISTORY_COLUMNS = ['tenantId', 'entityType', 'entityId', 'userId', 'action', 'changes'] as const;

/**
 * One entry of a record's history. Nothing waits for its answer, so on PostgreSQL it goes in the same
 * message as the transaction's next statement — usually its COMMIT — with its values written as
 * literals (`deferToNextStatement`): a round trip fewer per write. Elsewhere, or with a value that is
 * not plain, the same statement for every write (lib/compiled.ts).
 */
export async function writeHistory(ctx: Ctx, entityType: string, entityId: number, action: string, changes: unknown) {
  ctx.recordChanged?.({ entityType, entityId, action });
  const ids = [ctx.tenantId, entityId, ctx.userId ?? 0];
  if (
    ids.every(Number.isSafeInteger) &&
    deferInTransaction(ctx.tx, historyInsert(ctx, entityType, entityId, action, changes))
  )
    return;
  const insert = compiledOnce(recordHistory, 'insert', () => ({
    query: ctx.tx
      .insert(recordHistory)
      .values(Object.fromEntries(HISTORY_COLUMNS.map((c) => [c, sql.placeholder(c)])) as never)
      .toSQL(),
    columns: [],
  }));
  await runCompiled(ctx.tx, insert, {
    tenantId: ctx.tenantId,
    entityType,
    entityId,
    userId: ctx.userId,
    action,
    changes: changes as object,
  });
}

/** The history insert as one statement with its values as literals (integers checked by the caller). */
function historyInsert(ctx: Ctx, entityType: string, entityId: number, action: string, changes: unknown): string {
  const user = ctx.userId === null || ctx.userId === undefined ? 'null' : String(ctx.userId);
  return `insert into record_history (tenant_id, entity_type, entity_id, user_id, action, changes) values (${ctx.tenantId}, ${escapeLiteral(entityType)}, ${entityId}, ${user}, ${escapeLiteral(action)}, ${escapeLiteral(JSON.stringify(changes ?? {}))}::jsonb)`;
}

/**
 * Creates one record with its children and history; answers it as the caller sees it. `columns`: values
 * of columns the API does not write (an upload's type, file and status), set by the same insert.
 */
export async function createRecord<TOut extends AnyRow, TCreate extends AnyRow, TPatch extends AnyRow>(
  def: ResourceDef<TOut, TCreate, TPatch>,
  ctx: Ctx,
  input: TCreate,
  columns: AnyRow = {},
): Promise<TOut> {
  const anyDef = def as unknown as AnyDef;
  const values = await def.values(input, ctx);
  const tenant = def.global ? {} : { tenantId: ctx.tenantId };
  const creator = 'createdBy' in def.table ? { createdBy: ctx.userId } : {};
  const keywordIds = anyDef.keywordsOnInsert && Array.isArray(input.keyword_ids) ? input.keyword_ids : undefined;
  const row = { ...columns, ...values, ...tenant, ...creator };
  const created = { id: await insertReturningId(anyDef, ctx, row, keywordIds && [...new Set(keywordIds)]) };
  // Keywords written with the insert are not written again.
  await def.afterWrite?.(ctx, created.id, keywordIds ? { ...input, keyword_ids: undefined } : input, true);
  const out = (await def.present([await readVisible(anyDef, ctx, created.id)], ctx))[0] as TOut;
  if (!def.global)
    await writeHistory(ctx, def.entityType, created.id, 'create', { changes: fieldChanges(anyDef.xlsx, null, out) });
  return out;
}

/**
 * Whether a change's answer can come from the update's RETURNING: the record's own columns and its
 * related values (correlated subqueries, evaluated on the new row) — when nothing after the update
 * writes children and the visibility stays (so the caller still reads the record as before).
 */
function answeredByUpdate(def: AnyDef, input: AnyRow): boolean {
  if (input.visibility !== undefined) return false;
  if (!def.afterWrite) return true;
  return !!def.childInputs && def.childInputs.every((k) => input[k] === undefined);
}

/**
 * The update of one visible record, returning its fields as a read does (`withFields`) or its id. When
 * every value is plain data (no SQL fragment), the statement is written once per shape — the resource,
 * the tenant, the caller's visibilities and which columns are set (to a value or to null) — and runs
 * again with the values (lib/compiled.ts).
 */
async function updateReturning(def: AnyDef, ctx: Ctx, id: number, values: AnyRow, withFields: boolean) {
  const stamp = def.table.updatedAt ? { updatedAt: sql`now()` } : {};
  const returning = () => (withFields ? readFields(def, ctx) : { id: sql<number>`${def.table.id}` });
  const build = (assigned: AnyRow, target: SQL | number) =>
    ctx.tx
      .update(def.table)
      .set({ ...assigned, ...stamp } as never)
      .where(and(baseWhere(def, ctx), eq(def.table.id, target)))
      .returning(returning());
  // Nothing to set (an empty change of a table without a stamp, e.g. a share code): no statement.
  if (!def.table.updatedAt && Object.values(values).every((v) => v === undefined)) return [];
  const set = asPlaceholders(values);
  if (!set) return (await build(values, id)) as AnyRow[];
  const key = `update|${withFields}|${ctx.tenantId}|${readableVisibilities(ctx.principal).join(',')}|${set.shape}`;
  const update = compiledOnce(def, key, () => ({
    query: build(set.assigned, sql.placeholder('id') as unknown as SQL).toSQL(),
    columns: columnsOf(returning()),
  }));
  return runCompiled(ctx.tx, update, { id, ...set.run });
}

/**
 * A change answered by its update, with plain values: the record as it was and as it is from one
 * statement (lib/compiled.ts `pairCompiled`: the read sees the row before the update changes it) — a
 * round trip fewer than reading first. Null when a value is a SQL fragment (then read, then update).
 */
async function readThenUpdate(
  def: AnyDef,
  ctx: Ctx,
  id: number,
  values: AnyRow,
): Promise<{ before: AnyRow; after: AnyRow } | null> {
  const set = asPlaceholders(values);
  const stamp = def.table.updatedAt ? { updatedAt: sql`now()` } : {};
  // Nothing to set (an empty change of a table without a stamp): the read alone decides (404 or as it is).
  if (!set || Object.keys({ ...set.assigned, ...stamp }).length === 0) return null;
  const key = `read-update|${ctx.tenantId}|${readableVisibilities(ctx.principal).join(',')}|${set.shape}`;
  const pair = compiledOnce(def, key, () => {
    const fields = readFields(def, ctx);
    const update = ctx.tx
      .update(def.table)
      .set({ ...set.assigned, ...stamp } as never)
      .where(and(baseWhere(def, ctx), eq(def.table.id, sql.placeholder('id'))))
      .returning(fields)
      .toSQL();
    const both = pairCompiled(visibleRead(def, ctx, 'read'), { query: update, columns: columnsOf(fields) });
    // A text with a `$` of its own cannot be renumbered: such a shape runs the read, then the update.
    return both ?? { query: { sql: '', params: [] }, columns: [] };
  });
  if (!pair.query.sql) return null;
  const [row] = await runCompiled(ctx.tx, pair, { id, ...set.run });
  const found = row ? splitPair(row) : null;
  if (!found?.after) throw notFound(`${def.label} not found.`);
  return { before: found.before, after: found.after };
}

/**
 * A new record's insert, answering its id: written once per resource and set of columns (lib/compiled.ts)
 * when every value is plain data. With `keywordIds` (of a resource with `keywordsOnInsert`), the same
 * statement links them and puts the record on the lists they tag.
 */
async function insertReturningId(def: AnyDef, ctx: Ctx, values: AnyRow, keywordIds?: number[]): Promise<number> {
  const returning = { id: sql<number>`${def.table.id}` };
  const tagged = keywordIds?.length ? def.keywordsOnInsert : undefined;
  const build = (assigned: AnyRow, ids: SQL) => {
    const insert = ctx.tx
      .insert(def.table)
      .values(assigned as never)
      .returning(returning);
    if (!tagged) return insert.toSQL();
    const parts = tagged(ctx, sql`(select id from "created")`, ids);
    return dialect.sqlToQuery(sql`with "created" as (${insert.getSQL()}), ${parts} select id from "created"`);
  };
  const set = asPlaceholders(values);
  // The keyword ids as one parameter each (`array[$n, …]`, a statement per count): PostgreSQL then knows
  // how many rows the links are and keeps one generic plan after five creates. With one array parameter it
  // assumed 100 and planned every create again (0.4 ms of each insert's bind at 1M, issue 37 item 1).
  const ids = tagged ? (keywordIds ?? []) : [];
  const idArray = sql`array[${sql.join(
    ids.map((_, i) => sql`${sql.placeholder(`kw${i}`)}::bigint`),
    sql`, `,
  )}]`;
  const query = set
    ? compiledOnce(def, `insert|${tagged ? `tagged|${ctx.tenantId}|${ids.length}|` : ''}${set.shape}`, () => ({
        query: build(set.assigned, idArray),
        columns: columnsOf(returning),
      }))
    : { query: build(values, sql`${sql.param(keywordIds ?? [])}`), columns: columnsOf(returning) };
  const [row] = await runCompiled(ctx.tx, query, {
    ...set?.run,
    ...Object.fromEntries(ids.map((id, i) => [`kw${i}`, id])),
  });
  // A bigint column comes back as text from the compiled statement: the id is a number everywhere else.
  return Number((row as { id: number | string }).id);
}

/** Changes one visible record (404 otherwise), records which fields changed. */
export async function updateRecord<TOut extends AnyRow, TCreate extends AnyRow, TPatch extends AnyRow>(
  def: ResourceDef<TOut, TCreate, TPatch>,
  ctx: Ctx,
  id: number,
  input: Partial<TCreate>,
): Promise<TOut> {
  const anyDef = def as unknown as AnyDef;
  const values = await def.values(input, ctx);
  const fromUpdate = answeredByUpdate(anyDef, input);
  const both = fromUpdate ? await readThenUpdate(anyDef, ctx, id, values) : null;
  let beforeRow: AnyRow;
  let afterRow: AnyRow;
  if (both) {
    ({ before: beforeRow, after: afterRow } = both);
    await def.afterWrite?.(ctx, id, input, false);
  } else {
    beforeRow = await readVisible(anyDef, ctx, id);
    const returned = await updateReturning(anyDef, ctx, id, values, fromUpdate);
    await def.afterWrite?.(ctx, id, input, false);
    afterRow = fromUpdate && returned[0] ? returned[0] : await readVisible(anyDef, ctx, id);
  }
  const [before, after] = (await def.present([beforeRow, afterRow], ctx)) as TOut[];
  if (!before || !after) throw notFound(`${anyDef.label} not found.`);
  // Only what changed, as the user reads it; a save that changed nothing leaves no entry.
  const changes = fieldChanges(anyDef.xlsx, before, after);
  if (!def.global && changes.length) await writeHistory(ctx, def.entityType, id, 'update', { changes });
  return after;
}

/** Deletes one visible record (404 otherwise) after its checks; history keeps what it was. */
export async function deleteRecord(def: AnyDef, ctx: Ctx, id: number): Promise<void> {
  const before = await loadVisible(def, ctx, id);
  await def.beforeDelete?.(ctx, id);
  await ctx.tx.delete(def.table).where(and(baseWhere(def, ctx), eq(def.table.id, id)));
  if (!def.global) await writeHistory(ctx, def.entityType, id, 'delete', { snapshot: before });
}

/** Deletes the visible records among `ids`, with the same checks as a single delete; answers how many went. */
export async function deleteRecords(def: AnyDef, ctx: Ctx, ids: number[]): Promise<{ deleted: number }> {
  // The same checks as a single delete (e.g. not one's own account): a batch is no way around them.
  if (def.beforeDelete) {
    const found = await ctx.tx
      .select({ id: def.table.id as never })
      .from(def.table)
      .where(and(baseWhere(def, ctx), inArray(def.table.id, ids)));
    for (const f of found as { id: number }[]) await def.beforeDelete(ctx, f.id);
  }
  const gone = await ctx.tx
    .delete(def.table)
    .where(and(baseWhere(def, ctx), inArray(def.table.id, ids)))
    .returning({ id: def.table.id as never });
  for (const g of gone as { id: number }[])
    if (!def.global) await writeHistory(ctx, def.entityType, g.id, 'delete', { batch: true });
  return { deleted: gone.length };
}
