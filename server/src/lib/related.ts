import { and, type DriverValueDecoder, eq, SQL, sql } from 'drizzle-orm';
import { type PgColumn, PgDialect, type PgTable } from 'drizzle-orm/pg-core';
import type { Ctx } from '../db/ctx.ts';
import { readableVisibilities } from '../policies/principal.ts';
import { CHECK_REUSE, splitParams } from './compiled.ts';

/**
 * A record's children as named SQL values (a JSON array, a name or a flag each), computed by
 * correlated subqueries over the columns of the record's own table. The list and detail routes
 * read them in the same statement as the rows (`ResourceDef.related`); `withRelated` reads them in
 * one statement for rows read without them. A subquery must not read the record's own table under
 * its own name: inside it, that name would mean the subquery's rows, not the record.
 *
 * A related function may depend on the caller's tenant and readable visibilities only: its SQL is
 * built once per tenant and visibility set and kept (`relatedFields`).
 */
export type Related = Record<string, SQL>;
export type RelatedValues<R extends Related> = { [K in keyof R]: R[K] extends SQL<infer T> ? T : never };
type OwnerTable = PgTable & { tenantId: PgColumn; id: PgColumn };

/**
 * `rows` with their related values: as they were read (the list and detail routes read them with
 * the rows), or else loaded for all the rows in one statement.
 */
export async function withRelated<Row extends { id: number }, R extends Related>(
  ctx: Ctx,
  table: OwnerTable,
  related: (ctx: Ctx) => R,
  rows: Row[],
): Promise<(Row & RelatedValues<R>)[]> {
  if (!rows.length) return rows as (Row & RelatedValues<R>)[];
  const fields = relatedFields(related, ctx);
  if (Object.keys(fields).every((name) => name in (rows[0] as object))) {
    return rows as (Row & RelatedValues<R>)[];
  }
  const loaded = (await ctx.tx
    .select({ ...fields, id: table.id })
    .from(table)
    .where(
      and(eq(table.tenantId, ctx.tenantId), sql`${table.id} = any(${sql.param(rows.map((r) => r.id))}::bigint[])`),
    )) as unknown as ({ id: number } & RelatedValues<R>)[];
  const byId = new Map(loaded.map((r) => [r.id, r]));
  return rows.map((r) => ({ ...byId.get(r.id), ...r }) as Row & RelatedValues<R>);
}

const dialect = new PgDialect();

/**
 * `query` as one flat run of text and parameters: what drizzle writes for it, kept. Writing a
 * statement walks every nested fragment, column and table of it; the related values of a page are
 * most of a list's statement, the same for every request of a tenant and caller's visibilities, so
 * they are written once (`relatedFields`) and only their parameters travel again. Columns come out
 * with their table's name, as a related value's columns must (see `Related`).
 */
export function flatSql<T>(query: SQL<T>): SQL<T> {
  const { sql: text, params } = dialect.sqlToQuery(query);
  // Parameters are numbered in order; anything else (a `$` of the text itself) keeps the fragment as it was.
  const chunks = splitParams(text, params.length, (n) => sql.param(params[n - 1]));
  if (!chunks) return query;
  // A fragment's decoder (`mapWith`) is drizzle's internal field: kept as it was.
  const { decoder } = query as unknown as { decoder: DriverValueDecoder<T, unknown> };
  return new SQL<T>(chunks).mapWith(decoder);
}

type RelatedFn = (ctx: Ctx) => Related;
const written = new WeakMap<RelatedFn, Map<string, Related>>();
/** Tenants × visibility sets kept per related function before the oldest are written again. */
const WRITTEN_KEPT = 512;

/**
 * The related values as a select list, written once per tenant and readable visibilities: each a
 * flat fragment of its own (`flatSql`). (Drizzle writes the columns found at the top of a field's
 * SQL without their table name when it selects from one table, which would bind `owner_id = id`
 * to the subquery's own id; a flat fragment has them qualified.) Under the tests every reuse is
 * checked against a fresh build, so a related function that reads more of the caller fails there.
 */
export function relatedFields<R extends Related>(related: (ctx: Ctx) => R, ctx: Ctx): R {
  const fn = related as RelatedFn;
  let byCaller = written.get(fn);
  if (!byCaller) {
    byCaller = new Map();
    written.set(fn, byCaller);
  }
  const key = `${ctx.tenantId}|${readableVisibilities(ctx.principal).join(',')}`;
  const kept = byCaller.get(key);
  if (kept) {
    if (CHECK_REUSE) assertSameSql(kept, flatten(fn(ctx)));
    return kept as R;
  }
  const fields = flatten(fn(ctx));
  if (byCaller.size >= WRITTEN_KEPT) byCaller.delete(byCaller.keys().next().value as string);
  byCaller.set(key, fields);
  return fields as R;
}

const flatten = (fields: Related): Related =>
  Object.fromEntries(Object.entries(fields).map(([name, value]) => [name, flatSql(value)]));

function assertSameSql(kept: Related, fresh: Related) {
  const text = (fields: Related) =>
    JSON.stringify(Object.entries(fields).map(([name, value]) => [name, dialect.sqlToQuery(value)]));
  if (text(kept) !== text(fresh)) {
    throw new Error('A related function read more of the caller than its tenant and visibilities (see Related).');
  }
}

/** A JSON array from a subquery answering one `json_agg` (or nothing): `[]` when it finds nothing. */
export const jsonArray = <T>(query: SQL) => sql<T[]>`coalesce((${query}), '[]'::json)`;
