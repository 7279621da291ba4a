import { foreignKey, jsonb, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { clients, users } from './accounts.ts';
import { refCol, tenantIdCol } from './common.ts';

/**
 * A user's own settings by key (a table's columns: `table:assets-organizations`), so they follow
 * the user across browsers. Only ever read and written for the caller's own user id.
 */
export const userPreferences = pgTable(
  'user_preferences',
  {
    tenantId: tenantIdCol().references(() => clients.id, { onDelete: 'cascade' }),
    userId: refCol('user_id').notNull(),
    key: text('key').notNull(),
    value: jsonb('value').notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.userId, t.key] }),
    foreignKey({ columns: [t.tenantId, t.userId], foreignColumns: [users.tenantId, users.id] }).onDelete('cascade'),
  ],
);
