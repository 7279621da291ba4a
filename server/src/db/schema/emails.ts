import { boolean, index, integer, jsonb, pgTable, primaryKey, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { clients } from './accounts.ts';
import { idCol, refCol, tenantIdCol, timestamps } from './common.ts';

const tenantRef = () => tenantIdCol().references(() => clients.id, { onDelete: 'cascade' });

/** The email list (`/dxlist`): addresses collected from text, grouped by registrable domain. */
export const domains = pgTable(
  'domains',
  {
    tenantId: tenantRef(),
    id: idCol(),
    domain: text('domain').notNull(),
    cleanedEmailsCount: integer('cleaned_emails_count').notNull().default(0),
    enrichment: jsonb('enrichment').notNull().default({}),
    /** pending | complete | unreachable */
    enrichStatus: text('enrich_status').notNull().default('pending'),
    organizationId: refCol('organization_id'),
    ...timestamps(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    uniqueIndex('domains_tenant_domain_key').on(t.tenantId, t.domain),
    index('domains_cleaned_idx').on(t.tenantId, t.cleanedEmailsCount),
  ],
);

export const emails = pgTable(
  'emails',
  {
    tenantId: tenantRef(),
    id: idCol(),
    email: text('email').notNull(),
    name: text('name'),
    domainId: refCol('domain_id'),
    domain: text('domain').notNull(),
    source: text('source'),
    cleaned: boolean('cleaned').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    uniqueIndex('emails_tenant_email_key').on(t.tenantId, t.email),
    // The list, newest first, and one domain's addresses read one index range in their order, with the
    // id tie-break in the index so a keyset page seeks with one row comparison.
    index('emails_created_idx').on(t.tenantId, t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst()),
    index('emails_domain_idx').on(t.tenantId, t.domainId, t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst()),
    index('emails_email_trgm_idx').using('gin', t.tenantId, t.email.op('gin_trgm_ops')),
  ],
);

export const emailsNullableRefs = [
  { table: 'emails', column: 'domain_id', refTable: 'domains' },
  { table: 'domains', column: 'organization_id', refTable: 'organizations' },
] as const;
