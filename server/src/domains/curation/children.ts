import type { TPartialDateValue } from '@intel/contracts';
import { and, eq, inArray } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import { entityKeywords, keywords, listItems, lists } from '../../db/schema/index.ts';
import type { Ctx } from '../../lib/resource.ts';
import { readableVisibilities } from '../../policies/principal.ts';
import { autoTagRecord } from '../library/autotag.ts';

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

export async function setKeywords(ctx: Ctx, entityType: string, entityId: number, keywordIds: number[] | undefined) {
  if (keywordIds === undefined) return;
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
  if (unique.length) {
    await ctx.tx
      .insert(entityKeywords)
      .values(unique.map((keywordId) => ({ tenantId: ctx.tenantId, keywordId, entityType, entityId })));
    await autoTagRecord(ctx, entityType, entityId);
  }
}

/** The visible lists each record is on (`lists_as_item`, slug-bearing). */
export async function listsOf(
  ctx: Ctx,
  listType: 'OrganizationsList' | 'PeopleList' | 'LedgerList' | 'LibraryList',
  ids: number[],
) {
  const out = new Map<number, { id: number; name: string; slug: string; type: string }[]>();
  if (!ids.length) return out;
  const rows = await ctx.tx
    .select({ itemId: listItems.itemId, id: lists.id, name: lists.name, slug: lists.slug, type: lists.type })
    .from(listItems)
    .innerJoin(lists, and(eq(lists.tenantId, listItems.tenantId), eq(lists.id, listItems.listId)))
    .where(
      and(
        eq(listItems.tenantId, ctx.tenantId),
        eq(lists.type, listType),
        inArray(listItems.itemId, ids),
        inArray(lists.visibility, readableVisibilities(ctx.principal)),
      ),
    );
  for (const r of rows)
    out.set(r.itemId, [...(out.get(r.itemId) ?? []), { id: r.id, name: r.name, slug: r.slug, type: r.type }]);
  return out;
}

type ContactTable = PgTable & { tenantId: PgColumn; ownerId: PgColumn; id: PgColumn };

/** One text column of a child table (emails, phones, urls) per owner, in insertion order. */
export async function childValues(ctx: Ctx, table: ContactTable, column: PgColumn, ids: number[]) {
  const out = new Map<number, string[]>();
  if (!ids.length) return out;
  const rows = await ctx.tx
    .select({ owner: table.ownerId, value: column })
    .from(table)
    .where(and(eq(table.tenantId, ctx.tenantId), inArray(table.ownerId, ids)))
    .orderBy(table.id);
  for (const r of rows as { owner: number; value: string }[]) out.set(r.owner, [...(out.get(r.owner) ?? []), r.value]);
  return out;
}

export async function setChildValues(
  ctx: Ctx,
  table: ContactTable,
  key: string,
  ownerId: number,
  values: string[] | undefined,
  extra?: (v: string) => AnyRow,
) {
  if (values === undefined) return;
  await ctx.tx.delete(table).where(and(eq(table.tenantId, ctx.tenantId), eq(table.ownerId, ownerId)));
  const unique = [...new Set(values)];
  if (unique.length) {
    await ctx.tx
      .insert(table)
      .values(unique.map((v) => ({ tenantId: ctx.tenantId, ownerId, [key]: v, ...extra?.(v) })) as never);
  }
}

/** E.164 when the number is written with its country code; otherwise null (kept raw). */
export function e164(phone: string): string | null {
  const digits = phone.replace(/[^\d+]/g, '');
  if (/^\+[1-9]\d{6,14}$/.test(digits)) return digits;
  if (/^00[1-9]\d{6,14}$/.test(digits)) return `+${digits.slice(2)}`;
  return null;
}

export const iso = (d: Date | string | null) => (d instanceof Date ? d.toISOString() : d);
