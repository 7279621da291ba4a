import { sql } from 'drizzle-orm';
import {
  bigint,
  foreignKey,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { clients, users } from './accounts.ts';
import { idCol, refCol, tenantIdCol } from './common.ts';

/**
 * What a user follows (issue 38): a record (`Organization`, `Person`, `List`, `Keyword` with its id) or a
 * saved Operator question / advanced search (`Question`: its text and parsed query, and the ids of the
 * results it had when last evaluated). Only ever read and written for the caller's own user id.
 */
export const watches = pgTable(
  'watches',
  {
    tenantId: tenantIdCol().references(() => clients.id, { onDelete: 'cascade' }),
    id: idCol(),
    userId: refCol('user_id').notNull(),
    targetType: text('target_type').notNull(),
    targetId: refCol('target_id'),
    /** A saved question: its text, its query (contracts ZOperatorQuery), and where it came from. */
    questionText: text('question_text'),
    questionQuery: jsonb('question_query'),
    questionSource: text('question_source'),
    /** The result ids the question had at its last evaluation (at most the query's limit). */
    questionSeen: jsonb('question_seen'),
    questionCount: integer('question_count'),
    checkedAt: timestamp('checked_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    uniqueIndex('watches_user_target_key')
      .on(t.tenantId, t.userId, t.targetType, t.targetId)
      .where(sql`target_id is not null`),
    index('watches_target_idx').on(t.tenantId, t.targetType, t.targetId),
    index('watches_user_idx').on(t.tenantId, t.userId, t.id),
    index('watches_questions_idx').on(t.checkedAt).where(sql`target_type = 'Question'`),
    foreignKey({ columns: [t.tenantId, t.userId], foreignColumns: [users.tenantId, users.id] }).onDelete('cascade'),
  ],
);

/**
 * One alert of one watcher: new raw data mentions a watched record (`mention`, with the raw data), a
 * watched record changed (`change`, with its history entry), or a saved question gained results
 * (`results`). Written set-based by the triggers of db/alert-triggers.ts and the question job; shown
 * only when the reader may see it at the moment of reading (domains/watches/visible.ts).
 */
export const alerts = pgTable(
  'alerts',
  {
    tenantId: tenantIdCol().references(() => clients.id, { onDelete: 'cascade' }),
    id: idCol(),
    userId: refCol('user_id').notNull(),
    watchId: refCol('watch_id').notNull(),
    kind: text('kind').notNull(),
    /** The watched target (a record, or `Question` with the watch's id). */
    entityType: text('entity_type').notNull(),
    entityId: bigint('entity_id', { mode: 'number' }).notNull(),
    rawDataId: refCol('raw_data_id'),
    historyId: refCol('history_id'),
    detail: jsonb('detail').notNull().default({}),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    readAt: timestamp('read_at', { withTimezone: true }),
    /** When its live event left (null: the dispatcher has not seen it yet). */
    dispatchedAt: timestamp('dispatched_at', { withTimezone: true }),
    emailedAt: timestamp('emailed_at', { withTimezone: true }),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    index('alerts_user_idx').on(t.tenantId, t.userId, t.id),
    index('alerts_pending_idx').on(t.tenantId, t.id).where(sql`dispatched_at is null`),
    uniqueIndex('alerts_mention_key')
      .on(t.tenantId, t.watchId, t.rawDataId, t.entityType, t.entityId)
      .where(sql`kind = 'mention'`),
    foreignKey({ columns: [t.tenantId, t.watchId], foreignColumns: [watches.tenantId, watches.id] }).onDelete(
      'cascade',
    ),
  ],
);

/** A user's email digest choice: none, immediate or daily, and when the last one was sent. */
export const alertSettings = pgTable(
  'alert_settings',
  {
    tenantId: tenantIdCol().references(() => clients.id, { onDelete: 'cascade' }),
    userId: refCol('user_id').notNull(),
    email: text('email').notNull().default('none'),
    lastDigestAt: timestamp('last_digest_at', { withTimezone: true }),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.userId] }),
    foreignKey({ columns: [t.tenantId, t.userId], foreignColumns: [users.tenantId, users.id] }).onDelete('cascade'),
  ],
);
