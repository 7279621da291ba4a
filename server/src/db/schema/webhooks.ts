import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
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
import { clients } from './accounts.ts';
import { idCol, refCol, tenantIdCol, timestamps } from './common.ts';

/**
 * An HTTPS endpoint a tenant's admins registered for chosen events (issue 38 part 3). `secret` signs
 * every delivery (Standard Webhooks: HMAC-SHA256), so it is kept as it is; it is answered once, when
 * the endpoint is created or its secret rotated, and never read back by the API.
 */
export const webhookEndpoints = pgTable(
  'webhook_endpoints',
  {
    tenantId: tenantIdCol().references(() => clients.id, { onDelete: 'cascade' }),
    id: idCol(),
    url: text('url').notNull(),
    description: text('description').notNull().default(''),
    events: text('events').array().notNull().default(sql`'{}'::text[]`),
    enabled: boolean('enabled').notNull().default(true),
    secret: text('secret').notNull(),
    /** Deliveries that failed for good one after another; reset by a success. */
    consecutiveFailures: integer('consecutive_failures').notNull().default(0),
    /** Why it was switched off by the server (repeated failure), null when an admin did it or it is on. */
    disabledReason: text('disabled_reason'),
    disabledAt: timestamp('disabled_at', { withTimezone: true }),
    createdBy: refCol('created_by'),
    ...timestamps(),
  },
  (t) => [primaryKey({ columns: [t.tenantId, t.id] })],
);

/**
 * One event sent (or to be sent) to one endpoint: its body as signed, its state and its last attempt.
 * `eventKey` names the event, so that the same event reaching several processes is delivered once.
 */
export const webhookDeliveries = pgTable(
  'webhook_deliveries',
  {
    tenantId: tenantIdCol().references(() => clients.id, { onDelete: 'cascade' }),
    id: idCol(),
    endpointId: bigint('endpoint_id', { mode: 'number' }).notNull(),
    /** The `webhook-id` header: the same for every attempt and re-send of this delivery. */
    messageId: text('message_id').notNull(),
    eventKey: text('event_key').notNull(),
    event: text('event').notNull(),
    payload: jsonb('payload').notNull(),
    /** pending | succeeded | failed */
    status: text('status').notNull().default('pending'),
    attempts: integer('attempts').notNull().default(0),
    responseStatus: integer('response_status'),
    error: text('error'),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }),
    lastAttemptAt: timestamp('last_attempt_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    foreignKey({
      columns: [t.tenantId, t.endpointId],
      foreignColumns: [webhookEndpoints.tenantId, webhookEndpoints.id],
    }).onDelete('cascade'),
    uniqueIndex('webhook_deliveries_event_idx').on(t.tenantId, t.endpointId, t.eventKey),
    index('webhook_deliveries_endpoint_idx').on(t.tenantId, t.endpointId, t.id),
  ],
);
