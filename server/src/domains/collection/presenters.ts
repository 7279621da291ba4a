import type { TBucket, TRawData, TSourceUrl } from '@intel/contracts';
import { and, count, eq, inArray, sql } from 'drizzle-orm';
import type { Ctx } from '../../db/ctx.ts';
import {
  buckets,
  files,
  geos,
  keywords,
  organizations,
  people,
  rawData,
  rawDataBuckets,
  rawDataContacts,
  rawDataEntities,
  type sourceUrls,
  suggestedEntities,
  suggestedEntityEvidence,
  taggingHits,
  taggingRules,
  terminology,
} from '../../db/schema/index.ts';
import type { Tx } from '../../db/scoped.ts';
import type { AnyRow } from '../../lib/resource-def.ts';

type RawRow = typeof rawData.$inferSelect;

/** Names of linked records, per kind, for the detail view. */
export async function linkedNames(tx: Tx, tenantId: number, links: { type: string; id: number }[]) {
  const ctx = { tx, tenantId };
  const names = new Map<string, string>();
  const ofType = (t: string) => links.filter((l) => l.type === t).map((l) => l.id);
  const load = async (type: string, rows: Promise<{ id: number; name: string | null }[]>) => {
    for (const r of await rows) names.set(`${type}:${r.id}`, r.name ?? '');
  };
  const t = ctx.tenantId;
  if (ofType('Organization').length)
    await load(
      'Organization',
      ctx.tx
        .select({ id: organizations.id, name: organizations.nameDba })
        .from(organizations)
        .where(and(eq(organizations.tenantId, t), inArray(organizations.id, ofType('Organization')))),
    );
  if (ofType('Person').length)
    await load(
      'Person',
      ctx.tx
        .select({ id: people.id, name: sql<string>`concat_ws(' ', ${people.nameGiven}, ${people.nameFamily})` })
        .from(people)
        .where(and(eq(people.tenantId, t), inArray(people.id, ofType('Person')))),
    );
  if (ofType('Keyword').length)
    await load(
      'Keyword',
      ctx.tx
        .select({ id: keywords.id, name: keywords.name })
        .from(keywords)
        .where(and(eq(keywords.tenantId, t), inArray(keywords.id, ofType('Keyword')))),
    );
  if (ofType('Terminology').length)
    await load(
      'Terminology',
      ctx.tx
        .select({ id: terminology.id, name: terminology.term })
        .from(terminology)
        .where(and(eq(terminology.tenantId, t), inArray(terminology.id, ofType('Terminology')))),
    );
  if (ofType('Geo').length)
    await load(
      'Geo',
      ctx.tx
        .select({ id: geos.id, name: geos.name })
        .from(geos)
        .where(inArray(geos.id, ofType('Geo'))),
    );
  return names;
}

export async function presentRawData(rows: AnyRow[], ctx: Ctx): Promise<TRawData[]> {
  const items = rows as RawRow[];
  const ids = items.map((r) => r.id);
  if (ids.length === 0) return [];
  const t = ctx.tenantId;
  const bucketRows = await ctx.tx
    .select({ rawDataId: rawDataBuckets.rawDataId, id: buckets.id, name: buckets.name })
    .from(rawDataBuckets)
    .innerJoin(buckets, and(eq(buckets.tenantId, rawDataBuckets.tenantId), eq(buckets.id, rawDataBuckets.bucketId)))
    .where(and(eq(rawDataBuckets.tenantId, t), inArray(rawDataBuckets.rawDataId, ids)));
  const fileIds = items.map((r) => r.fileId).filter((f): f is number => f !== null);
  const fileRows = fileIds.length
    ? await ctx.tx
        .select()
        .from(files)
        .where(and(eq(files.tenantId, t), inArray(files.id, fileIds)))
    : [];
  const suggestionRows = await ctx.tx
    .selectDistinct({
      rawDataId: suggestedEntityEvidence.rawDataId,
      id: suggestedEntities.id,
      kind: suggestedEntities.kind,
      name: suggestedEntities.name,
      status: suggestedEntities.status,
    })
    .from(suggestedEntityEvidence)
    .innerJoin(
      suggestedEntities,
      and(
        eq(suggestedEntities.tenantId, suggestedEntityEvidence.tenantId),
        eq(suggestedEntities.id, suggestedEntityEvidence.suggestedEntityId),
      ),
    )
    .where(and(eq(suggestedEntityEvidence.tenantId, t), inArray(suggestedEntityEvidence.rawDataId, ids)));
  const entityRows = await ctx.tx
    .select()
    .from(rawDataEntities)
    .where(and(eq(rawDataEntities.tenantId, t), inArray(rawDataEntities.rawDataId, ids)));
  const names = await linkedNames(
    ctx.tx,
    ctx.tenantId,
    entityRows.map((e) => ({ type: e.entityType, id: e.entityId })),
  );
  const contactRows = await ctx.tx
    .select()
    .from(rawDataContacts)
    .where(and(eq(rawDataContacts.tenantId, t), inArray(rawDataContacts.rawDataId, ids)));
  const ruleRows = await ctx.tx
    .select({ rawDataId: taggingHits.rawDataId, id: taggingRules.id, name: taggingRules.name })
    .from(taggingHits)
    .innerJoin(
      taggingRules,
      and(eq(taggingRules.tenantId, taggingHits.tenantId), eq(taggingRules.id, taggingHits.ruleId)),
    )
    .where(and(eq(taggingHits.tenantId, t), inArray(taggingHits.rawDataId, ids)));
  const by = <T extends { rawDataId: number }>(list: T[], id: number) => list.filter((x) => x.rawDataId === id);
  return items.map((r) => {
    const file = fileRows.find((f) => f.id === r.fileId);
    const contacts = by(contactRows, r.id);
    const values = (kind: string) => contacts.filter((c) => c.kind === kind).map((c) => c.value);
    return {
      id: r.id,
      title: r.title,
      // One item is a read; several are a list page, which carries a preview only.
      text: items.length > 1 ? r.text.slice(0, 2000) : r.text,
      text_length: r.text.length,
      type: r.type as TRawData['type'],
      processing_status: r.processingStatus,
      error_message: r.errorMessage,
      file: file ? { id: file.id, name: file.name, mime: file.mime, size: file.size } : null,
      source: r.sourceUrl ? { url: r.sourceUrl, alias: r.sourceAlias } : null,
      buckets: by(bucketRows, r.id).map((b) => ({ id: b.id, name: b.name })),
      suggested_entities: by(suggestionRows, r.id).map((s) => ({
        id: s.id,
        kind: s.kind,
        name: s.name,
        status: s.status,
      })),
      entities: by(entityRows, r.id)
        .map((e) => ({
          type: e.entityType,
          id: e.entityId,
          name: names.get(`${e.entityType}:${e.entityId}`) ?? '',
          occurrences: e.occurrences,
        }))
        .sort((a, b) => b.occurrences - a.occurrences),
      contacts: { emails: values('email'), urls: values('url'), domains: values('domain'), phones: values('phone') },
      tagged_by: by(ruleRows, r.id).map((x) => ({ id: x.id, name: x.name })),
      extracted: (r.extracted ?? {}) as Record<string, unknown>,
      created_at: r.createdAt.toISOString(),
      updated_at: r.updatedAt.toISOString(),
    };
  });
}

const iso = (d: Date | null) => (d ? d.toISOString() : null);

export async function presentBuckets(rows: AnyRow[], ctx: Ctx): Promise<TBucket[]> {
  const ids = rows.map((r) => r.id as number);
  const usage = ids.length
    ? await ctx.tx
        .select({ id: rawDataBuckets.bucketId, n: count() })
        .from(rawDataBuckets)
        .where(and(eq(rawDataBuckets.tenantId, ctx.tenantId), inArray(rawDataBuckets.bucketId, ids)))
        .groupBy(rawDataBuckets.bucketId)
    : [];
  const used = new Map(usage.map((u) => [u.id, Number(u.n)]));
  return (rows as (typeof buckets.$inferSelect)[]).map((r) => ({
    id: r.id,
    name: r.name,
    raw_data_count: used.get(r.id) ?? 0,
    created_at: r.createdAt.toISOString(),
    updated_at: r.updatedAt.toISOString(),
  }));
}

export async function presentSourceUrls(rows: AnyRow[], ctx: Ctx): Promise<TSourceUrl[]> {
  const urls = rows.map((r) => r.url as string);
  const usage = urls.length
    ? await ctx.tx
        .select({ url: rawData.sourceUrl, n: count() })
        .from(rawData)
        .where(and(eq(rawData.tenantId, ctx.tenantId), inArray(rawData.sourceUrl, urls)))
        .groupBy(rawData.sourceUrl)
    : [];
  const used = new Map(usage.map((u) => [u.url, Number(u.n)]));
  return (rows as (typeof sourceUrls.$inferSelect)[]).map((r) => ({
    id: r.id,
    url: r.url,
    alias: r.alias,
    notes: r.notes,
    raw_data_count: used.get(r.url) ?? 0,
    last_fetched_at: iso(r.lastFetchedAt),
    created_at: r.createdAt.toISOString(),
    updated_at: r.updatedAt.toISOString(),
  }));
}
