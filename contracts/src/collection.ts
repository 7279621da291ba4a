import { z } from 'zod';
import { ZOptionalText } from './common.ts';
import { PROCESSING_STATUSES, SUGGESTION_KINDS, SUGGESTION_STATUSES, TAGGING_ALGORITHMS } from './constants.ts';
import { ZWebUrl } from './messages.ts';

export const RAW_DATA_TYPES = ['text', 'file', 'url', 'quick'] as const;
export type TRawDataType = (typeof RAW_DATA_TYPES)[number];

/** File formats accepted for raw data, told apart by their content. */
export const RAW_FILE_KINDS = ['pdf', 'docx', 'xlsx', 'html', 'csv', 'text'] as const;
export type TRawFileKind = (typeof RAW_FILE_KINDS)[number];

const httpUrl = ZWebUrl;

export const ZBucket = z.object({
  id: z.number().int(),
  name: z.string(),
  raw_data_count: z.number().int(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type TBucket = z.infer<typeof ZBucket>;
export const ZBucketCreate = z.object({ name: z.string().trim().min(1, 'Give the bucket a name.').max(120) }).strict();
export type TBucketCreate = z.infer<typeof ZBucketCreate>;
export const ZBucketPatch = ZBucketCreate.partial().strict();

export const ZSourceUrl = z.object({
  id: z.number().int(),
  url: z.string(),
  alias: z.string().nullable(),
  notes: z.string().nullable(),
  raw_data_count: z.number().int(),
  last_fetched_at: z.string().nullable(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type TSourceUrl = z.infer<typeof ZSourceUrl>;
export const ZSourceUrlCreate = z
  .object({ url: httpUrl, alias: ZOptionalText(120), notes: ZOptionalText(4000) })
  .strict();
export type TSourceUrlCreate = z.infer<typeof ZSourceUrlCreate>;
export const ZSourceUrlPatch = ZSourceUrlCreate.partial().strict();

export const ZEvidence = z.object({
  raw_data_id: z.number().int(),
  raw_data_title: z.string(),
  snippet: z.string(),
  /** Where the name sits inside `snippet` (for highlighting). */
  highlight_start: z.number().int(),
  highlight_end: z.number().int(),
});
export type TEvidence = z.infer<typeof ZEvidence>;

export const ZSuggestedEntity = z.object({
  id: z.number().int(),
  kind: z.enum(SUGGESTION_KINDS),
  name: z.string(),
  /** SPEC §3: a suggested organization answers its name as `name_dba`. */
  name_dba: z.string(),
  status: z.enum(SUGGESTION_STATUSES),
  occurrences: z.number().int(),
  suggested_fields: z.record(z.string(), z.unknown()),
  /** A record this name probably is, with how alike the names are (trigram similarity, 0–1). */
  matched_entity: z.object({ id: z.number().int(), name: z.string(), score: z.number() }).nullable(),
  accepted_entity_id: z.number().int().nullable(),
  raw_data_ids: z.array(z.number().int()),
  emails: z.array(z.string()),
  evidence: z.array(ZEvidence),
  created_at: z.string(),
  updated_at: z.string(),
});
export type TSuggestedEntity = z.infer<typeof ZSuggestedEntity>;
export const ZSuggestedEntityPatch = z
  .object({
    name: z.string().trim().min(1, 'Give it a name.').max(300),
    suggested_fields: z.record(z.string(), z.unknown()),
  })
  .partial()
  .strict();
export type TSuggestedEntityPatch = z.infer<typeof ZSuggestedEntityPatch>;

export const ZConvertBody = z
  .object({
    /** Merge into the matched (or the given) existing record instead of creating one. */
    merge: z.boolean().default(false),
    target_id: z.number().int().positive().optional(),
  })
  .strict();
export type TConvertBody = z.infer<typeof ZConvertBody>;
/** A record an accept created (its confirmation names each one; undoing the accept deletes them). */
export const ZAcceptedRecord = z.object({
  type: z.enum(['Organization', 'Person']),
  id: z.number().int(),
  name: z.string(),
});
export type TAcceptedRecord = z.infer<typeof ZAcceptedRecord>;
export const ZConvertResult = z.object({
  kind: z.enum(SUGGESTION_KINDS),
  entity_id: z.number().int(),
  merged: z.boolean(),
  /** Every record the accept created: the suggestion's own, then those its relations named (a person's organization). */
  created: z.array(ZAcceptedRecord),
});
export type TConvertResult = z.infer<typeof ZConvertResult>;
/** What undoing an accept did: the records it deleted and the suggestions back to review. */
export const ZUndoAcceptResult = z.object({
  deleted: z.array(ZAcceptedRecord),
  restored: z.array(z.object({ id: z.number().int(), kind: z.enum(SUGGESTION_KINDS), name: z.string() })),
});
export type TUndoAcceptResult = z.infer<typeof ZUndoAcceptResult>;

/** Undo a batch accept ("Accept selected"): the suggestions it accepted. */
export const ZUndoAcceptsBody = z
  .object({ ids: z.array(z.number().int().positive()).min(1).max(500, 'At most 500 accepts are undone at once.') })
  .strict();
export type TUndoAcceptsBody = z.infer<typeof ZUndoAcceptsBody>;

/** What a batch undo did: every record deleted, every name back to review, and the ids it left (merges, undone already). */
export const ZUndoAcceptsResult = ZUndoAcceptResult.extend({ skipped: z.array(z.number().int()) });
export type TUndoAcceptsResult = z.infer<typeof ZUndoAcceptsResult>;

/** A researcher's work queue (the home screen): what waits for them. */
export const ZWorkQueue = z.object({
  /** The caller's last visit to the documents processed for them; null before the first. */
  since: z.string().nullable(),
  /** Documents processed since then (every processed one before the first visit), counted up to 1,000. */
  processed: z.number().int(),
  /** More than `processed` (the count stopped at 1,000). */
  processed_capped: z.boolean(),
  /** Suggestions waiting for review, by kind. */
  suggestions: z.object({ organizations: z.number().int(), people: z.number().int() }),
});
export type TWorkQueue = z.infer<typeof ZWorkQueue>;
export const ZWorkQueueSeen = z.object({ seen_at: z.string() });

export const ZLinkedEntity = z.object({
  type: z.string(),
  id: z.number().int(),
  name: z.string(),
  occurrences: z.number().int(),
});

export const ZRawData = z.object({
  id: z.number().int(),
  title: z.string(),
  /** The whole text on a read; the first 2,000 characters in a list (see text_length). */
  text: z.string(),
  text_length: z.number().int(),
  type: z.enum(RAW_DATA_TYPES),
  processing_status: z.enum(PROCESSING_STATUSES),
  error_message: z.string().nullable(),
  file: z.object({ id: z.number().int(), name: z.string(), mime: z.string(), size: z.number().int() }).nullable(),
  source: z.object({ url: z.string(), alias: z.string().nullable() }).nullable(),
  buckets: z.array(z.object({ id: z.number().int(), name: z.string() })),
  suggested_entities: z.array(
    z.object({
      id: z.number().int(),
      kind: z.enum(SUGGESTION_KINDS),
      name: z.string(),
      status: z.enum(SUGGESTION_STATUSES),
    }),
  ),
  entities: z.array(ZLinkedEntity),
  contacts: z.object({
    emails: z.array(z.string()),
    urls: z.array(z.string()),
    domains: z.array(z.string()),
    phones: z.array(z.string()),
  }),
  tagged_by: z.array(z.object({ id: z.number().int(), name: z.string() })),
  extracted: z.record(z.string(), z.unknown()),
  created_at: z.string(),
  updated_at: z.string(),
});
export type TRawData = z.infer<typeof ZRawData>;

/** PATCH /raw-data/{id}/ (JSON). Creation is multipart: see ZRawDataFields. */
export const ZRawDataPatch = z
  .object({
    title: z.string().trim().max(300),
    text: z.string().max(2_000_000),
    bucket_ids: z.array(z.number().int().positive()).max(100),
  })
  .partial()
  .strict();
export type TRawDataPatch = z.infer<typeof ZRawDataPatch>;

/** The text fields of the multipart POST /raw-data/ (the file travels as field `file`). */
export const ZRawDataFields = z
  .object({
    title: z.string().trim().max(300).optional(),
    text: z.string().max(2_000_000).optional(),
    url: httpUrl.optional(),
    /** Bucket ids, comma-separated or repeated. */
    buckets: z.array(z.coerce.number().int().positive()).max(100).default([]),
    process: z.enum(['true', 'false']).default('false'),
    quick: z.enum(['true', 'false']).default('false'),
  })
  .strict();
export type TRawDataFields = z.infer<typeof ZRawDataFields>;

export const ZIds = z.object({ ids: z.array(z.number().int().positive()).min(1).max(500) }).strict();
export const ZAssignSource = z.object({ url: httpUrl, alias: ZOptionalText(120) }).strict();

export const ZExtractPreview = z.object({
  kind: z.string(),
  title: z.string(),
  text: z.string(),
  characters: z.number().int(),
  metadata: z.record(z.string(), z.unknown()),
});
export type TExtractPreview = z.infer<typeof ZExtractPreview>;

export const ZTypeCounts = z.object({
  total: z.number().int(),
  by_type: z.record(z.string(), z.number().int()),
  by_status: z.record(z.string(), z.number().int()),
});

export const ZTaggingRule = z.object({
  id: z.number().int(),
  name: z.string(),
  match_text: z.string(),
  algorithm: z.enum(TAGGING_ALGORITHMS),
  case_sensitive: z.boolean(),
  enabled: z.boolean(),
  target_keyword: z.object({ id: z.number().int(), name: z.string() }).nullable(),
  target_list: z.object({ id: z.number().int(), name: z.string() }).nullable(),
  target_bucket: z.object({ id: z.number().int(), name: z.string() }).nullable(),
  hits: z.number().int(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type TTaggingRule = z.infer<typeof ZTaggingRule>;

const ZTaggingRuleFields = z.object({
  name: z.string().trim().min(1, 'Give the rule a name.').max(120),
  match_text: z.string().trim().min(1, 'Say what the rule looks for.').max(2000),
  algorithm: z.enum(TAGGING_ALGORITHMS).default('any'),
  case_sensitive: z.boolean().default(false),
  enabled: z.boolean().default(true),
  target_keyword_id: z.number().int().positive().nullable().optional(),
  target_list_id: z.number().int().positive().nullable().optional(),
  target_bucket_id: z.number().int().positive().nullable().optional(),
});
export const ZTaggingRuleCreate = ZTaggingRuleFields.strict().refine(
  (r) => r.target_keyword_id || r.target_list_id || r.target_bucket_id,
  { message: 'Choose a keyword, a list or a bucket for the rule to tag with.', path: ['target_keyword_id'] },
);
export type TTaggingRuleCreate = z.infer<typeof ZTaggingRuleCreate>;
export const ZTaggingRulePatch = ZTaggingRuleFields.partial().strict();
export type TTaggingRulePatch = z.infer<typeof ZTaggingRulePatch>;

export const ZTaggingPreviewBody = z
  .object({
    match_text: z.string().trim().min(1).max(2000),
    algorithm: z.enum(TAGGING_ALGORITHMS),
    case_sensitive: z.boolean().default(false),
  })
  .strict();
export const ZTaggingPreview = z.object({
  scanned: z.number().int(),
  matched: z.number().int(),
  samples: z.array(z.object({ id: z.number().int(), title: z.string(), snippet: z.string() })),
});

export const ZReportRequest = z.object({ ids: z.array(z.number().int().positive()).min(1).max(200) }).strict();
export const ZReportTask = z.object({ task_id: z.string() });
export const ZReportDocument = z.object({
  title: z.string(),
  generated_at: z.string(),
  overview: z.object({
    documents: z.number().int(),
    characters: z.number().int(),
    words: z.number().int(),
    items: z.array(z.object({ id: z.number().int(), title: z.string(), type: z.string() })),
  }),
  entities: z.array(
    z.object({
      type: z.string(),
      id: z.number().int().nullable(),
      name: z.string(),
      count: z.number().int(),
      suggested: z.boolean(),
    }),
  ),
  keywords: z.array(z.object({ name: z.string(), count: z.number().int() })),
  emails: z.array(z.string()),
  domains: z.array(z.object({ domain: z.string(), count: z.number().int() })),
  timeline: z.array(z.object({ date: z.string(), text: z.string(), raw_data_id: z.number().int() })),
  key_sentences: z.array(z.object({ text: z.string(), raw_data_id: z.number().int() })),
  markdown: z.string(),
});
export type TReportDocument = z.infer<typeof ZReportDocument>;
export const ZReportStatus = z.object({
  task_id: z.string(),
  status: z.enum(['queued', 'running', 'complete', 'error']),
  error_message: z.string().nullable(),
  result: ZReportDocument.nullable(),
});
export type TReportStatus = z.infer<typeof ZReportStatus>;
