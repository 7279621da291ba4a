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
import { ilike, or } from 'drizzle-orm';
import { buckets, sourceUrls } from '../../db/schema/index.ts';
import type { ResourceDef } from '../../lib/resource-def.ts';
import { bucketsPolicy, sourceUrlsPolicy } from './policies.ts';
import { presentBuckets, presentSourceUrls } from './presenters.ts';

export const bucketResource: ResourceDef<TBucket, TBucketCreate, Partial<TBucketCreate>> = {
  path: '/raw-data/buckets',
  tag: 'raw data',
  entityType: 'Bucket',
  label: 'Bucket',
  table: buckets,
  readAbility: bucketsPolicy.read,
  writeAbility: bucketsPolicy.write,
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
  present: presentBuckets,
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
  readAbility: sourceUrlsPolicy.read,
  writeAbility: sourceUrlsPolicy.write,
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
  present: presentSourceUrls,
  xlsx: [
    { header: 'ID', key: 'id', width: 8, value: (u) => u.id },
    { header: 'URL', key: 'url', width: 60, value: (u) => u.url },
    { header: 'Alias', key: 'alias', width: 30, value: (u) => u.alias },
    { header: 'Raw data', key: 'raw_data_count', width: 10, value: (u) => u.raw_data_count },
  ],
};
