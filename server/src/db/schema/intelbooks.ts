import { sql } from 'drizzle-orm';
import {
  bigint,
  foreignKey,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { clients } from './accounts.ts';
import { curated, idCol, refCol, tenantIdCol, tsvector, tsvectorOf } from './common.ts';

const tenantRef = () => tenantIdCol().references(() => clients.id, { onDelete: 'cascade' });

/** Intelbooks: categories → sections → facts (bullet points). */
export const categories = pgTable(
  'categories',
  {
    tenantId: tenantRef(),
    id: idCol(),
    name: text('name').notNull(),
    description: text('description'),
    sortOrder: integer('sort_order').notNull().default(0),
    ...curated(),
  },
  (t) => [primaryKey({ columns: [t.tenantId, t.id] }), index('categories_order_idx').on(t.tenantId, t.sortOrder)],
);

export const sections = pgTable(
  'sections',
  {
    tenantId: tenantRef(),
    id: idCol(),
    categoryId: bigint('category_id', { mode: 'number' }).notNull(),
    name: text('name').notNull(),
    description: text('description'),
    sortOrder: integer('sort_order').notNull().default(0),
    ...curated(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    index('sections_category_idx').on(t.tenantId, t.categoryId, t.sortOrder),
    foreignKey({ columns: [t.tenantId, t.categoryId], foreignColumns: [categories.tenantId, categories.id] }).onDelete(
      'cascade',
    ),
  ],
);

export const facts = pgTable(
  'facts',
  {
    tenantId: tenantRef(),
    id: idCol(),
    sectionId: bigint('section_id', { mode: 'number' }).notNull(),
    text: text('text').notNull(),
    sourceLinks: text('source_links').array().notNull().default(sql`'{}'::text[]`),
    sortOrder: integer('sort_order').notNull().default(0),
    ...curated(),
    search: tsvector('search').generatedAlwaysAs(tsvectorOf('text')),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    index('facts_section_idx').on(t.tenantId, t.sectionId, t.sortOrder),
    index('facts_search_idx').using('gin', t.tenantId, t.search),
    foreignKey({ columns: [t.tenantId, t.sectionId], foreignColumns: [sections.tenantId, sections.id] }).onDelete(
      'cascade',
    ),
  ],
);

/** A fact's links to organizations, people and library entries. */
export const factLinks = pgTable(
  'fact_links',
  {
    tenantId: tenantRef(),
    factId: bigint('fact_id', { mode: 'number' }).notNull(),
    entityType: text('entity_type').notNull(),
    entityId: bigint('entity_id', { mode: 'number' }).notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.factId, t.entityType, t.entityId] }),
    index('fact_links_entity_idx').on(t.tenantId, t.entityType, t.entityId),
    foreignKey({ columns: [t.tenantId, t.factId], foreignColumns: [facts.tenantId, facts.id] }).onDelete('cascade'),
  ],
);

/** Share codes name a category or section subtree, for `s/{code}`. */
export const shareCodes = pgTable(
  'share_codes',
  {
    tenantId: tenantRef(),
    id: idCol(),
    code: text('code').notNull(),
    categoryId: refCol('category_id'),
    sectionId: refCol('section_id'),
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    viewCount: integer('view_count').notNull().default(0),
    createdBy: refCol('created_by'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.tenantId, t.id] }), uniqueIndex('share_codes_code_key').on(t.code)],
);

export const intelbooksNullableRefs = [
  { table: 'share_codes', column: 'category_id', refTable: 'categories', onDelete: 'cascade' },
  { table: 'share_codes', column: 'section_id', refTable: 'sections', onDelete: 'cascade' },
] as const;
