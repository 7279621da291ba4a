import { sql } from 'drizzle-orm';
import {
  bigint,
  doublePrecision,
  foreignKey,
  index,
  pgTable,
  primaryKey,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { clients } from './accounts.ts';
import { curated, idCol, tenantIdCol, timestamps, tsvector, tsvectorOf } from './common.ts';

/** Countries and regions: global reference data, edited by tenant admins. */
export const geos = pgTable(
  'geos',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedByDefaultAsIdentity(),
    iso2: text('iso2'),
    iso3: text('iso3'),
    name: text('name').notNull(),
    kind: text('kind').notNull().default('country'),
    parentId: bigint('parent_id', { mode: 'number' }),
    ...timestamps(),
  },
  (t) => [
    uniqueIndex('geos_iso2_key').on(t.iso2),
    index('geos_name_trgm_idx').using('gin', t.name.op('gin_trgm_ops')),
    foreignKey({ columns: [t.parentId], foreignColumns: [t.id] }).onDelete('set null'),
  ],
);

/**
 * Which countries a region holds, at every level (Germany is in Western Europe, Europe and the
 * European Union): the geos tree has one parent per geo, groupings like the EU cut across it.
 */
export const geoMembers = pgTable(
  'geo_members',
  {
    regionId: bigint('region_id', { mode: 'number' })
      .notNull()
      .references(() => geos.id, { onDelete: 'cascade' }),
    geoId: bigint('geo_id', { mode: 'number' })
      .notNull()
      .references(() => geos.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.regionId, t.geoId] }), index('geo_members_geo_idx').on(t.geoId)],
);

export const cities = pgTable(
  'cities',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedByDefaultAsIdentity(),
    name: text('name').notNull(),
    geoId: bigint('geo_id', { mode: 'number' }).references(() => geos.id, { onDelete: 'set null' }),
    latitude: doublePrecision('latitude'),
    longitude: doublePrecision('longitude'),
    ...timestamps(),
  },
  (t) => [index('cities_geo_idx').on(t.geoId), index('cities_name_trgm_idx').using('gin', t.name.op('gin_trgm_ops'))],
);

export const keywords = pgTable(
  'keywords',
  {
    tenantId: tenantIdCol().references(() => clients.id, { onDelete: 'cascade' }),
    id: idCol(),
    name: text('name').notNull(),
    slug: text('slug').notNull(),
    description: text('description'),
    ...curated(),
    search: tsvector('search').generatedAlwaysAs(tsvectorOf('name')),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    uniqueIndex('keywords_tenant_name_key').on(t.tenantId, sql`lower(${t.name})`),
    uniqueIndex('keywords_tenant_slug_key').on(t.tenantId, t.slug),
    index('keywords_updated_idx').on(t.tenantId, t.updatedAt),
    index('keywords_search_idx').using('gin', t.tenantId, t.search),
    index('keywords_name_trgm_idx').using('gin', t.tenantId, t.name.op('gin_trgm_ops')),
  ],
);

export const terminology = pgTable(
  'terminology',
  {
    tenantId: tenantIdCol().references(() => clients.id, { onDelete: 'cascade' }),
    id: idCol(),
    term: text('term').notNull(),
    definition: text('definition').notNull().default(''),
    aliases: text('aliases').array().notNull().default(sql`'{}'::text[]`),
    ...curated(),
    search: tsvector('search').generatedAlwaysAs(tsvectorOf('term', 'definition')),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    uniqueIndex('terminology_tenant_term_key').on(t.tenantId, sql`lower(${t.term})`),
    index('terminology_updated_idx').on(t.tenantId, t.updatedAt),
    index('terminology_search_idx').using('gin', t.tenantId, t.search),
    index('terminology_term_trgm_idx').using('gin', t.tenantId, t.term.op('gin_trgm_ops')),
  ],
);

/** Keywords on any record: entity_type is a reference kind (Organization, Person, LibraryEntry, ...). */
export const entityKeywords = pgTable(
  'entity_keywords',
  {
    tenantId: tenantIdCol().references(() => clients.id, { onDelete: 'cascade' }),
    keywordId: bigint('keyword_id', { mode: 'number' }).notNull(),
    entityType: text('entity_type').notNull(),
    entityId: bigint('entity_id', { mode: 'number' }).notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.keywordId, t.entityType, t.entityId] }),
    index('entity_keywords_entity_idx').on(t.tenantId, t.entityType, t.entityId),
    foreignKey({ columns: [t.tenantId, t.keywordId], foreignColumns: [keywords.tenantId, keywords.id] }).onDelete(
      'cascade',
    ),
  ],
);
