import { LIST_TYPES } from '@intel/contracts';
import {
  bigint,
  boolean,
  foreignKey,
  index,
  integer,
  pgEnum,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { clients } from './accounts.ts';
import { curated, idCol, tenantIdCol, tsvector, tsvectorOf } from './common.ts';

export const listTypeEnum = pgEnum('list_type', LIST_TYPES);

export const lists = pgTable(
  'lists',
  {
    tenantId: tenantIdCol().references(() => clients.id, { onDelete: 'cascade' }),
    id: idCol(),
    name: text('name').notNull(),
    slug: text('slug').notNull(),
    description: text('description'),
    type: listTypeEnum('type').notNull(),
    autoTagging: boolean('auto_tagging').notNull().default(true),
    ...curated('public'),
    search: tsvector('search').generatedAlwaysAs(tsvectorOf('name', 'description')),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    uniqueIndex('lists_tenant_type_slug_key').on(t.tenantId, t.type, t.slug),
    index('lists_updated_idx').on(t.tenantId, t.updatedAt),
    index('lists_search_idx').using('gin', t.tenantId, t.search),
    index('lists_name_trgm_idx').using('gin', t.tenantId, t.name.op('gin_trgm_ops')),
  ],
);

/** Ordered members: item_id is an organization, person, ledger entry or library entry as the list's type says. */
export const listItems = pgTable(
  'list_items',
  {
    tenantId: tenantIdCol().references(() => clients.id, { onDelete: 'cascade' }),
    listId: bigint('list_id', { mode: 'number' }).notNull(),
    itemId: bigint('item_id', { mode: 'number' }).notNull(),
    position: integer('position').notNull().default(0),
    addedAt: timestamp('added_at', { withTimezone: true }).notNull().defaultNow(),
    addedBy: bigint('added_by', { mode: 'number' }),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.listId, t.itemId] }),
    index('list_items_item_idx').on(t.tenantId, t.itemId),
    index('list_items_position_idx').on(t.tenantId, t.listId, t.position),
    foreignKey({ columns: [t.tenantId, t.listId], foreignColumns: [lists.tenantId, lists.id] }).onDelete('cascade'),
  ],
);
