import { LIBRARY_TYPES, QUARTERS } from '@intel/contracts';
import {
  bigint,
  boolean,
  date,
  foreignKey,
  index,
  integer,
  jsonb,
  numeric,
  pgEnum,
  pgTable,
  primaryKey,
  text,
} from 'drizzle-orm/pg-core';
import { clients } from './accounts.ts';
import { curated, idCol, refCol, tenantIdCol, tsvector, tsvectorOf } from './common.ts';
import { people } from './curation.ts';

export const libraryTypeEnum = pgEnum('library_type', LIBRARY_TYPES);
export const quarterEnum = pgEnum('quarter', QUARTERS);

const tenantRef = () => tenantIdCol().references(() => clients.id, { onDelete: 'cascade' });

export const libraryEntries = pgTable(
  'library_entries',
  {
    tenantId: tenantRef(),
    id: idCol(),
    title: text('title').notNull(),
    abstract: text('abstract'),
    publishDate: date('publish_date', { mode: 'string' }),
    publishDateIncompleteDay: boolean('publish_date_incomplete_day').notNull().default(false),
    publishDateIncompleteMonth: boolean('publish_date_incomplete_month').notNull().default(false),
    publishDateIncompleteYear: boolean('publish_date_incomplete_year').notNull().default(false),
    publisherId: refCol('publisher_id'),
    publicLink: text('public_link'),
    paywallLink: text('paywall_link'),
    publishFrequency: text('publish_frequency'),
    type: libraryTypeEnum('type').notNull().default('Article'),
    isFav: boolean('is_fav').notNull().default(false),
    datasetInfo: jsonb('dataset_info'),
    ...curated(),
    search: tsvector('search').generatedAlwaysAs(tsvectorOf('title', 'abstract')),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    index('library_entries_updated_idx').on(t.tenantId, t.updatedAt.desc().nullsFirst(), t.id.desc().nullsFirst()),
    index('library_entries_visibility_idx').on(t.tenantId, t.visibility, t.updatedAt),
    index('library_entries_publisher_idx').on(t.tenantId, t.publisherId),
    index('library_entries_search_idx').using('gin', t.tenantId, t.search),
    index('library_entries_title_trgm_idx').using('gin', t.tenantId, t.title.op('gin_trgm_ops')),
    index('library_entries_publish_idx').on(t.tenantId, t.publishDate.desc().nullsFirst(), t.id.desc().nullsFirst()),
    index('library_entries_type_idx').on(t.tenantId, t.type, t.visibility),
    index('library_entries_type_publish_idx').on(
      t.tenantId,
      t.type,
      t.publishDate.desc().nullsFirst(),
      t.id.desc().nullsFirst(),
    ),
    index('library_entries_type_updated_idx').on(
      t.tenantId,
      t.type,
      t.updatedAt.desc().nullsFirst(),
      t.id.desc().nullsFirst(),
    ),
  ],
);

/** Authors in order: a linked person, or a free-text name. */
export const libraryAuthors = pgTable(
  'library_authors',
  {
    tenantId: tenantRef(),
    id: idCol(),
    libraryEntryId: bigint('library_entry_id', { mode: 'number' }).notNull(),
    personId: bigint('person_id', { mode: 'number' }),
    name: text('name'),
    position: integer('position').notNull().default(0),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    index('library_authors_entry_idx').on(t.tenantId, t.libraryEntryId),
    index('library_authors_person_idx').on(t.tenantId, t.personId),
    foreignKey({
      columns: [t.tenantId, t.libraryEntryId],
      foreignColumns: [libraryEntries.tenantId, libraryEntries.id],
    }).onDelete('cascade'),
    foreignKey({ columns: [t.tenantId, t.personId], foreignColumns: [people.tenantId, people.id] }).onDelete('cascade'),
  ],
);

/** Data snapshots (SPEC "Asset/snapshot"): one numeric point of a series (symbol) per year and quarter. */
export const assets = pgTable(
  'assets',
  {
    tenantId: tenantRef(),
    id: idCol(),
    year: integer('year').notNull(),
    quarter: quarterEnum('quarter').notNull().default('Q1'),
    data: numeric('data', { precision: 20, scale: 6 }).notNull(),
    symbol: text('symbol'),
    caption: text('caption'),
    url: text('url'),
    sortOrder: integer('order').notNull().default(0),
    libraryEntryId: refCol('library_entry_id'),
    ...curated(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    index('assets_symbol_idx').on(t.tenantId, t.symbol, t.year, t.quarter),
    index('assets_updated_idx').on(t.tenantId, t.updatedAt),
    index('assets_library_idx').on(t.tenantId, t.libraryEntryId),
  ],
);

/** Links of a snapshot: entity_type Organization | Person | Geo | Keyword (geos are global ids). */
export const assetLinks = pgTable(
  'asset_links',
  {
    tenantId: tenantRef(),
    assetId: bigint('asset_id', { mode: 'number' }).notNull(),
    entityType: text('entity_type').notNull(),
    entityId: bigint('entity_id', { mode: 'number' }).notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.assetId, t.entityType, t.entityId] }),
    index('asset_links_entity_idx').on(t.tenantId, t.entityType, t.entityId),
    foreignKey({ columns: [t.tenantId, t.assetId], foreignColumns: [assets.tenantId, assets.id] }).onDelete('cascade'),
  ],
);

export const libraryNullableRefs = [
  { table: 'library_entries', column: 'publisher_id', refTable: 'organizations' },
  { table: 'assets', column: 'library_entry_id', refTable: 'library_entries' },
] as const;
