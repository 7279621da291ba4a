import { type Chunk, Column, type DriverValueDecoder, is, Param, Placeholder, SQL, sql } from 'drizzle-orm';
import { PgDialect, type SelectedFields } from 'drizzle-orm/pg-core';
import type { Tx } from '../db/scoped.ts';

/**
 * Statements drizzle writes once per shape and that run again with new values (`sql.placeholder`):
 * writing a statement walks every fragment, column and table of it, and a record's read or change
 * with its ten related subqueries spent a fifth of a write's time on the app's thread doing so.
 * A shape is named by its owner (a resource) and a key that must say everything the statement
 * depends on besides the placeholders' values; under the tests every reuse is compared with a fresh
 * build, so a key that says too little fails there, not in production.
 */
export type Compiled = {
  query: { sql: string; params: unknown[] };
  /** The selected columns in order, each with how its value is decoded. */
  columns: [string, (v: unknown) => unknown][];
};

type Row = Record<string, unknown>;

/**
 * Under the tests every reuse of a statement is checked against a fresh build; read once (reading
 * `process.env` per reuse cost about a microsecond, a few dozen times per processed document).
 */
export const CHECK_REUSE = Boolean(process.env.VITEST);

const kept = new WeakMap<object, Map<string, Compiled>>();
/** Shapes kept per owner (tenants × visibility sets × kinds) before the oldest are written again. */
const KEPT = 512;

/** The compiled statement of `owner` and `key`, built by `build` the first time. */
export function compiledOnce(owner: object, key: string, build: () => Compiled): Compiled {
  let byKey = kept.get(owner);
  if (!byKey) {
    byKey = new Map();
    kept.set(owner, byKey);
  }
  const found = byKey.get(key);
  if (found) {
    if (CHECK_REUSE && describe(build()) !== describe(found))
      throw new Error(`A compiled statement (${key}) depends on more than its key says.`);
    return found;
  }
  const fresh = build();
  if (byKey.size >= KEPT) byKey.delete(byKey.keys().next().value as string);
  byKey.set(key, fresh);
  return fresh;
}

/** Text and parameters (placeholders by name) of a compiled statement: what two builds must share. */
function describe(c: Compiled): string {
  const params = c.query.params.map((p) =>
    is(p, Placeholder) ? `:${p.name}` : is(p, Param) && is(p.value, Placeholder) ? `:${p.value.name}` : p,
  );
  return JSON.stringify([c.query.sql, params, c.columns.map(([name]) => name)]);
}

/** How each selected field's value is decoded (a column's own mapping, or a fragment's `mapWith`). */
export function columnsOf(fields: SelectedFields): Compiled['columns'] {
  return Object.entries(fields).map(([name, field]): [string, (v: unknown) => unknown] => {
    const decoder = is(field, Column)
      ? field
      : (field as unknown as SQL & { decoder: DriverValueDecoder<unknown, unknown> }).decoder;
    return [name, (v) => decoder.mapFromDriverValue(v)];
  });
}

/** Runs a compiled statement with the placeholders' values; its rows decoded as drizzle would. */
export async function runCompiled(tx: Tx, compiled: Compiled, values: Record<string, unknown>): Promise<Row[]> {
  const { columns } = compiled;
  const decode = (raw: unknown) =>
    (raw as unknown[][]).map((cells) => {
      const row: Row = {};
      for (let i = 0; i < columns.length; i++) {
        const [name, decodeCell] = columns[i] as [string, (v: unknown) => unknown];
        const cell = cells[i];
        row[name] = cell === null ? null : decodeCell(cell);
      }
      return row;
    });
  return (await tx._.session
    .prepareQuery(compiled.query, columns as never, undefined, true, decode)
    .execute(values)) as Row[];
}

/**
 * Column values as placeholders (`v_<key>`), with the shape they give a statement and the values to run
 * it with; null when one is a SQL fragment (such a statement is built as usual). A null stays a literal:
 * through a placeholder a JSON column's encoder would write JSON `null`, not SQL NULL.
 */
export function asPlaceholders(
  values: Record<string, unknown>,
): { shape: string; assigned: Record<string, unknown>; run: Record<string, unknown> } | null {
  const set = Object.entries(values).filter(([, v]) => v !== undefined);
  if (set.some(([, v]) => is(v, SQL) || is(v, Param) || is(v, Placeholder))) return null;
  return {
    shape: set.map(([k, v]) => (v === null ? `${k}=null` : k)).join(','),
    assigned: Object.fromEntries(set.map(([k, v]) => [k, v === null ? null : sql.placeholder(`v_${k}`)])),
    run: Object.fromEntries(set.filter(([, v]) => v !== null).map(([k, v]) => [`v_${k}`, v])),
  };
}

const dialect = new PgDialect();

/**
 * A statement of one shape, written once on first use (its values are `sql.placeholder`s; constants may stay
 * values) and run with new values in the caller's transaction: its rows as `tx.execute` answers them. Writing
 * a statement walks every fragment of it again, and a processed document's ten statements spent about a
 * millisecond of the app's thread there. `build` depends on nothing but its key.
 */
export function fixedStatements<K extends string>(build: (key: K) => SQL) {
  const written = new Map<K, { sql: string; params: unknown[] }>();
  return async <T>(tx: Tx, key: K, values: Record<string, unknown>): Promise<T[]> => {
    let query = written.get(key);
    if (!query) {
      query = dialect.sqlToQuery(build(key));
      written.set(key, query);
    } else if (CHECK_REUSE && JSON.stringify(dialect.sqlToQuery(build(key))) !== JSON.stringify(query))
      throw new Error(`A fixed statement (${key}) depends on more than its key says.`);
    const result = await tx._.session.prepareQuery(query, undefined, undefined, false).execute(values);
    return (result as { rows: T[] }).rows;
  };
}

/**
 * Written `text` with its numbered parameters (`$1`, `$2`… in order) as chunks `param(n)` gives:
 * null when the text holds a `$` of its own, or the numbers are not the parameters in order.
 */
export function splitParams(text: string, count: number, param: (n: number) => Chunk): Chunk[] | null {
  const chunks: Chunk[] = [];
  let at = 0;
  let n = 0;
  for (const m of text.matchAll(/\$(\d+)/g)) {
    n += 1;
    if (Number(m[1]) !== n) return null;
    chunks.push(sql.raw(text.slice(at, m.index)), param(n));
    at = m.index + m[0].length;
  }
  if (n !== count) return null;
  chunks.push(sql.raw(text.slice(at)));
  return chunks;
}

/**
 * A fragment that changes with every request (a list's filters, its total) as a shape and values:
 * written once, its text (which says the shape) and its parameters as placeholders `<prefix><n>`,
 * with the values (as the database takes them) to run it with. Null when its text has a `$` of its own.
 */
export function asTemplate(
  fragment: SQL,
  prefix: string,
): { text: string; template: SQL; values: Record<string, unknown> } | null {
  const { sql: text, params } = dialect.sqlToQuery(fragment);
  const chunks = splitParams(text, params.length, (n) => sql.placeholder(`${prefix}${n}`));
  if (!chunks) return null;
  const values: Record<string, unknown> = {};
  params.forEach((value, i) => {
    values[`${prefix}${i + 1}`] = value;
  });
  return { text, template: new SQL(chunks), values };
}

/**
 * Two compiled statements as one, in one round trip: `first` (a read of at most one row) in a WITH
 * that sees the data as the statement began, `second` (a change with RETURNING) after it — PostgreSQL
 * runs every part of a statement on the same snapshot, so `first` reads the row as it was before
 * `second` changed it. Each answer row holds both: its columns named `before.<name>` and `after.<name>`
 * (`splitPair`); none when `first` found nothing. Placeholders of the same name take the same value.
 * Null when a text holds a `$` of its own.
 */
export function pairCompiled(first: Compiled, second: Compiled): Compiled | null {
  const offset = first.query.params.length;
  if (!splitParams(first.query.sql, offset, () => sql.raw(''))) return null;
  if (!splitParams(second.query.sql, second.query.params.length, () => sql.raw(''))) return null;
  const renumbered = second.query.sql.replace(/\$(\d+)/g, (_m, n: string) => `$${Number(n) + offset}`);
  return {
    query: {
      sql: `with "before" as (${first.query.sql}), "after" as (${renumbered}) select "before".*, "after".* from "before" left join "after" on true`,
      params: [...first.query.params, ...second.query.params],
    },
    columns: [
      ...first.columns.map(([name, decode]): [string, (v: unknown) => unknown] => [`before.${name}`, decode]),
      ...second.columns.map(([name, decode]): [string, (v: unknown) => unknown] => [`after.${name}`, decode]),
    ],
  };
}

/** A row of `pairCompiled` as its two rows; `after` null when the change found nothing to change. */
export function splitPair(row: Row): { before: Row; after: Row | null } {
  const before: Row = {};
  const after: Row = {};
  let changed = false;
  for (const [name, value] of Object.entries(row)) {
    if (name.startsWith('before.')) before[name.slice(7)] = value;
    else {
      after[name.slice(6)] = value;
      if (value !== null) changed = true;
    }
  }
  return { before, after: changed ? after : null };
}
