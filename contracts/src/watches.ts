import { z } from 'zod';
import { ZId } from './common.ts';
import { ZOperatorQuery } from './operator.ts';

/** Records a user may watch (issue 38), and `Question`: a saved Operator question or advanced search. */
export const WATCH_RECORD_TYPES = ['Organization', 'Person', 'List', 'Keyword'] as const;
export type TWatchRecordType = (typeof WATCH_RECORD_TYPES)[number];
export const WATCH_TYPES = [...WATCH_RECORD_TYPES, 'Question'] as const;
export type TWatchType = (typeof WATCH_TYPES)[number];
export const ALERT_KINDS = ['mention', 'change', 'results'] as const;
export type TAlertKind = (typeof ALERT_KINDS)[number];
export const ALERT_EMAIL_MODES = ['none', 'immediate', 'daily'] as const;
/** A user's saved questions at most. */
export const WATCHED_QUESTIONS_PER_USER = 50;

/** Watch a record, or save a question (its text and the query it was read into) to be told of new results. */
export const ZWatchCreate = z.discriminatedUnion('target_type', [
  z.object({ target_type: z.enum(WATCH_RECORD_TYPES), target_id: ZId }).strict(),
  z
    .object({
      target_type: z.literal('Question'),
      text: z.string().trim().min(1, 'Name the question.').max(500),
      query: ZOperatorQuery,
      source: z.enum(['operator', 'advanced']).default('operator'),
    })
    .strict(),
]);
export type TWatchCreate = z.input<typeof ZWatchCreate>;

export const ZWatch = z.object({
  id: z.number().int(),
  target_type: z.enum(WATCH_TYPES),
  target_id: z.number().int().nullable(),
  /** The record's name, or the question's text. */
  label: z.string(),
  question: z.object({ text: z.string(), query: ZOperatorQuery, source: z.enum(['operator', 'advanced']) }).nullable(),
  created_at: z.string(),
});
export type TWatch = z.infer<typeof ZWatch>;

export const ZWatchList = z.object({ results: z.array(ZWatch), count: z.number().int() });

/** `GET /watches/status/?target_type=&target_id=`: whether the caller watches that record. */
export const ZWatchStatusQuery = z
  .object({
    target_type: z.enum(WATCH_RECORD_TYPES),
    target_id: z.coerce.number().int().positive().max(Number.MAX_SAFE_INTEGER),
  })
  .strict();
export const ZWatchStatus = z.object({ watching: z.boolean(), watch_id: z.number().int().nullable() });

export const ZAlert = z.object({
  id: z.number().int(),
  kind: z.enum(ALERT_KINDS),
  watch_id: z.number().int(),
  target_type: z.enum(WATCH_TYPES),
  target_id: z.number().int(),
  /** The watched record's name or the question's text, as the reader may see it now. */
  label: z.string(),
  /** One line: what happened. */
  summary: z.string(),
  /** Where the cause opens in the app (the raw data, the record's history, the question). */
  href: z.string(),
  created_at: z.string(),
  read: z.boolean(),
});
export type TAlert = z.infer<typeof ZAlert>;

export const ZAlertListQuery = z
  .object({
    before: z.coerce.number().int().positive().max(Number.MAX_SAFE_INTEGER).optional(),
    limit: z.coerce.number().int().min(1).max(100).default(20),
    unread: z.enum(['true', 'false']).optional(),
  })
  .strict();
export const ZAlertList = z.object({
  results: z.array(ZAlert),
  /** The next (older) page, or null. */
  next: z.string().nullable(),
  unread: z.number().int(),
});
export type TAlertList = z.infer<typeof ZAlertList>;
export const ZAlertUnread = z.object({ unread: z.number().int() });
export const ZAlertMarkRead = z.object({ ids: z.array(ZId).min(1).max(100) }).strict();
export const ZAlertMarked = z.object({ marked: z.number().int(), unread: z.number().int() });

export const ZAlertSettings = z.object({
  email: z.enum(ALERT_EMAIL_MODES),
  /** Whether the server can send email (SMTP_URL is set): without it, the choice is kept and nothing is sent. */
  email_available: z.boolean(),
});
export const ZAlertSettingsPatch = z.object({ email: z.enum(ALERT_EMAIL_MODES) }).strict();
