import { SUGGESTION_KINDS, SUGGESTION_STATUSES, TAGGING_ALGORITHMS } from '@intel/contracts';
import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  foreignKey,
  index,
  integer,
  jsonb,
  pgEnum,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { clients } from './accounts.ts';
import { rawData } from './collection.ts';
import { idCol, refCol, tenantIdCol, timestamps } from './common.ts';

export const suggestionKindEnum = pgEnum('suggestion_kind', SUGGESTION_KINDS);
export const suggestionStatusEnum = pgEnum('suggestion_status', SUGGESTION_STATUSES);
export const taggingAlgorithmEnum = pgEnum('tagging_algorithm', TAGGING_ALGORITHMS);

const tenantRef = () => tenantIdCol().references(() => clients.id, { onDelete: 'cascade' });
/**
 * The tenant of a row that belongs to a raw data item (written per processed document, dozens of rows each):
 * its foreign key to `raw_data (tenant_id, id)` already says the tenant exists (raw_data's own key to
 * `clients`) and is the item's, and deleting the tenant reaches the row through the item (both cascade).
 * A second key to `clients` only doubled the checks per row (migration 0022).
 */
const itemTenant = () => tenantIdCol();

/** Organizations and people found in raw data, waiting for review. One row per normalised name. */
export const suggestedEntities = pgTable(
  'suggested_entities',
  {
    tenantId: tenantRef(),
    id: idCol(),
    kind: suggestionKindEnum('kind').notNull(),
    name: text('name').notNull(),
    normalizedName: text('normalized_name').notNull(),
    suggestedFields: jsonb('suggested_fields').notNull().default({}),
    status: suggestionStatusEnum('status').notNull().default('suggested'),
    /** The existing organization or person it probably is (polymorphic by kind). */
    matchedEntityId: bigint('matched_entity_id', { mode: 'number' }),
    acceptedEntityId: bigint('accepted_entity_id', { mode: 'number' }),
    /**
     * The suggestion whose accept created accepted_entity_id (itself, or the person whose role named
     * this organization); null when merged into an existing record. Undoing that accept deletes it.
     */
    createdByAccept: bigint('created_by_accept', { mode: 'number' }),
    occurrences: integer('occurrences').notNull().default(0),
    ...timestamps(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    uniqueIndex('suggested_entities_name_key').on(t.tenantId, t.kind, t.normalizedName),
    index('suggested_entities_status_idx').on(t.tenantId, t.kind, t.status, t.updatedAt),
    index('suggested_entities_name_trgm_idx').using('gin', t.tenantId, t.name.op('gin_trgm_ops')),
  ],
);

export const suggestedEntityEvidence = pgTable(
  'suggested_entity_evidence',
  {
    tenantId: itemTenant(),
    id: idCol(),
    suggestedEntityId: bigint('suggested_entity_id', { mode: 'number' }).notNull(),
    rawDataId: bigint('raw_data_id', { mode: 'number' }).notNull(),
    snippet: text('snippet').notNull(),
    startOffset: integer('start_offset').notNull(),
    endOffset: integer('end_offset').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    uniqueIndex('suggested_entity_evidence_key').on(t.tenantId, t.suggestedEntityId, t.rawDataId, t.startOffset),
    index('suggested_entity_evidence_raw_idx').on(t.tenantId, t.rawDataId),
    foreignKey({
      columns: [t.tenantId, t.suggestedEntityId],
      foreignColumns: [suggestedEntities.tenantId, suggestedEntities.id],
    }).onDelete('cascade'),
    foreignKey({ columns: [t.tenantId, t.rawDataId], foreignColumns: [rawData.tenantId, rawData.id] }).onDelete(
      'cascade',
    ),
  ],
);

/** Names a tenant rejected: never suggested again. */
export const rejectedNames = pgTable(
  'rejected_names',
  {
    tenantId: tenantRef(),
    id: idCol(),
    kind: suggestionKindEnum('kind').notNull(),
    normalizedName: text('normalized_name').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    uniqueIndex('rejected_names_key').on(t.tenantId, t.kind, t.normalizedName),
  ],
);

/** Known records found in a raw data item (Organization, Person, Keyword, Terminology, Geo). */
export const rawDataEntities = pgTable(
  'raw_data_entities',
  {
    tenantId: itemTenant(),
    rawDataId: bigint('raw_data_id', { mode: 'number' }).notNull(),
    entityType: text('entity_type').notNull(),
    entityId: bigint('entity_id', { mode: 'number' }).notNull(),
    occurrences: integer('occurrences').notNull().default(1),
    /** The analyst chose this record among others of the same name (issue 15 item 7): reprocessing keeps it. */
    chosen: boolean('chosen').notNull().default(false),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.rawDataId, t.entityType, t.entityId] }),
    index('raw_data_entities_entity_idx').on(t.tenantId, t.entityType, t.entityId),
    foreignKey({ columns: [t.tenantId, t.rawDataId], foreignColumns: [rawData.tenantId, rawData.id] }).onDelete(
      'cascade',
    ),
  ],
);

export const taggingRules = pgTable(
  'tagging_rules',
  {
    tenantId: tenantRef(),
    id: idCol(),
    name: text('name').notNull(),
    matchText: text('match_text').notNull(),
    algorithm: taggingAlgorithmEnum('algorithm').notNull().default('any'),
    caseSensitive: boolean('case_sensitive').notNull().default(false),
    targetKeywordId: refCol('target_keyword_id'),
    targetListId: refCol('target_list_id'),
    targetBucketId: refCol('target_bucket_id'),
    enabled: boolean('enabled').notNull().default(true),
    ...timestamps(),
    createdBy: refCol('created_by'),
  },
  (t) => [primaryKey({ columns: [t.tenantId, t.id] }), index('tagging_rules_updated_idx').on(t.tenantId, t.updatedAt)],
);

/** Which rule tagged which raw data. */
export const taggingHits = pgTable(
  'tagging_hits',
  {
    tenantId: tenantRef(),
    ruleId: bigint('rule_id', { mode: 'number' }).notNull(),
    rawDataId: bigint('raw_data_id', { mode: 'number' }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.ruleId, t.rawDataId] }),
    index('tagging_hits_raw_idx').on(t.tenantId, t.rawDataId),
    foreignKey({ columns: [t.tenantId, t.ruleId], foreignColumns: [taggingRules.tenantId, taggingRules.id] }).onDelete(
      'cascade',
    ),
    foreignKey({ columns: [t.tenantId, t.rawDataId], foreignColumns: [rawData.tenantId, rawData.id] }).onDelete(
      'cascade',
    ),
  ],
);

export const reports = pgTable(
  'reports',
  {
    tenantId: tenantRef(),
    id: idCol(),
    taskId: uuid('task_id').notNull().defaultRandom(),
    rawDataIds: bigint('raw_data_ids', { mode: 'number' }).array().notNull().default(sql`'{}'::bigint[]`),
    /** queued | running | complete | error */
    status: text('status').notNull().default('queued'),
    errorMessage: text('error_message'),
    result: jsonb('result'),
    ...timestamps(),
    createdBy: refCol('created_by'),
  },
  (t) => [primaryKey({ columns: [t.tenantId, t.id] }), uniqueIndex('reports_task_key').on(t.tenantId, t.taskId)],
);

export const processingNullableRefs = [
  { table: 'tagging_rules', column: 'target_keyword_id', refTable: 'keywords' },
  { table: 'tagging_rules', column: 'target_list_id', refTable: 'lists' },
  { table: 'tagging_rules', column: 'target_bucket_id', refTable: 'buckets' },
] as const;

/** Emails, URLs, domains and phones found in a raw data item; an email may sit next to a suggestion. */
export const rawDataContacts = pgTable(
  'raw_data_contacts',
  {
    tenantId: itemTenant(),
    rawDataId: bigint('raw_data_id', { mode: 'number' }).notNull(),
    /** email | url | domain | phone */
    kind: text('kind').notNull(),
    value: text('value').notNull(),
    suggestedEntityId: bigint('suggested_entity_id', { mode: 'number' }),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.rawDataId, t.kind, t.value] }),
    index('raw_data_contacts_suggestion_idx').on(t.tenantId, t.suggestedEntityId),
    foreignKey({ columns: [t.tenantId, t.rawDataId], foreignColumns: [rawData.tenantId, rawData.id] }).onDelete(
      'cascade',
    ),
  ],
);
