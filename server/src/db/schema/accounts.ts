import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  foreignKey,
  index,
  jsonb,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { idCol, refCol, tenantIdCol, timestamps } from './common.ts';

/** Tenants. Global (no tenant_id): looked up from the Host before a tenant is known. */
export const clients = pgTable(
  'clients',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedByDefaultAsIdentity(),
    subdomain: text('subdomain').notNull(),
    name: text('name').notNull(),
    paymentAccessLink: text('payment_access_link'),
    paymentAccessMessage: text('payment_access_message'),
    chatLink: text('chat_link'),
    settings: jsonb('settings').notNull().default({}),
    disabled: boolean('disabled').notNull().default(false),
    ...timestamps(),
  },
  (t) => [uniqueIndex('clients_subdomain_key').on(t.subdomain)],
);

export const users = pgTable(
  'users',
  {
    tenantId: tenantIdCol().references(() => clients.id, { onDelete: 'cascade' }),
    id: idCol(),
    email: text('email').notNull(),
    passwordHash: text('password_hash').notNull(),
    alias: text('alias'),
    isAdmin: boolean('is_admin').notNull().default(false),
    isResearch: boolean('is_research').notNull().default(false),
    isTenantAdmin: boolean('is_tenant_admin').notNull().default(false),
    /** The user's own organization (organizations.id in the same tenant). */
    assetId: refCol('asset_id'),
    disabled: boolean('disabled').notNull().default(false),
    lastLoginAt: timestamp('last_login_at', { withTimezone: true }),
    /** When the user last opened their work queue's documents (the home's "processed since your last visit"). */
    workQueueSeenAt: timestamp('work_queue_seen_at', { withTimezone: true }),
    ...timestamps(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    uniqueIndex('users_tenant_email_key').on(t.tenantId, sql`lower(${t.email})`),
  ],
);

export const sessions = pgTable(
  'sessions',
  {
    tenantId: tenantIdCol().references(() => clients.id, { onDelete: 'cascade' }),
    /** sha256 of the opaque bearer token; the token itself is never stored. */
    tokenHash: text('token_hash').notNull(),
    userId: refCol('user_id').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.tokenHash] }),
    index('sessions_user_idx').on(t.tenantId, t.userId),
    foreignKey({ columns: [t.tenantId, t.userId], foreignColumns: [users.tenantId, users.id] }).onDelete('cascade'),
  ],
);

/** Failed logins, by account and by address, for the login rate limit. */
export const loginFailures = pgTable(
  'login_failures',
  {
    tenantId: tenantIdCol().references(() => clients.id, { onDelete: 'cascade' }),
    id: idCol(),
    email: text('email').notNull(),
    address: text('address').notNull(),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    index('login_failures_email_idx').on(t.tenantId, t.email, t.at),
    index('login_failures_address_idx').on(t.tenantId, t.address, t.at),
  ],
);

/**
 * Maintained counts per kind and visibility (DESIGN §10: never recounted per request), kept in
 * `COUNT_SHARDS` rows each: a writer adds to the row of its connection's shard (db/counted.ts), so
 * concurrent writers of one tenant and kind do not queue on one row until each commits. A count is the
 * sum of its shards.
 */
export const entityCounts = pgTable(
  'entity_counts',
  {
    tenantId: tenantIdCol(),
    kind: text('kind').notNull(),
    visibility: text('visibility').notNull(),
    shard: smallint('shard').notNull().default(0),
    n: bigint('n', { mode: 'number' }).notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.tenantId, t.kind, t.visibility, t.shard] })],
);
