import type { TListType, TPartialDateValue } from '@intel/contracts';
import { type AnyColumn, and, eq, inArray, type SQL, sql } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Ctx } from '../../db/ctx.ts';
import { entityKeywords, keywords, listItems, lists } from '../../db/schema/index.ts';
import { jsonArray } from '../../lib/related.ts';
import { readableVisibilities } from '../../policies/principal.ts';
import { taggingParts, tagRecord } from './autotag.ts';

// biome-ignore lint/suspicious/noExplicitAny: a row of any curated table
type AnyRow = Record<string, any>;

/** Partial date of a row (columns `{prefix}`, `{prefix}IncompleteDay`...) → API object. */
export function partialOut(row: AnyRow, prefix: string): TPartialDateValue {
  return {
    date: row[prefix] ?? null,
    incomplete_day: !!row[`${prefix}IncompleteDay`],
    incomplete_month: !!row[`${prefix}IncompleteMonth`],
    incomplete_year: !!row[`${prefix}IncompleteYear`],
  };
}

/** API partial date → columns; a partial date is normalised to the first day of its span. */
export function partialIn(value: TPartialDateValue | undefined, prefix: string): AnyRow {
  if (value === undefined) return {};
  let date = value.date;
  if (date && value.incomplete_month) date = `${date.slice(0, 4)}-01-01`;
  else if (date && value.incomplete_day) date = `${date.slice(0, 7)}-01`;
  return {
    [prefix]: date,
    [`${prefix}IncompleteDay`]: !!date && (value.incomplete_day || value.incomplete_month),
    [`${prefix}IncompleteMonth`]: !!date && value.incomplete_month,
    [`${prefix}IncompleteYear`]: !!date && value.incomplete_year,
  };
}

/** Maps API keys to columns for the keys present in the input. */
export function pick(input: object, map: Record<string, string>): AnyRow {
  const src = input as AnyRow;
  return Object.fromEntries(
    Object.entries(map)
      .filter(([k]) => src[k] !== undefined)
      .map(([k, col]) => [col, src[k]]),
  );
}

/** The keywords of the record whose id is `owner` that the caller may see, by name. */
export function keywordsFor(ctx: Ctx, entityType: string, owner: AnyColumn) {
  return jsonArray<{ id: number; name: string }>(sql`
    select json_agg(json_build_object('id', ${keywords.id}, 'name', ${keywords.name}) order by ${keywords.name})
    from ${entityKeywords}
    join ${keywords} on ${keywords.tenantId} = ${entityKeywords.tenantId} and ${keywords.id} = ${entityKeywords.keywordId}
    where ${entityKeywords.tenantId} = ${ctx.tenantId} and ${entityKeywords.entityType} = ${entityType}
      and ${entityKeywords.entityId} = ${owner} and ${inArray(keywords.visibility, readableVisibilities(ctx.principal))}`);
}

/** The visible lists the record whose id is `owner` is on (`lists_as_item`, slug-bearing), oldest list first. */
export function listsFor(ctx: Ctx, listType: TListType, owner: AnyColumn) {
  return jsonArray<{ id: number; name: string; slug: string; type: string }>(sql`
    select json_agg(json_build_object('id', ${lists.id}, 'name', ${lists.name}, 'slug', ${lists.slug}, 'type', ${lists.type})
      order by ${lists.id})
    from ${listItems}
    join ${lists} on ${lists.tenantId} = ${listItems.tenantId} and ${lists.id} = ${listItems.listId}
    where ${listItems.tenantId} = ${ctx.tenantId} and ${lists.type} = ${listType}
      and ${listItems.itemId} = ${owner} and ${inArray(lists.visibility, readableVisibilities(ctx.principal))}`);
}

/** One text column of a child table (emails, phones, urls) of the record whose id is `owner`, in insertion order. */
export function valuesOf(ctx: Ctx, table: ContactTable, column: PgColumn, owner: AnyColumn) {
  return jsonArray<string>(sql`
    select json_agg(${column} order by ${table.id}) from ${table}
    where ${table.tenantId} = ${ctx.tenantId} and ${table.ownerId} = ${owner}`);
}

export async function keywordsOf(ctx: Ctx, entityType: string, ids: number[]) {
  const out = new Map<number, { id: number; name: string }[]>();
  if (!ids.length) return out;
  const rows = await ctx.tx
    .select({ entityId: entityKeywords.entityId, id: keywords.id, name: keywords.name })
    .from(entityKeywords)
    .innerJoin(keywords, and(eq(keywords.tenantId, entityKeywords.tenantId), eq(keywords.id, entityKeywords.keywordId)))
    .where(
      and(
        eq(entityKeywords.tenantId, ctx.tenantId),
        eq(entityKeywords.entityType, entityType),
        inArray(entityKeywords.entityId, ids),
        inArray(keywords.visibility, readableVisibilities(ctx.principal)),
      ),
    )
    .orderBy(keywords.name);
  for (const r of rows) out.set(r.entityId, [...(out.get(r.entityId) ?? []), { id: r.id, name: r.name }]);
  return out;
}

/** A resource's `keywordsOnInsert`: a create's keyword links and their auto-tagging in the insert's statement. */
export function keywordsWithInsert(entityType: string) {
  return (ctx: Ctx, id: SQL, keywordIds: SQL): SQL => taggingParts(ctx, entityType, id, keywordIds);
}

/**
 * A record's keywords become `keywordIds` (all of them; undefined leaves them). A new record has none
 * to remove, so its keywords cost one statement with their auto-tagging (`tagRecord`).
 */
export async function setKeywords(
  ctx: Ctx,
  entityType: string,
  entityId: number,
  keywordIds: number[] | undefined,
  isCreate = false,
) {
  if (keywordIds === undefined) return;
  if (!isCreate)
    await ctx.tx
      .delete(entityKeywords)
      .where(
        and(
          eq(entityKeywords.tenantId, ctx.tenantId),
          eq(entityKeywords.entityType, entityType),
          eq(entityKeywords.entityId, entityId),
        ),
      );
  const unique = [...new Set(keywordIds)];
  if (unique.length) await tagRecord(ctx, entityType, entityId, unique);
}

type ContactTable = PgTable & { tenantId: PgColumn; ownerId: PgColumn; id: PgColumn };

export async function setChildValues(
  ctx: Ctx,
  table: ContactTable,
  key: string,
  ownerId: number,
  values: string[] | undefined,
  { extra, isCreate = false }: { extra?: (v: string) => AnyRow; isCreate?: boolean } = {},
) {
  if (values === undefined) return;
  // A new record has none to remove.
  if (!isCreate) await ctx.tx.delete(table).where(and(eq(table.tenantId, ctx.tenantId), eq(table.ownerId, ownerId)));
  const unique = [...new Set(values)];
  if (unique.length) {
    await ctx.tx
      .insert(table)
      .values(unique.map((v) => ({ tenantId: ctx.tenantId, ownerId, [key]: v, ...extra?.(v) })) as never);
  }
}

/**
 * The child values of many new records (`owned`: each record's id and its values, undefined for none)
 * in one insert: an import's batch of creates.
 */
export async function insertChildValues(
  ctx: Ctx,
  table: ContactTable,
  key: string,
  owned: [number, string[] | undefined][],
  extra?: (v: string) => AnyRow,
) {
  const rows = owned.flatMap(([ownerId, values]) =>
    [...new Set(values ?? [])].map((v) => ({ tenantId: ctx.tenantId, ownerId, [key]: v, ...extra?.(v) })),
  );
  if (rows.length) await ctx.tx.insert(table).values(rows as never);
}

/** E.164 when the number is written with its country code; otherwise null (kept raw). */
export function e164(phone: string): string | null {
  const digits = phone.replace(/[^\d+]/g, '');
  if (/^\+[1-9]\d{6,14}$/.test(digits)) return digits;
  if (/^00[1-9]\d{6,14}$/.test(digits)) return `+${digits.slice(2)}`;
  return null;
}

export const iso = (d: Date | string | null) => (d instanceof Date ? d.toISOString() : d);
