import {
  type TBucket,
  type TBucketCreate,
  type TSourceUrl,
  type TSourceUrlCreate,
  ZBucket,
  ZBucketCreate,
  ZBucketPatch,
  ZSourceUrl,
  ZSourceUrlCreate,
  ZSourceUrlPatch,
} from '@intel/contracts';
import { and, count, eq, ilike, inArray, or } from 'drizzle-orm';
import { buckets, rawData, rawDataBuckets, sourceUrls } from '../../db/schema/index.ts';
import type { ResourceDef } from '../../lib/resource-def.ts';

const iso = (d: Date | null) => (d ? d.toISOString() : null);

export const bucketResource: ResourceDef<TBucket, TBucketCreate, Partial<TBucketCreate>> = {
  path: '/raw-data/buckets',
  tag: 'raw data',
  entityType: 'Bucket',
  label: 'Bucket',
  table: buckets,
  readGroup: 'research',
  writeGroup: 'research',
  out: ZBucket,
  create: ZBucketCreate,
  patch: ZBucketPatch,
  list: {
    table: buckets,
    orderings: { name: buckets.name, updated_at: buckets.updatedAt, created_at: buckets.createdAt },
    defaultOrdering: 'name',
    idColumn: buckets.id,
    search: (q) => ilike(buckets.name, `%${q}%`),
    filters: [],
  },
  values: (input) => (input.name !== undefined ? { name: input.name } : {}),
  async present(rows, ctx) {
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
  },
  xlsx: [
    { header: 'ID', key: 'id', width: 8, value: (b) => b.id },
    { header: 'Name', key: 'name', width: 40, value: (b) => b.name },
    { header: 'Raw data', key: 'raw_data_count', width: 10, value: (b) => b.raw_data_count },
  ],
};

export const sourceUrlResource: ResourceDef<TSourceUrl, TSourceUrlCreate, Partial<TSourceUrlCreate>> = {
  path: '/urls',
  tag: 'raw data',
  entityType: 'SourceUrl',
  label: 'Source URL',
  table: sourceUrls,
  readGroup: 'research',
  writeGroup: 'research',
  out: ZSourceUrl,
  create: ZSourceUrlCreate,
  patch: ZSourceUrlPatch,
  list: {
    table: sourceUrls,
    orderings: { url: sourceUrls.url, alias: sourceUrls.alias, updated_at: sourceUrls.updatedAt },
    defaultOrdering: '-updated_at',
    idColumn: sourceUrls.id,
    search: (q) => or(ilike(sourceUrls.url, `%${q}%`), ilike(sourceUrls.alias, `%${q}%`)) as never,
    filters: [],
  },
  values: (input) => ({
    ...(input.url !== undefined ? { url: input.url } : {}),
    ...(input.alias !== undefined ? { alias: input.alias } : {}),
    ...(input.notes !== undefined ? { notes: input.notes } : {}),
  }),
  async present(rows, ctx) {
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
  },
  xlsx: [
    { header: 'ID', key: 'id', width: 8, value: (u) => u.id },
    { header: 'URL', key: 'url', width: 60, value: (u) => u.url },
    { header: 'Alias', key: 'alias', width: 30, value: (u) => u.alias },
    { header: 'Raw data', key: 'raw_data_count', width: 10, value: (u) => u.raw_data_count },
  ],
};
