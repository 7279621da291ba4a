import {
  PROCESSING_STATUSES,
  RAW_DATA_TYPES,
  type TRawData,
  type TRawDataPatch,
  ZRawData,
  ZRawDataPatch,
} from '@intel/contracts';
import { and, count, eq, ilike, inArray, or, sql } from 'drizzle-orm';
import { buckets, rawData, rawDataBuckets } from '../../db/schema/index.ts';
import { choiceFilter, dateRangeFilter, tenantOfTx } from '../../lib/filters.ts';
import { badRequest } from '../../lib/http-errors.ts';
import type { FilterSpec } from '../../lib/listing.ts';
import type { ResourceDef } from '../../lib/resource-def.ts';
import { releaseStoredFiles } from '../../lib/storage/index.ts';
import { lockProcessingWrites } from '../processing/process.ts';
import { rawDataPolicy } from './policies.ts';
import { presentRawData } from './presenters.ts';

/** `processed_since=<ISO time>`: items processed after it (the home's work queue links here); not offered as a filter. */
const processedSinceFilter: FilterSpec = {
  name: 'processed_since',
  label: 'Processed since',
  type: 'text',
  hidden: true,
  toSql: ([v]) => {
    const at = v ? Date.parse(v) : Number.NaN;
    if (!v || !/^\d{4}-\d{2}-\d{2}T/.test(v) || Number.isNaN(at)) return 'Use a time like 2026-12-01T09:30:00.000Z.';
    return sql`${rawData.processedAt} > ${new Date(at).toISOString()}::timestamptz`;
  },
};

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

export const rawDataResource: ResourceDef<TRawData, TRawDataPatch, TRawDataPatch> = {
  path: '/raw-data',
  tag: 'raw data',
  entityType: 'RawData',
  label: 'Raw data',
  table: rawData,
  readAbility: rawDataPolicy.read,
  writeAbility: rawDataPolicy.write,
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
      processedSinceFilter,
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
  /**
   * The counts processing maintains (people's raw data, suggestions' evidence) drop what the deletion
   * takes with it. Its file row and bytes go with it (db/delete-triggers.ts); bytes kept in S3 once
   * the deletion committed, unless another item holds the same content.
   */
  async beforeDelete(ctx, id) {
    const held = await ctx.tx.execute(sql`
      select f.storage_key from raw_data r join files f on f.tenant_id = r.tenant_id and f.id = r.file_id
       where r.tenant_id = ${ctx.tenantId} and r.id = ${id}`);
    const keys = (held.rows as { storage_key: string }[]).map((r) => r.storage_key);
    const tenantId = ctx.tenantId;
    if (keys.length)
      ctx.afterCommit?.(({ storage, database }) => releaseStoredFiles(storage, database, tenantId, keys));
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
  async afterWrite(ctx, id, input, isCreate) {
    if (input.bucket_ids === undefined) return;
    // A new item has no buckets to replace.
    if (!isCreate)
      await ctx.tx
        .delete(rawDataBuckets)
        .where(and(eq(rawDataBuckets.tenantId, ctx.tenantId), eq(rawDataBuckets.rawDataId, id)));
    if (input.bucket_ids.length)
      await ctx.tx
        .insert(rawDataBuckets)
        .values([...new Set(input.bucket_ids)].map((bucketId) => ({ tenantId: ctx.tenantId, rawDataId: id, bucketId })))
        .onConflictDoNothing();
  },
  present: presentRawData,
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
