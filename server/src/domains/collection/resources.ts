import {
  PROCESSING_STATUSES,
  RAW_DATA_TYPES,
  type TRawData,
  type TRawDataPatch,
  ZRawData,
  ZRawDataPatch,
} from '@intel/contracts';
import { and, count, eq, ilike, inArray, or, sql } from 'drizzle-orm';
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
  suggestedEntities,
  suggestedEntityEvidence,
  taggingHits,
  taggingRules,
  terminology,
} from '../../db/schema/index.ts';
import type { Tx } from '../../db/scoped.ts';
import { choiceFilter, dateRangeFilter, tenantOfTx } from '../../lib/filters.ts';
import { badRequest } from '../../lib/http-errors.ts';
import type { FilterSpec } from '../../lib/listing.ts';
import type { ResourceDef } from '../../lib/resource-def.ts';
import { lockProcessingWrites } from '../processing/process.ts';

const bucketFilter: FilterSpec = {
  name: 'bucket',
  label: 'Buckets',
  type: 'multi',
  toSql: (v) => {
    const ids = v.map(Number);
    if (ids.some((n) => !Number.isInteger(n) || n <= 0)) return 'Use bucket ids.';
    return sql`exists (select 1 from ${rawDataBuckets} b where b.tenant_id = ${rawData.tenantId} and b.raw_data_id = ${rawData.id} and b.bucket_id in ${ids})`;
  },
  options: async (tx) => {
    const tenantId = await tenantOfTx(tx);
    if (!tenantId) return [];
    const rows = await tx
      .select({ id: buckets.id, name: buckets.name })
      .from(buckets)
      .where(eq(buckets.tenantId, tenantId))
      .orderBy(buckets.name)
      .limit(500);
    return rows.map((r) => ({ value: String(r.id), label: r.name }));
  },
};

const sourceFilter: FilterSpec = {
  name: 'source',
  label: 'Source',
  type: 'choice',
  toSql: ([v]) => (v === 'none' ? sql`${rawData.sourceUrl} is null` : eq(rawData.sourceUrl, v ?? '')),
  options: async (tx, where) => {
    const rows = await tx
      .select({ url: rawData.sourceUrl, alias: rawData.sourceAlias, n: count() })
      .from(rawData)
      .where(and(where, sql`${rawData.sourceUrl} is not null`))
      .groupBy(rawData.sourceUrl, rawData.sourceAlias)
      .limit(200);
    return rows.map((r) => ({ value: r.url ?? '', label: r.alias || (r.url ?? ''), count: Number(r.n) }));
  },
};

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

export const rawDataResource: ResourceDef<TRawData, TRawDataPatch, TRawDataPatch> = {
  path: '/raw-data',
  tag: 'raw data',
  entityType: 'RawData',
  label: 'Raw data',
  table: rawData,
  readGroup: 'research',
  writeGroup: 'research',
  out: ZRawData,
  create: ZRawDataPatch,
  patch: ZRawDataPatch,
  customCreate: true,
  exportAlias: true,
  list: {
    table: rawData,
    orderings: {
      title: rawData.title,
      updated_at: rawData.updatedAt,
      created_at: rawData.createdAt,
      processing_status: rawData.processingStatus,
    },
    defaultOrdering: '-updated_at',
    idColumn: rawData.id,
    search: (q) => or(ilike(rawData.title, `%${q}%`), ilike(rawData.sourceAlias, `%${q}%`)) as never,
    filters: [
      choiceFilter(rawData, rawData.processingStatus, 'processing_status', 'Status', PROCESSING_STATUSES),
      choiceFilter(rawData, rawData.type, 'type', 'Type', RAW_DATA_TYPES),
      bucketFilter,
      sourceFilter,
      dateRangeFilter(rawData.createdAt, 'created_at', 'Added'),
    ],
  },
  async values(input, ctx) {
    if (input.bucket_ids?.length) {
      const found = await ctx.tx
        .select({ id: buckets.id })
        .from(buckets)
        .where(and(eq(buckets.tenantId, ctx.tenantId), inArray(buckets.id, input.bucket_ids)));
      if (found.length !== new Set(input.bucket_ids).size)
        throw badRequest('Unknown bucket.', { bucket_ids: ['Unknown bucket.'] });
    }
    return {
      ...(input.title !== undefined ? { title: input.title } : {}),
      ...(input.text !== undefined ? { text: input.text } : {}),
    };
  },
  /** The counts processing maintains (people's raw data, suggestions' evidence) drop what the deletion takes with it. */
  async beforeDelete(ctx, id) {
    await lockProcessingWrites(ctx.tx, ctx.tenantId);
    await ctx.tx.execute(sql`
      update people p set raw_data_count = greatest(0, p.raw_data_count - 1)
        from raw_data_entities e
       where e.tenant_id = ${ctx.tenantId} and e.raw_data_id = ${id} and e.entity_type = 'Person'
         and p.tenant_id = e.tenant_id and p.id = e.entity_id`);
    await ctx.tx.execute(sql`
      update suggested_entities s set occurrences = greatest(0, s.occurrences - e.n)
        from (select suggested_entity_id, count(*)::int as n from suggested_entity_evidence
               where tenant_id = ${ctx.tenantId} and raw_data_id = ${id} group by suggested_entity_id) e
       where s.tenant_id = ${ctx.tenantId} and s.id = e.suggested_entity_id`);
  },
  async afterWrite(ctx, id, input) {
    if (input.bucket_ids === undefined) return;
    await ctx.tx
      .delete(rawDataBuckets)
      .where(and(eq(rawDataBuckets.tenantId, ctx.tenantId), eq(rawDataBuckets.rawDataId, id)));
    if (input.bucket_ids.length)
      await ctx.tx
        .insert(rawDataBuckets)
        .values([...new Set(input.bucket_ids)].map((bucketId) => ({ tenantId: ctx.tenantId, rawDataId: id, bucketId })))
        .onConflictDoNothing();
  },
  async present(rows, ctx) {
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
  },
  xlsx: [
    { header: 'ID', key: 'id', width: 8, value: (r) => r.id },
    { header: 'Title', key: 'title', width: 50, value: (r) => r.title },
    { header: 'Type', key: 'type', width: 8, value: (r) => r.type },
    { header: 'Status', key: 'processing_status', width: 12, value: (r) => r.processing_status },
    { header: 'Source', key: 'source', width: 40, value: (r) => r.source?.url ?? '' },
    { header: 'Buckets', key: 'buckets', width: 30, value: (r) => r.buckets.map((b) => b.name).join(', ') },
    {
      header: 'Organizations',
      key: 'orgs',
      width: 40,
      value: (r) =>
        r.entities
          .filter((e) => e.type === 'Organization')
          .map((e) => e.name)
          .join(', '),
    },
    {
      header: 'People',
      key: 'people',
      width: 40,
      value: (r) =>
        r.entities
          .filter((e) => e.type === 'Person')
          .map((e) => e.name)
          .join(', '),
    },
    { header: 'Emails', key: 'emails', width: 40, value: (r) => r.contacts.emails.join(', ') },
    { header: 'Added', key: 'created_at', width: 20, value: (r) => r.created_at },
  ],
};
