import { type AnyColumn, asc, desc, type SQL, sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import { badRequest } from './http-errors.ts';

/**
 * Keyset ("seek") pagination: a page link carries the ordering values of the row it continues
 * from, and the next page is "the rows after these values" — an index range read that costs the
 * same on page 500 as on page 1, where an offset reads and drops every earlier row.
 */

/** One key of a list's ordering: the column, its direction, and whether it can be null. */
export type OrderKey = { column: AnyColumn; descending: boolean; nullable: boolean };

/** Which way a cursor reads from its row: `a` the rows after it (next page), `b` before it (previous). */
export type Cursor = { direction: 'a' | 'b'; values: (string | null)[] };

const MAX_CURSOR = 1024;

/** A page link's cursor: the ordering it belongs to and the row's key values, as base64url JSON. */
export function encodeCursor(ordering: string, cursor: Cursor): string {
  return Buffer.from(JSON.stringify({ o: ordering, d: cursor.direction, k: cursor.values })).toString('base64url');
}

/**
 * The cursor of a request, checked against the list's ordering: a link from another sort order, a
 * cut or edited link is a 400 that says what to do, never a wrong page.
 */
export function decodeCursor(text: string, ordering: string, keys: number): Cursor {
  const invalid = () =>
    badRequest('This page link is not valid for this list.', {
      cursor: ['Open the list from its first page (drop the cursor parameter) and page from there.'],
    });
  if (text.length > MAX_CURSOR) throw invalid();
  let parsed: unknown;
  try {
    parsed = JSON.parse(Buffer.from(text, 'base64url').toString('utf8'));
  } catch {
    throw invalid();
  }
  const { o, d, k } = (parsed ?? {}) as { o?: unknown; d?: unknown; k?: unknown };
  if (o !== ordering) {
    throw badRequest('This page link belongs to another sort order.', {
      cursor: ['Open the list from its first page (drop the cursor parameter) and page from there.'],
    });
  }
  if ((d !== 'a' && d !== 'b') || !Array.isArray(k) || k.length !== keys) throw invalid();
  if (!k.every((v) => v === null || (typeof v === 'string' && v.length <= 300))) throw invalid();
  return { direction: d, values: k as (string | null)[] };
}

/** ORDER BY of the keys; PostgreSQL's defaults put nulls last going up and first going down. */
export function orderSql(keys: OrderKey[]): SQL {
  return sql.join(
    keys.map((k) => (k.descending ? desc(k.column) : asc(k.column))),
    sql`, `,
  );
}

/** The same keys read the other way: the previous page is the next page of the reversed order. */
export function reversed(keys: OrderKey[]): OrderKey[] {
  return keys.map((k) => ({ ...k, descending: !k.descending }));
}

/** Each key's value as text (re-read as the column's type when compared). */
export function keyFields(keys: OrderKey[]): Record<string, SQL> {
  return Object.fromEntries(keys.map((k, i) => [keyField(i), sql`(${k.column})::text`]));
}

export function keyField(i: number): string {
  return `__k${i}`;
}

/** Rows strictly after `values` in the order of `keys` (nulls placed as ORDER BY places them). */
export function seekAfter(keys: OrderKey[], values: (string | null)[]): SQL {
  const branches: SQL[] = [];
  for (let i = 0; i < keys.length; i += 1) {
    const equal = keys.slice(0, i).map((k, j) => same(k, values[j] ?? null));
    branches.push(sql.join([...equal, after(keys[i] as OrderKey, values[i] ?? null)], sql` and `));
  }
  // The leading key's bound stands alone too, so that the index on it is a range read.
  const first = keys[0] as OrderKey;
  return sql`(${atOrAfter(first, values[0] ?? null)}) and (${sql.join(
    branches.map((b) => sql`(${b})`),
    sql` or `,
  )})`;
}

/**
 * "After these values" as one or two conditions, each one contiguous range of an index on the keys
 * (so each is read in order and stops after a page): the leading key's values after `v` and the
 * ties broken by the other keys, and — for a nullable leading key — the nulls when they come after.
 * One condition with an OR across the two ranges would make PostgreSQL read from the range's start.
 */
export function seekRanges(keys: OrderKey[], values: (string | null)[]): SQL[] {
  const [k, ...others] = keys as [OrderKey, ...OrderKey[]];
  const v = values[0] ?? null;
  // Keys of one direction and no nulls: one row comparison, which an index on them reads as a range
  // however many rows tie on the leading key (an import writes thousands with one updated_at).
  if (keys.every((x) => !x.nullable && x.descending === k.descending) && values.every((x) => x !== null)) {
    const columns = sql.join(
      keys.map((x) => x.column),
      sql`, `,
    );
    const given = sql.join(
      values.map((x) => sql`${x}`),
      sql`, `,
    );
    return [k.descending ? sql`(${columns}) < (${given})` : sql`(${columns}) > (${given})`];
  }
  const ties = others.length ? seekAfter(others, values.slice(1)) : sql`false`;
  if (v === null) {
    const nulls = sql`${k.column} is null and (${ties})`;
    // Nulls come first going down: the values follow them; going up they come last: nothing follows.
    return k.descending ? [nulls, sql`${k.column} is not null`] : [nulls];
  }
  const bound = k.descending ? sql`${k.column} <= ${v}` : sql`${k.column} >= ${v}`;
  const beyond = k.descending ? sql`${k.column} < ${v}` : sql`${k.column} > ${v}`;
  const values_ = sql`${bound} and (${beyond} or (${k.column} = ${v} and (${ties})))`;
  return !k.descending && k.nullable ? [values_, sql`${k.column} is null`] : [values_];
}

/**
 * The keys (`key`: the table's primary key columns) of one page in the order of `keys`: after
 * `values` when given (each range of `seekRanges` read in order and cut at `limit`, then merged),
 * else from the start, skipping `offset`.
 */
export function pickKeys(o: {
  table: PgTable;
  key: AnyColumn[];
  where: SQL;
  keys: OrderKey[];
  values: (string | null)[] | null;
  limit: number;
  offset: number;
}): SQL {
  const keyList = sql.join(o.key, sql`, `);
  const order = orderSql(o.keys);
  const ranges = o.values ? seekRanges(o.keys, o.values) : [sql`true`];
  if (ranges.length === 1) {
    return sql`select ${keyList} from ${o.table} where ${o.where} and ${ranges[0]} order by ${order} limit ${o.limit} offset ${o.offset}`;
  }
  const sorts = o.keys.map((k, i) => sql`${k.column} as ${sql.identifier(`__s${i}`)}`);
  const parts = ranges.map(
    (r) =>
      sql`(select ${keyList}, ${sql.join(sorts, sql`, `)} from ${o.table} where ${o.where} and ${r} order by ${order} limit ${o.limit})`,
  );
  const merged = sql.join(
    o.keys.map((k, i) => sql`${sql.identifier(`__s${i}`)} ${k.descending ? sql`desc` : sql`asc`}`),
    sql`, `,
  );
  const names = sql.join(
    o.key.map((c) => sql.identifier(c.name)),
    sql`, `,
  );
  return sql`select ${names} from (${sql.join(parts, sql` union all `)}) as seek order by ${merged} limit ${o.limit}`;
}

function same(k: OrderKey, v: string | null): SQL {
  return v === null ? sql`${k.column} is null` : sql`${k.column} = ${v}`;
}

function after(k: OrderKey, v: string | null): SQL {
  if (k.descending) {
    // Going down, nulls come first: after a null come the non-null values, after a value the lower ones.
    if (v === null) return sql`${k.column} is not null`;
    return sql`${k.column} < ${v}`;
  }
  // Going up, nulls come last: after a null is nothing (of this key), after a value the higher ones and nulls.
  if (v === null) return sql`false`;
  return k.nullable ? sql`(${k.column} > ${v} or ${k.column} is null)` : sql`${k.column} > ${v}`;
}

function atOrAfter(k: OrderKey, v: string | null): SQL {
  if (k.descending) return v === null ? sql`true` : sql`${k.column} <= ${v}`;
  if (v === null) return sql`${k.column} is null`;
  return k.nullable ? sql`(${k.column} >= ${v} or ${k.column} is null)` : sql`${k.column} >= ${v}`;
}
