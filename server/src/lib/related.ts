import { and, eq, type SQL, sql } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Ctx } from '../db/ctx.ts';

/**
 * A record's children as named SQL values (a JSON array, a name or a flag each), computed by
 * correlated subqueries over the columns of the record's own table. The list and detail routes
 * read them in the same statement as the rows (`ResourceDef.related`); `withRelated` reads them in
 * one statement for rows read without them. A subquery must not read the record's own table under
 * its own name: inside it, that name would mean the subquery's rows, not the record.
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
  const fields = related(ctx);
  if (!rows.length || Object.keys(fields).every((name) => name in (rows[0] as object))) {
    return rows as (Row & RelatedValues<R>)[];
  }
  const loaded = (await ctx.tx
    .select({ ...nested(fields), id: table.id })
    .from(table)
    .where(
      and(eq(table.tenantId, ctx.tenantId), sql`${table.id} = any(${sql.param(rows.map((r) => r.id))}::bigint[])`),
    )) as unknown as ({ id: number } & RelatedValues<R>)[];
  const byId = new Map(loaded.map((r) => [r.id, r]));
  return rows.map((r) => ({ ...byId.get(r.id), ...r }) as Row & RelatedValues<R>);
}

/**
 * The fields as a select list: each in its own `sql` chunk. (Drizzle writes the columns found at
 * the top of a field's SQL without their table name when it selects from one table, which would
 * bind `owner_id = id` to the subquery's own id.)
 */
export function nested(fields: Related): Related {
  return Object.fromEntries(Object.entries(fields).map(([name, value]) => [name, sql`${value}`]));
}

/** A JSON array from a subquery answering one `json_agg` (or nothing): `[]` when it finds nothing. */
export const jsonArray = <T>(query: SQL) => sql<T[]>`coalesce((${query}), '[]'::json)`;
