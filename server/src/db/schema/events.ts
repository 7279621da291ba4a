import { index, jsonb, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { clients } from './accounts.ts';
import { idCol, tenantIdCol } from './common.ts';

/** Live events, kept a day so that a reconnecting client can resume from Last-Event-ID (DESIGN §7). */
export const liveEvents = pgTable(
  'live_events',
  {
    tenantId: tenantIdCol().references(() => clients.id, { onDelete: 'cascade' }),
    id: idCol(),
    /** admin | research | all: the channel suffix that may receive it. */
    audience: text('audience').notNull(),
    type: text('type').notNull(),
    data: jsonb('data').notNull().default({}),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.tenantId, t.id] }), index('live_events_created_idx').on(t.createdAt)],
);
