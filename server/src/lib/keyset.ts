import { type AnyColumn, type SQL, sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import { badRequest } from './http-errors.ts';

/**
 * Keyset ("seek") pagination: a page link carries the ordering values of the row it continues
 * from, and the next page is "the rows after these values" — an index range read that costs the
 * same on page 500 as on page 1, where an offset reads and drops every earlier row.
 */

/**
 * One key of a list's ordering: the column, its direction, and whether it can be null. Unknown
 * values (nulls) come last whichever the direction — "latest first" must not open on the rows
 * without a date — except in a reversed order (`nullsFirst`, the previous page read backwards).
 */
export type OrderKey = { column: AnyColumn; descending: boolean; nullable: boolean; nullsFirst?: boolean };

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

/** Whether the key's nulls come before its values. */
function nullsFirst(k: OrderKey): boolean {
  return k.nullable && k.nullsFirst === true;
}

/**
 * The key's direction as ORDER BY words. PostgreSQL's plain `desc` (and an index declared with it)
 * puts nulls first and `asc` last; the words say otherwise only where the key's place differs.
 * An index serves "desc nulls last" only if declared so, and then no longer the ascending order:
 * the pages read the values and the nulls as separate ranges instead (`rangeOrderSql`).
 */
function direction(k: OrderKey): SQL {
  const words = k.descending ? sql`desc` : sql`asc`;
  if (!k.nullable || nullsFirst(k) === k.descending) return words;
  return nullsFirst(k) ? sql`${words} nulls first` : sql`${words} nulls last`;
}

/** ORDER BY of the keys, nulls last (first in a reversed order). */
export function orderSql(keys: OrderKey[]): SQL {
  return sql.join(
    keys.map((k) => sql`${k.column} ${direction(k)}`),
    sql`, `,
  );
}

/**
 * One range of rows after a cursor: a condition under which the leading key is all null (`nulls`)
 * or all not null, so that its nulls' place does not matter inside it.
 */
export type SeekRange = { where: SQL; nulls: boolean };

/**
 * ORDER BY inside a range, in words an index declared the plain way reads in order: the leading
 * key's nulls in their plain place and, where it is all null, its direction the next key's (the
 * id tie-break), so that an index on (key, id desc) hands out the nulls in id order either way.
 */
function rangeOrderSql(keys: OrderKey[], nulls: boolean): SQL {
  return sql.join(
    keys.map((k, i) => {
      if (i > 0) return sql`${k.column} ${direction(k)}`;
      const next = keys[1];
      const down = nulls && next ? next.descending : k.descending;
      return sql`${k.column} ${down ? sql`desc` : sql`asc`}`;
    }),
    sql`, `,
  );
}

/**
 * The same keys read the other way: the previous page is the next page of the reversed order,
 * so a key whose nulls come last going down has them first going up.
 */
export function reversed(keys: OrderKey[]): OrderKey[] {
  return keys.map((k) => ({ ...k, descending: !k.descending, nullsFirst: !nullsFirst(k) }));
}

/** Each key's value as text (re-read as the column's type when compared). */
export function keyFields(keys: OrderKey[]): Record<string, SQL> {
  return Object.fromEntries(keys.map((k, i) => [keyField(i), sql`(${k.column})::text`]));
}

export function keyField(i: number): string {
  return `__k${i}`;
}

/** Rows strictly after `values` in the order of `keys` (nulls last, or first in a reversed order). */
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
 * Each range is all null or all not null in the leading key.
 */
export function seekRanges(keys: OrderKey[], values: (string | null)[]): SeekRange[] {
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
    return [{ where: k.descending ? sql`(${columns}) < (${given})` : sql`(${columns}) > (${given})`, nulls: false }];
  }
  const ties = others.length ? seekAfter(others, values.slice(1)) : sql`false`;
  if (v === null) {
    const nulls = { where: sql`${k.column} is null and (${ties})`, nulls: true };
    // Nulls first (a reversed order): the values follow them; nulls last: nothing follows.
    return nullsFirst(k) ? [nulls, { where: sql`${k.column} is not null`, nulls: false }] : [nulls];
  }
  const bound = k.descending ? sql`${k.column} <= ${v}` : sql`${k.column} >= ${v}`;
  const beyond = k.descending ? sql`${k.column} < ${v}` : sql`${k.column} > ${v}`;
  const values_ = sql`${bound} and (${beyond} or (${k.column} = ${v} and (${ties})))`;
  const later = { where: values_, nulls: false };
  return k.nullable && !nullsFirst(k) ? [later, { where: sql`${k.column} is null`, nulls: true }] : [later];
}

/**
 * The first page's rows as ranges like `seekRanges`: all rows, or — when the leading key's nulls
 * are not where the database puts them by itself — its values and its nulls apart, so that each is
 * read in order from an index declared the plain way.
 */
function firstRanges(keys: OrderKey[]): SeekRange[] {
  const k = keys[0] as OrderKey;
  if (!k.nullable || nullsFirst(k) === k.descending) return [{ where: sql`true`, nulls: false }];
  const values = { where: sql`${k.column} is not null`, nulls: false };
  const nulls = { where: sql`${k.column} is null`, nulls: true };
  return nullsFirst(k) ? [nulls, values] : [values, nulls];
}

/**
 * A row count (a limit, an offset, a cap) written into the statement's text, not sent as a
 * parameter. PostgreSQL costs a prepared statement's generic plan without knowing a parameter's
 * value, so with `limit $n` it planned every list request anew (custom plans: 1.5 of the 6.5 ms
 * of the organization list's statement at 1M); with the number in the text the generic plan costs
 * the same and is kept after five runs. Only a non-negative safe integer is ever written.
 */
export function rowCount(n: number): SQL {
  if (!Number.isSafeInteger(n) || n < 0) throw new Error(`Not a row count: ${n}`);
  return sql.raw(String(n));
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
  const ranges = o.values ? seekRanges(o.keys, o.values) : firstRanges(o.keys);
  if (ranges.length === 1) {
    const [r] = ranges as [SeekRange];
    return sql`select ${keyList} from ${o.table} where ${o.where} and ${r.where} order by ${rangeOrderSql(o.keys, r.nulls)} limit ${rowCount(o.limit)} offset ${rowCount(o.offset)}`;
  }
  const sorts = o.keys.map((k, i) => sql`${k.column} as ${sql.identifier(`__s${i}`)}`);
  const parts = ranges.map(
    (r) =>
      sql`(select ${keyList}, ${sql.join(sorts, sql`, `)} from ${o.table} where ${o.where} and ${r.where} order by ${rangeOrderSql(o.keys, r.nulls)} limit ${rowCount(o.limit + o.offset)})`,
  );
  const merged = sql.join(
    o.keys.map((k, i) => sql`${sql.identifier(`__s${i}`)} ${direction(k)}`),
    sql`, `,
  );
  const names = sql.join(
    o.key.map((c) => sql.identifier(c.name)),
    sql`, `,
  );
  return sql`select ${names} from (${sql.join(parts, sql` union all `)}) as seek order by ${merged} limit ${rowCount(o.limit)} offset ${rowCount(o.offset)}`;
}

function same(k: OrderKey, v: string | null): SQL {
  return v === null ? sql`${k.column} is null` : sql`${k.column} = ${v}`;
}

function after(k: OrderKey, v: string | null): SQL {
  // Nulls first: after a null come the values; nulls last: after a null is nothing (of this key).
  if (v === null) return nullsFirst(k) ? sql`${k.column} is not null` : sql`false`;
  const beyond = k.descending ? sql`${k.column} < ${v}` : sql`${k.column} > ${v}`;
  // After a value come the values beyond it, then the nulls when they come last.
  return k.nullable && !nullsFirst(k) ? sql`(${beyond} or ${k.column} is null)` : beyond;
}

function atOrAfter(k: OrderKey, v: string | null): SQL {
  if (v === null) return nullsFirst(k) ? sql`true` : sql`${k.column} is null`;
  const bound = k.descending ? sql`${k.column} <= ${v}` : sql`${k.column} >= ${v}`;
  return k.nullable && !nullsFirst(k) ? sql`(${bound} or ${k.column} is null)` : bound;
}
