import { boolean, foreignKey, index, pgTable, primaryKey, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { clients, users } from './accounts.ts';
import { idCol, refCol, tenantIdCol } from './common.ts';

/**
 * Personal API tokens (issue 38): a user's named, long-lived bearer credentials for scripts. Like
 * sessions, only the sha256 of the secret is kept; the token acts with its owner's current roles.
 */
export const apiTokens = pgTable(
  'api_tokens',
  {
    tenantId: tenantIdCol().references(() => clients.id, { onDelete: 'cascade' }),
    id: idCol(),
    userId: refCol('user_id').notNull(),
    name: text('name').notNull(),
    /** sha256 of the secret (`inpat_…`); the secret itself is shown once and never stored. */
    tokenHash: text('token_hash').notNull(),
    /** The secret's first characters, to recognise a token in a list. */
    hint: text('hint').notNull(),
    readOnly: boolean('read_only').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** Null: never expires (admins only, when created). */
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    /** Written at most once a minute per token and process, not on every request. */
    lastUsedAt: timestamp('last_used_at', { withTimezone: true }),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    uniqueIndex('api_tokens_hash_key').on(t.tenantId, t.tokenHash),
    index('api_tokens_user_idx').on(t.tenantId, t.userId),
    foreignKey({ columns: [t.tenantId, t.userId], foreignColumns: [users.tenantId, users.id] }).onDelete('cascade'),
  ],
);
