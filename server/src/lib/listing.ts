import type { TAvailableFilter, TListQuery } from '@intel/contracts';
import { type AnyColumn, and, eq, type SQL, sql } from 'drizzle-orm';
import type { PgTable, SelectedFields } from 'drizzle-orm/pg-core';
import type { Tx } from '../db/scoped.ts';
import type { Principal } from '../policies/principal.ts';
import { asTemplate, columnsOf, compiledOnce, runCompiled } from './compiled.ts';
import { badRequest } from './http-errors.ts';
import {
  decodeCursor,
  encodeCursor,
  keyField,
  keyFields,
  type OrderKey,
  orderSql,
  pickKeys,
  reversed,
} from './keyset.ts';
import { boundedCount, settleCount } from './list-count.ts';

export { boundedTotal, ESTIMATE_TTL_MS, forgetEstimates, setListCountCap } from './list-count.ts';

/** A filter a list endpoint accepts: its `available-filters/` entry and how a query value becomes SQL. */
export type FilterSpec = Omit<TAvailableFilter, 'options'> & {
  /**
   * Values of the query parameter (repeated or comma-separated) → a condition, or a message for a
   * 400. A value naming another record must match only records of the caller's visibility (`who`).
   */
  toSql(values: string[], who: FilterCaller): SQL | string | undefined;
  /** Options with counts under the caller's visibility, for choice and multi filters. */
  options?(tx: Tx, visibleWhere: SQL, principal: Principal): Promise<NonNullable<TAvailableFilter['options']>>;
  /** Read from the query but not offered in `available-filters/` (a screen's fixed scope: a domain's addresses). */
  hidden?: boolean;
};

/** Whom a filter answers: the caller's tenant and principal (a `Ctx` is one). */
export type FilterCaller = { tenantId: number; principal: Principal };

export type ListSpec = {
  table: PgTable;
  /** Ordering names the API accepts (`name`, and `-name` for descending) → column. */
  orderings: Record<string, AnyColumn>;
  defaultOrdering: string;
  /** Tie-breaker so that pages are stable. */
  idColumn: AnyColumn;
  search?: (text: string) => SQL;
  showOnDashboard?: AnyColumn;
  filters: FilterSpec[];
};

export type Page<T> = {
  count: number;
  count_is_estimate?: boolean;
  next: string | null;
  previous: string | null;
  results: T[];
};

/** The WHERE clause of a list request: the visible base plus search, dashboard flag and filters. */
export function listWhere(
  spec: ListSpec,
  base: SQL,
  query: TListQuery,
  raw: Record<string, unknown>,
  who: FilterCaller,
): SQL {
  const parts: (SQL | undefined)[] = [base];
  const text = query.search?.trim();
  if (text && spec.search) parts.push(spec.search(text));
  if (query.show_on_dashboard && spec.showOnDashboard) {
    parts.push(eq(spec.showOnDashboard, query.show_on_dashboard === 'true'));
  }
  const errors: Record<string, string[]> = {};
  for (const filter of spec.filters) {
    const ranged = filter.type === 'date_range' || filter.type === 'number_range';
    const values = ranged ? rangeValues(raw[filter.name]) : queryValues(raw[filter.name]);
    if (values.length === 0) continue;
    const condition = filter.toSql(values, who);
    if (typeof condition === 'string') errors[filter.name] = [condition];
    else if (condition) parts.push(condition);
  }
  if (Object.keys(errors).length) throw badRequest('Invalid filter values: see errors.', errors);
  return and(...parts) as SQL;
}

export function queryValues(v: unknown): string[] {
  const list = Array.isArray(v) ? v : v === undefined || v === null || v === '' ? [] : [v];
  return list
    .flatMap((x) => String(x).split(','))
    .map((x) => x.trim())
    .filter(Boolean)
    .slice(0, 100);
}

/** `from,to` keeps its empty side: ",2009" is "until 2009", not "from 2009". */
export function rangeValues(v: unknown): string[] {
  const text = Array.isArray(v) ? v.join(',') : v === undefined || v === null ? '' : String(v);
  const parts = text.split(',').map((x) => x.trim());
  return parts.some(Boolean) ? parts.slice(0, 2) : [];
}

/** The keys of an ordering: the named columns, then the id as the tie-breaker that makes pages stable. */
export function orderKeys(spec: ListSpec, ordering: string | undefined): OrderKey[] {
  const wanted = (ordering || spec.defaultOrdering).split(',').map((s) => s.trim());
  const keys: OrderKey[] = [];
  for (const item of wanted) {
    const descending = item.startsWith('-');
    const name = descending ? item.slice(1) : item;
    // Own keys only: "__proto__" or "constructor" must not reach Object.prototype (found by fuzzing).
    const column = Object.hasOwn(spec.orderings, name) ? spec.orderings[name] : undefined;
    if (!column) {
      throw badRequest(`Unknown ordering "${name}".`, {
        ordering: [`Use one of: ${Object.keys(spec.orderings).join(', ')} (prefix - for descending).`],
      });
    }
    keys.push({ column, descending, nullable: !column.notNull });
  }
  keys.push({ column: spec.idColumn, descending: true, nullable: false });
  return keys;
}

/** The ORDER BY of an ordering, unknown values last in either direction; a 400 for an unknown name. */
export function orderBy(spec: ListSpec, ordering: string | undefined): SQL {
  return orderSql(orderKeys(spec, ordering));
}

/** The table's key columns that pages pick rows by: the tenant's id (when the table has one) and the row's id. */
function keyColumnsOf(spec: ListSpec): AnyColumn[] {
  const tenantId = (spec.table as PgTable & { tenantId?: AnyColumn }).tenantId;
  return tenantId ? [tenantId, spec.idColumn] : [spec.idColumn];
}

/**
 * The first `limit` rows of `where` in an ordering (the Operator's answers): a condition on the
 * table's keys that picks them the way a list's first page does — read in order from the index
 * on the ordering, nulls last — and the ORDER BY to read them back with.
 */
export function firstRows(
  spec: ListSpec,
  where: SQL,
  ordering: string | undefined,
  limit: number,
): { where: SQL; order: SQL } {
  const keys = orderKeys(spec, ordering);
  const key = keyColumnsOf(spec);
  const picked = pickKeys({ table: spec.table, key, where, keys, values: null, limit, offset: 0 });
  return { where: keysIn(key, sql`(${picked}) as ${sql.identifier(PAGE)}`), order: orderSql(keys) };
}

const PAGE = '__page';

/**
 * The rows whose keys are among `page`'s (a statement or a WITH name giving the key columns): each
 * key column `= any(array(select … from page))`, an init plan that runs once, so the page is chosen
 * before any per-row work and its rows are read back by the primary key. Written as
 * `(tenant_id, id) in (select … limit 51)`, a plan made without statistics re-ran the page's
 * statement once per row of the table (issue 33: 7–10 s for 300 organizations on a fresh PGlite).
 * A list's rows are all of one tenant (its WHERE names it), so the columns matched apart are the pairs.
 */
function keysIn(key: AnyColumn[], page: SQL): SQL {
  return sql.join(
    key.map((c) => sql`${c} = any(array(select ${sql.identifier(c.name)} from ${page}))`),
    sql` and `,
  );
}

/** Whether a list request narrows the rows (search, dashboard flag or any filter), or asks for all the caller sees. */
export function isNarrowed(spec: ListSpec, query: TListQuery, raw: Record<string, unknown>): boolean {
  if (query.search?.trim() || query.show_on_dashboard) return true;
  return spec.filters.some((f) => {
    const ranged = f.type === 'date_range' || f.type === 'number_range';
    return (ranged ? rangeValues(raw[f.name]) : queryValues(raw[f.name])).length > 0;
  });
}

// biome-ignore lint/suspicious/noExplicitAny: rows of any table
type AnyRow = Record<string, any>;
const TOTAL = '__total';

/**
 * Rows skipped by an offset without a cursor at most: deeper pages are reached through the page
 * links, whose cursors cost what page one costs (an offset reads and drops every row before it).
 */
export const MAX_OFFSET = 10_000;

/** What one page reads: the rows of `where` in the order of `keys`, from a cursor's `values` or skipping `skip`. */
type PageRead = {
  where: SQL;
  total: SQL | undefined;
  keys: OrderKey[];
  seekKeys: OrderKey[];
  values: unknown[] | null;
  limit: number;
  skip: number;
  exact: boolean;
};

/** The page's statement: its rows with `fields`, their keys and the total, the page's keys picked first. */
function pageStatement(tx: Tx, spec: ListSpec, fields: SelectedFields, p: PageRead) {
  const keyColumns = keyColumnsOf(spec);
  const count = p.total ?? boundedCount(spec.table, p.where, p.exact);
  const picked = pickKeys({
    table: spec.table,
    key: keyColumns,
    where: p.where,
    keys: p.seekKeys,
    values: p.values as (string | null)[] | null,
    limit: p.limit + 1,
    offset: p.skip,
  });
  const selected = { ...fields, ...keyFields(p.keys), [TOTAL]: sql`(${count})`.mapWith(Number) };
  // Named once and read by each key column's init plan (keysIn): PostgreSQL runs a WITH named twice once.
  const page = tx
    .$with(PAGE, Object.fromEntries(keyColumns.map((c) => [c.name, sql`${sql.identifier(c.name)}`])))
    .as(picked);
  const statement = tx
    .with(page)
    .select(selected)
    .from(spec.table)
    .where(keysIn(keyColumns, sql`${sql.identifier(PAGE)}`))
    .orderBy(orderSql(p.keys));
  return { statement, selected };
}

const readRows = (tx: Tx, spec: ListSpec, fields: SelectedFields, p: PageRead): Promise<AnyRow[]> =>
  pageStatement(tx, spec, fields, p).statement;

/**
 * The page's rows through a statement written once per shape (lib/compiled.ts): the filters and the
 * total are written as usual, and their text with the ordering, the cursor's nulls, the page's size
 * and `shape` (what `fields` depend on) names the statement; their parameters and the cursor's values
 * run it. Writing the select list and mapping the rows was most of a list's time on the app's thread.
 */
async function readCompiledRows(tx: Tx, spec: ListSpec, fields: SelectedFields, p: PageRead, shape: string) {
  const where = asTemplate(p.where, 'w');
  const total = p.total ? asTemplate(p.total, 't') : undefined;
  if (!where || total === null) return readRows(tx, spec, fields, p);
  const values: Record<string, unknown> = { ...where.values, ...total?.values };
  const cursor = p.values?.map((v, i) => {
    if (v === null) return null;
    values[`c${i}`] = v;
    return sql.placeholder(`c${i}`);
  });
  const key = [
    shape,
    p.keys.map((k) => `${k.column.name}${k.descending ? '-' : '+'}`).join(','),
    p.seekKeys === p.keys ? 'a' : 'b',
    cursor ? cursor.map((c) => (c ? 'v' : 'n')).join('') : '-',
    p.limit,
    p.skip,
    p.exact ? 'exact' : 'bounded',
    total?.text ?? '',
    where.text,
  ].join('|');
  const compiled = compiledOnce(spec, key, () => {
    const read = { ...p, where: where.template, total: total?.template, values: cursor ?? null };
    const { statement, selected } = pageStatement(tx, spec, fields, read);
    return { query: statement.toSQL(), columns: columnsOf(selected) };
  });
  return runCompiled(tx, compiled, values);
}

/**
 * A list page in ONE statement: the rows with `fields` (the table's columns and correlated
 * subqueries over them) and the total beside them, an uncorrelated subquery run once: `total`, or
 * the count of `where`. The page's keys are picked first, so the correlated subqueries run for the
 * page's rows only. (Inside those subqueries the table is named as outside: there the name means
 * the subquery's own rows.)
 *
 * With a `cursor` the keys are sought after (or before) the cursor's row in the list's order — an
 * index range read whatever the page — and `offset` only numbers the page for the links. One row
 * more than the page is read to know whether there is a next (or previous) page.
 *
 * With a `shape` (everything `fields` and `total` depend on besides their parameters: the resource,
 * the tenant, the caller's visibilities) the statement is written once per shape (`readCompiledRows`).
 */
export async function readPage(
  tx: Tx,
  spec: ListSpec,
  where: SQL,
  query: TListQuery,
  url: string,
  { fields, total, shape }: { fields: SelectedFields; total?: SQL; shape?: string },
): Promise<Page<AnyRow>> {
  const bounded = !total && query.exact_count !== 'true';
  const ordering = query.ordering || spec.defaultOrdering;
  const keys = orderKeys(spec, ordering);
  const cursor = query.cursor ? decodeCursor(query.cursor, ordering, keys.length) : null;
  const backward = cursor?.direction === 'b';
  const skip = cursor ? 0 : Math.min(query.offset, MAX_OFFSET);
  const page = {
    where,
    total,
    keys,
    seekKeys: backward ? reversed(keys) : keys,
    values: cursor?.values ?? null,
    limit: query.limit,
    skip,
    exact: !bounded,
  };
  const rows = shape ? await readCompiledRows(tx, spec, fields, page, shape) : await readRows(tx, spec, fields, page);
  const count = total ?? boundedCount(spec.table, where, !bounded);
  // An empty page has no row to carry the total.
  const counted = rows[0] ? rows[0][TOTAL] : Number((await tx.execute(sql`select (${count}) as n`)).rows[0]?.n ?? 0);
  // The extra row read past the page's end (going back: before its start) says whether more lie that way.
  const more = rows.length > query.limit;
  if (more && backward) rows.shift();
  else if (more) rows.pop();
  const keysOf = (row: AnyRow | undefined) => keys.map((_k, i) => (row?.[keyField(i)] ?? null) as string | null);
  const firstKeys = keysOf(rows[0]);
  const lastKeys = keysOf(rows.at(-1));
  // Deleted last added first: V8 then takes each row back to its shape before, not to a slow dictionary.
  for (const row of rows) {
    delete row[TOTAL];
    for (let i = keys.length - 1; i >= 0; i -= 1) delete row[keyField(i)];
  }
  const { n, estimate } = await settleCount(tx, spec.table, where, counted, bounded);
  const offset = cursor ? query.offset : skip;
  const hasNext = backward ? rows.length > 0 : more;
  const hasPrevious = backward ? more && offset > 0 : offset > 0 && rows.length > 0;
  const link = (direction: 'a' | 'b', values: (string | null)[], at: number) =>
    at <= 0 && direction === 'b'
      ? pageUrl(url, query.limit, 0)
      : pageUrl(url, query.limit, at, encodeCursor(ordering, { direction, values }));
  return {
    count: n,
    ...(estimate ? { count_is_estimate: true } : {}),
    next: hasNext ? link('a', lastKeys, offset + query.limit) : null,
    previous: hasPrevious ? link('b', firstKeys, Math.max(0, offset - query.limit)) : null,
    results: rows,
  };
}

/** A page's link: the request's own URL with the page's limit, offset and (for keyset pages) cursor. */
export function pageUrl(url: string, limit: number, offset: number, cursor?: string): string {
  const u = new URL(url, 'http://x');
  u.searchParams.set('limit', String(limit));
  u.searchParams.set('offset', String(offset));
  if (cursor) u.searchParams.set('cursor', cursor);
  else u.searchParams.delete('cursor');
  return `${u.pathname}${u.search}`;
}

/** The `available-filters/` answer of a list, with option counts under the caller's visibility. */
export async function availableFilters(
  tx: Tx,
  spec: ListSpec,
  visibleWhere: SQL,
  principal: Principal,
): Promise<TAvailableFilter[]> {
  const out: TAvailableFilter[] = [];
  for (const f of spec.filters) {
    if (f.hidden) continue;
    const { toSql: _t, options, hidden: _h, ...entry } = f;
    out.push(options ? { ...entry, options: await options(tx, visibleWhere, principal) } : entry);
  }
  return out;
}
