import { PROCESSING_STATUSES } from '@intel/contracts';
import { sql } from 'drizzle-orm';
import {
  bigint,
  customType,
  foreignKey,
  index,
  jsonb,
  pgEnum,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { clients } from './accounts.ts';
import { idCol, refCol, tenantIdCol, timestamps } from './common.ts';

export const processingStatusEnum = pgEnum('processing_status', PROCESSING_STATUSES);

const tenantRef = () => tenantIdCol().references(() => clients.id, { onDelete: 'cascade' });

/** Stored uploads: the object key in local or S3-compatible storage plus what was checked about it. */
export const files = pgTable(
  'files',
  {
    tenantId: tenantRef(),
    id: idCol(),
    storageKey: text('storage_key').notNull(),
    name: text('name').notNull(),
    mime: text('mime').notNull(),
    size: bigint('size', { mode: 'number' }).notNull(),
    sha256: text('sha256').notNull(),
    createdBy: refCol('created_by'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.tenantId, t.id] }), index('files_sha_idx').on(t.tenantId, t.sha256)],
);

const bytea = customType<{ data: Buffer }>({ dataType: () => 'bytea' });

/** Upload bytes when the database is the storage backend (lib/storage/database.ts), by storage key. */
export const fileContents = pgTable(
  'file_contents',
  {
    tenantId: tenantRef(),
    storageKey: text('storage_key').notNull(),
    bytes: bytea('bytes').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.tenantId, t.storageKey] })],
);

export const rawData = pgTable(
  'raw_data',
  {
    tenantId: tenantRef(),
    id: idCol(),
    title: text('title').notNull().default(''),
    text: text('text').notNull().default(''),
    /** text | file | url | quick */
    type: text('type').notNull().default('text'),
    fileId: refCol('file_id'),
    sourceUrl: text('source_url'),
    sourceAlias: text('source_alias'),
    processingStatus: processingStatusEnum('processing_status').notNull().default('pending'),
    errorMessage: text('error_message'),
    extracted: jsonb('extracted').notNull().default({}),
    contentSha256: text('content_sha256'),
    /** When processing last completed (an edit bumps updated_at, not this). */
    processedAt: timestamp('processed_at', { withTimezone: true }),
    ...timestamps(),
    createdBy: refCol('created_by'),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    index('raw_data_updated_idx').on(t.tenantId, t.updatedAt),
    index('raw_data_processed_idx').on(t.tenantId, t.processedAt),
    index('raw_data_status_idx').on(t.tenantId, t.processingStatus),
    index('raw_data_title_trgm_idx').using('gin', t.tenantId, t.title.op('gin_trgm_ops')),
  ],
);

export const buckets = pgTable(
  'buckets',
  {
    tenantId: tenantRef(),
    id: idCol(),
    name: text('name').notNull(),
    ...timestamps(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    uniqueIndex('buckets_tenant_name_key').on(t.tenantId, sql`lower(${t.name})`),
  ],
);

export const rawDataBuckets = pgTable(
  'raw_data_buckets',
  {
    tenantId: tenantRef(),
    rawDataId: bigint('raw_data_id', { mode: 'number' }).notNull(),
    bucketId: bigint('bucket_id', { mode: 'number' }).notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.rawDataId, t.bucketId] }),
    index('raw_data_buckets_bucket_idx').on(t.tenantId, t.bucketId),
    foreignKey({ columns: [t.tenantId, t.rawDataId], foreignColumns: [rawData.tenantId, rawData.id] }).onDelete(
      'cascade',
    ),
    foreignKey({ columns: [t.tenantId, t.bucketId], foreignColumns: [buckets.tenantId, buckets.id] }).onDelete(
      'cascade',
    ),
  ],
);

/** Source URLs (the `urls` screens): pages the team watches and collects from. */
export const sourceUrls = pgTable(
  'source_urls',
  {
    tenantId: tenantRef(),
    id: idCol(),
    url: text('url').notNull(),
    alias: text('alias'),
    notes: text('notes'),
    lastFetchedAt: timestamp('last_fetched_at', { withTimezone: true }),
    ...timestamps(),
    createdBy: refCol('created_by'),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    uniqueIndex('source_urls_tenant_url_key').on(t.tenantId, t.url),
    index('source_urls_updated_idx').on(t.tenantId, t.updatedAt),
  ],
);

export const collectionNullableRefs = [{ table: 'raw_data', column: 'file_id', refTable: 'files' }] as const;
