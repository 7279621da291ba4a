import { type AnyColumn, asc, desc, type SQL, sql } from 'drizzle-orm';
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
