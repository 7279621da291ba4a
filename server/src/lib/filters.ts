import { VISIBILITIES } from '@intel/contracts';
import { and, count, eq, gte, inArray, lte, type SQL, sql } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import { entityKeywords, keywords, listItems, lists } from '../db/schema/index.ts';
import type { Tx } from '../db/scoped.ts';
import { readableVisibilities } from '../policies/principal.ts';
import type { FilterCaller, FilterSpec } from './listing.ts';

const ISO_DATE = /^\d{4}(-\d{2}(-\d{2})?)?$/;

type VisibleTable = PgTable & { tenantId: PgColumn; id: PgColumn; visibility: PgColumn };

/**
 * `column` is one of `ids`, counting only the ids of `table` records the caller may see: a filter
 * value naming a record the caller cannot see matches nothing, so the answer does not reveal that
 * the record exists or what links to it. The visible ids are read once (an init plan), so the
 * condition keeps the shape of a plain id list.
 */
export function visibleRef(column: PgColumn | SQL, table: VisibleTable, ids: number[], who: FilterCaller): SQL {
  const levels = readableVisibilities(who.principal);
  if (levels.length === 3) return sql`${column} in ${ids}`;
  return sql`${column} = any(array(select ${table.id} from ${table} where ${table.tenantId} = ${who.tenantId}
    and ${table.id} in ${ids} and ${inArray(table.visibility, levels)}))`;
}

/**
 * `column` is one of the values of `select` (one column, not correlated with the listed rows): an init
 * plan that reads them once — by the index on the link table's keys — before any row of the list, so
 * that the list's rows are looked up by them or checked against them. Written as a correlated
 * `exists (…)`, a plan made without statistics re-read a tenant's links once per listed row (issue 33).
 */
export function oneOf(column: PgColumn | SQL, select: SQL): SQL {
  return sql`${column} = any(array(${select}))`;
}

/** `name=<id>,<id>`: records whose `column` is one of the visible records of `table` with those ids. */
export function refFilter(
  name: string,
  label: string,
  column: PgColumn,
  table: VisibleTable,
  message = 'Use ids.',
): FilterSpec {
  return {
    name,
    label,
    type: 'multi',
    toSql: (v, who) => (v.every((x) => /^\d{1,15}$/.test(x)) ? visibleRef(column, table, v.map(Number), who) : message),
  };
}

/** Counts of each value of a column under the caller's visible rows (option counts of a filter). */
async function groupCounts(
  table: PgTable,
  column: PgColumn,
  where: SQL,
  tx: Parameters<NonNullable<FilterSpec['options']>>[0],
) {
  const rows = await tx.select({ value: column, n: count() }).from(table).where(where).groupBy(column);
  return new Map(rows.map((r) => [String(r.value), Number(r.n)]));
}

export function choiceFilter(
  table: PgTable,
  column: PgColumn,
  name: string,
  label: string,
  values: readonly string[],
  multi = true,
): FilterSpec {
  return {
    name,
    label,
    type: multi ? 'multi' : 'choice',
    toSql: (v) => {
      const bad = v.filter((x) => !values.includes(x));
      if (bad.length) return `Unknown value ${bad.map((b) => `"${b}"`).join(', ')}; use ${values.join(', ')}.`;
      return inArray(column, v);
    },
    options: async (tx, where) => {
      const counts = await groupCounts(table, column, where, tx);
      return values.map((value) => ({ value, label: value, count: counts.get(value) ?? 0 }));
    },
  };
}

export const visibilityFilter = (table: PgTable, column: PgColumn) =>
  choiceFilter(table, column, 'visibility', 'Visibility', VISIBILITIES);

export function booleanFilter(column: PgColumn, name: string, label: string): FilterSpec {
  return {
    name,
    label,
    type: 'boolean',
    toSql: ([v]) => (v === 'true' ? eq(column, true) : v === 'false' ? eq(column, false) : 'Use true or false.'),
  };
}

/** `name=from,to` (either may be empty): dates as YYYY, YYYY-MM or YYYY-MM-DD. */
export function dateRangeFilter(column: PgColumn, name: string, label: string): FilterSpec {
  return {
    name,
    label,
    type: 'date_range',
    toSql: (v) => {
      const [from, to] = v.length === 1 && !v[0]?.includes('..') ? [v[0], undefined] : v;
      const parts: SQL[] = [];
      for (const [value, isFrom] of [
        [from, true],
        [to, false],
      ] as const) {
        if (!value) continue;
        if (!ISO_DATE.test(value)) return 'Use dates like 2019, 2019-03 or 2019-03-12.';
        const full =
          value.length === 4
            ? `${value}-${isFrom ? '01-01' : '12-31'}`
            : value.length === 7
              ? isFrom
                ? `${value}-01`
                : endOfMonth(value)
              : value;
        // As SQL dates, not through the column's encoder (a timestamp column's wants a Date: a 500),
        // the last day whole: a timestamp on it is before the next day.
        parts.push(isFrom ? sql`${column} >= ${full}::date` : sql`${column} < ${full}::date + 1`);
      }
      return parts.length ? and(...parts) : undefined;
    },
  };
}

function endOfMonth(ym: string): string {
  const [y, m] = ym.split('-').map(Number) as [number, number];
  const d = new Date(Date.UTC(y, m, 0));
  return d.toISOString().slice(0, 10);
}

export function numberRangeFilter(column: PgColumn, name: string, label: string): FilterSpec {
  return {
    name,
    label,
    type: 'number_range',
    toSql: (v) => {
      const [from, to] = v;
      const parts: SQL[] = [];
      for (const [value, isFrom] of [
        [from, true],
        [to, false],
      ] as const) {
        if (value === undefined || value === '') continue;
        const n = Number(value);
        if (!Number.isFinite(n)) return 'Use numbers, e.g. 10,50.';
        parts.push(isFrom ? gte(column, String(n)) : lte(column, String(n)));
      }
      return parts.length ? and(...parts) : undefined;
    },
  };
}

/** Records tagged with any of the given keyword ids; options count only records the caller may see. */
export function keywordFilter(
  entityType: string,
  table: PgTable,
  tenantColumn: PgColumn,
  idColumn: PgColumn,
): FilterSpec {
  return {
    name: 'keywords',
    label: 'Keywords',
    type: 'multi',
    toSql: (v, who) => {
      const ids = v.map(Number);
      if (ids.some((n) => !Number.isSafeInteger(n) || n <= 0)) return 'Use keyword ids.';
      return oneOf(
        idColumn,
        sql`select ek.entity_id from ${entityKeywords} ek where ek.tenant_id = ${who.tenantId} and ek.entity_type = ${entityType} and ${visibleRef(sql`ek.keyword_id`, keywords, ids, who)}`,
      );
    },
    options: async (tx, where, principal) => {
      const used = tx
        .select({ keywordId: entityKeywords.keywordId, n: sql<number>`count(*)::int`.as('n') })
        .from(entityKeywords)
        .innerJoin(table, and(eq(tenantColumn, entityKeywords.tenantId), eq(idColumn, entityKeywords.entityId)))
        .where(and(eq(entityKeywords.entityType, entityType), where))
        .groupBy(entityKeywords.keywordId)
        .as('used');
      const rows = await tx
        .select({ id: keywords.id, name: keywords.name, n: used.n })
        .from(keywords)
        .leftJoin(used, eq(used.keywordId, keywords.id))
        .where(inArray(keywords.visibility, readableVisibilities(principal)))
        .orderBy(keywords.name)
        .limit(300);
      return rows.map((r) => ({ value: String(r.id), label: r.name, count: Number(r.n ?? 0) }));
    },
  };
}

/**
 * The tenant of the transaction (`app.tenant_id`, set by withTenant), for option queries that get no
 * tenant id: RLS alone would hide the other tenants' rows, but a statement without `tenant_id = $n`
 * cannot be routed to one node when the tables are distributed by tenant (docs/scaling.md §3).
 */
export async function tenantOfTx(tx: Tx): Promise<number | null> {
  const [row] = (await tx.execute(sql`select current_setting('app.tenant_id', true) as t`)).rows as {
    t: string | null;
  }[];
  const id = Number(row?.t);
  return Number.isSafeInteger(id) && id > 0 ? id : null;
}

/** Records on any of the given lists. */
export function listFilter(listType: string, idColumn: PgColumn): FilterSpec {
  return {
    name: 'lists',
    label: 'Lists',
    type: 'multi',
    toSql: (v, who) => {
      const ids = v.map(Number);
      if (ids.some((n) => !Number.isSafeInteger(n) || n <= 0)) return 'Use list ids.';
      return oneOf(
        idColumn,
        sql`select li.item_id from ${listItems} li where li.tenant_id = ${who.tenantId} and ${visibleRef(sql`li.list_id`, lists, ids, who)}`,
      );
    },
    options: async (tx, _where, principal) => {
      const tenantId = await tenantOfTx(tx);
      if (!tenantId) return [];
      const rows = await tx
        .select({ id: lists.id, name: lists.name })
        .from(lists)
        .where(
          and(
            eq(lists.tenantId, tenantId),
            sql`${lists.type} = ${listType}`,
            inArray(lists.visibility, readableVisibilities(principal)),
          ),
        )
        .orderBy(lists.name)
        .limit(200);
      return rows.map((r) => ({ value: String(r.id), label: r.name }));
    },
  };
}

/** `name=true|false`: whether a record has at least one row in a child table (e.g. has an email). */
export function existsFilter(name: string, label: string, exists: SQL): FilterSpec {
  return {
    name,
    label,
    type: 'boolean',
    toSql: ([v]) => (v === 'true' ? exists : v === 'false' ? sql`not ${exists}` : 'Use true or false.'),
  };
}
