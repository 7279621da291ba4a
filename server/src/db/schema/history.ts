import { bigint, index, jsonb, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { clients } from './accounts.ts';
import { idCol, refCol, tenantIdCol } from './common.ts';

/** Every change to a record: who, when, which fields (old → new). */
export const recordHistory = pgTable(
  'record_history',
  {
    tenantId: tenantIdCol().references(() => clients.id, { onDelete: 'cascade' }),
    id: idCol(),
    entityType: text('entity_type').notNull(),
    entityId: bigint('entity_id', { mode: 'number' }).notNull(),
    userId: refCol('user_id'),
    /** create | update | delete | merge | unmerge */
    action: text('action').notNull(),
    changes: jsonb('changes').notNull().default({}),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    index('record_history_entity_idx').on(t.tenantId, t.entityType, t.entityId, t.at),
  ],
);

/** A merge of two records, with what is needed to undo it. */
export const merges = pgTable(
  'merges',
  {
    tenantId: tenantIdCol().references(() => clients.id, { onDelete: 'cascade' }),
    id: idCol(),
    entityType: text('entity_type').notNull(),
    survivorId: bigint('survivor_id', { mode: 'number' }).notNull(),
    mergedId: bigint('merged_id', { mode: 'number' }).notNull(),
    snapshot: jsonb('snapshot').notNull(),
    undoneAt: timestamp('undone_at', { withTimezone: true }),
    createdBy: refCol('created_by'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    index('merges_survivor_idx').on(t.tenantId, t.entityType, t.survivorId),
  ],
);
