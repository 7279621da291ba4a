import type { TEntityKind, THistoryChange } from '@intel/contracts';
import { and, desc, eq, getTableColumns, inArray, type SQL, sql } from 'drizzle-orm';
import type { SelectedFields } from 'drizzle-orm/pg-core';
import type { Ctx } from '../db/ctx.ts';
import { entityCounts, recordHistory, users } from '../db/schema/index.ts';
import { readableVisibilities } from '../policies/principal.ts';
import { type Compiled, columnsOf, compiledOnce, runCompiled } from './compiled.ts';
import { presentChanges } from './history-diff.ts';
import { notFound } from './http-errors.ts';
import { relatedFields } from './related.ts';
import { type AnyDef, type AnyRow, baseWhere } from './resource-def.ts';

/** The number of rows of a counted kind the caller may see, from the maintained counts (one indexed read). */
export function maintainedTotal(ctx: Ctx, kind: TEntityKind): SQL {
  return sql`select coalesce(sum(${entityCounts.n}), 0) from ${entityCounts}
    where ${and(
      eq(entityCounts.tenantId, ctx.tenantId),
      eq(entityCounts.kind, kind),
      inArray(entityCounts.visibility, readableVisibilities(ctx.principal)),
    )}`;
}

const shownColumns = new WeakMap<AnyDef['table'], SelectedFields>();

/**
 * The columns a presenter reads: the table's own, without the generated `search` vector (written
 * by PostgreSQL for full-text search, never shown, and the widest value of a row).
 */
function presentedColumns(table: AnyDef['table']): SelectedFields {
  let columns = shownColumns.get(table);
  if (!columns) {
    const { search: _search, ...rest } = getTableColumns(table) as SelectedFields;
    columns = rest;
    shownColumns.set(table, columns);
  }
  return columns;
}

/** What a read of records selects: the table's columns and the resource's related values. */
export function readFields(def: Pick<AnyDef, 'table' | 'related'>, ctx: Ctx) {
  return { ...presentedColumns(def.table), ...(def.related ? relatedFields(def.related, ctx) : {}) };
}

/**
 * What the SQL of a resource's reads depends on besides its parameters' values: the tenant and the
 * caller's readable visibilities (`readFields`, the visible base). Names a compiled statement's shape.
 */
export function callerShape(ctx: Ctx): string {
  return `${ctx.tenantId}|${readableVisibilities(ctx.principal).join(',')}`;
}

/** What a read of one record needs of its resource: the table, its scope and its name (for the 404). */
type ReadDef = Pick<AnyDef, 'table' | 'global' | 'readScope' | 'label' | 'related'>;

/**
 * One visible record's `fields`, in one statement; a record the caller may not see is a 404. The
 * statement depends on the resource, the kind of read, the tenant and the caller's visibilities only:
 * it is written once per such shape and runs again with the id (lib/compiled.ts).
 */
async function visibleRow(def: ReadDef, ctx: Ctx, id: number, kind: 'own' | 'read'): Promise<AnyRow> {
  const [row] = await runCompiled(ctx.tx, visibleRead(def, ctx, kind), { id });
  if (!row) throw notFound(`${def.label} not found.`);
  return row;
}

/** The statement of `visibleRow` (placeholder `id`), written once per shape. */
export function visibleRead(def: ReadDef, ctx: Ctx, kind: 'own' | 'read'): Compiled {
  const key = `${kind}|${callerShape(ctx)}`;
  return compiledOnce(def, key, () => {
    const fields = kind === 'read' ? readFields(def, ctx) : (getTableColumns(def.table) as SelectedFields);
    const query = ctx.tx
      .select(fields)
      .from(def.table)
      .where(and(baseWhere(def, ctx), eq(def.table.id, sql.placeholder('id'))))
      .limit(1)
      .toSQL();
    return { query, columns: columnsOf(fields) };
  });
}

/** One visible record's own columns (404 otherwise): existence checks and the row before a change. */
export function loadVisible(def: ReadDef, ctx: Ctx, id: number): Promise<AnyRow> {
  return visibleRow(def, ctx, id, 'own');
}

/** One visible record with its related values, in one statement (404 otherwise): what `present` takes. */
export function readVisible(def: ReadDef, ctx: Ctx, id: number): Promise<AnyRow> {
  return visibleRow(def, ctx, id, 'read');
}

/** The changes to one record, newest first (at most 200): who, when, which fields (its id is checked by the caller). */
export async function readHistory(ctx: Ctx, entityType: string, id: number) {
  const rows = await ctx.tx
    .select({
      id: recordHistory.id,
      action: recordHistory.action,
      at: recordHistory.at,
      changes: recordHistory.changes,
      email: users.email,
      alias: users.alias,
    })
    .from(recordHistory)
    .leftJoin(users, and(eq(users.tenantId, recordHistory.tenantId), eq(users.id, recordHistory.userId)))
    .where(
      and(
        eq(recordHistory.tenantId, ctx.tenantId),
        eq(recordHistory.entityType, entityType),
        eq(recordHistory.entityId, id),
      ),
    )
    .orderBy(desc(recordHistory.at), desc(recordHistory.id))
    .limit(200);
  return rows.map((r) => {
    const stored = (r.changes ?? {}) as {
      fields?: Record<string, unknown> | string[];
      input?: string[];
      changes?: THistoryChange[];
    };
    const changes = Array.isArray(stored.changes) ? presentChanges(stored.changes) : [];
    // A rejection names what was rejected (`{ suggestion: name }`): shown as the value it concerned.
    const suggestion = (stored as { suggestion?: unknown }).suggestion;
    if (typeof suggestion === 'string')
      changes.push({ field: 'suggestion', label: 'Suggestion', from: null, to: suggestion });
    const older = Array.isArray(stored.fields) ? stored.fields : Object.keys(stored.fields ?? {});
    return {
      id: r.id,
      action: r.action,
      at: r.at.toISOString(),
      user: r.alias ?? r.email ?? null,
      fields: changes.length ? changes.map((c) => c.field) : [...new Set([...older, ...(stored.input ?? [])])],
      changes,
    };
  });
}
