import { z } from 'zod';
import { DEFAULT_PAGE_LIMIT, MAX_PAGE_LIMIT, VISIBILITIES } from './constants.ts';

/** Error body of DESIGN §5. */
export const ZErrorBody = z.object({
  detail: z.string(),
  errors: z.record(z.string(), z.array(z.string())).optional(),
  /** A paywalled record asked for by a visitor (403): how to subscribe, nothing of the record. */
  paywall: z.object({ message: z.string().nullable(), link: z.string().nullable() }).optional(),
});
export type TErrorBody = z.infer<typeof ZErrorBody>;

export const ZVisibility = z.enum(VISIBILITIES);

export const ZId = z.coerce.number().int().positive().max(Number.MAX_SAFE_INTEGER);
export const ZIdParams = z.object({ id: ZId }).strict();

/** Query of every list endpoint (DESIGN §5); domains add their own filters. */
export const ZListQuery = z.object({
  limit: z.coerce.number().int().min(1).max(MAX_PAGE_LIMIT).default(DEFAULT_PAGE_LIMIT),
  /** Rows to skip; without a cursor at most 10,000 are skipped (deeper pages follow the page links). */
  offset: z.coerce.number().int().min(0).max(10_000_000).default(0),
  /** Keyset cursor of a page link (`next` / `previous`): the page after (or before) a row, opaque. */
  cursor: z.string().max(1024).optional(),
  ordering: z.string().max(64).optional(),
  search: z.string().max(200).optional(),
  show_on_dashboard: z.enum(['true', 'false']).optional(),
  /** Count every match even past the bounded count (the table's "about N" made exact on demand). */
  exact_count: z.enum(['true', 'false']).optional(),
});
export type TListQuery = z.infer<typeof ZListQuery>;

export function ZPage<T extends z.ZodType>(item: T) {
  return z.object({
    count: z.number().int(),
    /** The count is the planner's estimate ("about N"): the matches were not all counted. */
    count_is_estimate: z.boolean().optional(),
    next: z.string().nullable(),
    previous: z.string().nullable(),
    results: z.array(item),
  });
}
export type TPage<T> = {
  count: number;
  count_is_estimate?: boolean;
  next: string | null;
  previous: string | null;
  results: T[];
};

/** A partial date: the date plus which parts are unknown ("2019", "Mar 2019", "12 Mar 2019"). */
export const ZPartialDate = z.object({
  date: z.iso.date().nullable(),
  incomplete_day: z.boolean().default(false),
  incomplete_month: z.boolean().default(false),
  incomplete_year: z.boolean().default(false),
});

/** One entry of `available-filters/` (DESIGN §5). */
/** One cell an import writes: the column (as the export heads it), the text before (null: a new record) and after. */
export const ZImportChange = z.object({
  column: z.string(),
  before: z.string().nullable(),
  after: z.string(),
});
export type TImportChange = z.infer<typeof ZImportChange>;

/** One row of an import (its line in the file) and what became, or would become, of it. */
export const ZImportRow = z.object({
  row: z.number().int(),
  status: z.enum(['created', 'updated', 'unchanged', 'rejected']),
  id: z.number().int().nullable(),
  /** The record's name as the row or the record gives it (null when neither has one). */
  name: z.string().nullable(),
  /** The cells written (created: the filled ones; updated: those that differ). */
  changes: z.array(ZImportChange),
  errors: z.array(z.string()),
});

/** The answer of a table import (`{path}/upload/`): counts per outcome and every row's report. */
export const ZImportReport = z.object({
  created: z.number().int(),
  updated: z.number().int(),
  unchanged: z.number().int(),
  rejected: z.number().int(),
  rows: z.array(ZImportRow),
});
export type TImportReport = z.infer<typeof ZImportReport>;

/**
 * The answer of `{path}/upload/preview/`: what importing the file would do, nothing written. Rows
 * are listed up to `listed_per_status` of each outcome (the counts are of all rows); `digest` (the
 * file's SHA-256) is sent back with the same file to import it (`upload/?digest=`).
 */
export const ZImportPreview = ZImportReport.extend({
  digest: z.string(),
  listed_per_status: z.number().int(),
  columns: z.object({
    /** File header → the column it fills. */
    matched: z.array(z.object({ header: z.string(), column: z.string() })),
    /** File headers the import does not read, and why. */
    ignored: z.array(z.object({ header: z.string(), reason: z.string() })),
    /** Columns the import could read that the file does not have (left as they are). */
    absent: z.array(z.string()),
  }),
});
export type TImportPreview = z.infer<typeof ZImportPreview>;

export const ZAvailableFilter = z.object({
  name: z.string(),
  label: z.string(),
  type: z.enum(['choice', 'multi', 'boolean', 'date_range', 'number_range', 'text']),
  options: z.array(z.object({ value: z.string(), label: z.string(), count: z.number().int().optional() })).optional(),
});
export type TAvailableFilter = z.infer<typeof ZAvailableFilter>;

export const ZSlug = z
  .string()
  .trim()
  .toLowerCase()
  .min(1)
  .max(80)
  .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, 'Use lower-case letters, digits and single hyphens.');

/** Turns a name into a slug candidate ("Robotics & AI" → "robotics-ai"). */
export function slugify(name: string): string {
  return name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 80);
}

/** Fields every curated record answers with. */
export const ZCuratedOut = {
  id: z.number().int(),
  visibility: ZVisibility,
  show_on_dashboard: z.boolean(),
  created_at: z.string(),
  updated_at: z.string(),
};

/** Fields every curated record accepts. */
export const ZCuratedIn = {
  visibility: ZVisibility.optional(),
  show_on_dashboard: z.boolean().optional(),
};

export const ZOptionalText = (max = 2000) =>
  z
    .string()
    .trim()
    .max(max)
    .transform((v) => v || null)
    .nullable()
    .optional();

/**
 * `POST /hidden-names/`: does a text that the audience of `visibility` will read name records that
 * audience cannot see? (`exclude`: the record the text belongs to.)
 */
export const ZHiddenNamesQuery = z
  .object({
    text: z.string().max(100_000, 'At most 100,000 characters are checked at once.'),
    visibility: ZVisibility,
    exclude: z.object({ type: z.enum(['Organization', 'Person']), id: z.number().int().positive() }).optional(),
  })
  .strict();
export type THiddenNamesQuery = z.infer<typeof ZHiddenNamesQuery>;

/** The records a text names that its audience cannot see (at most 20, the first found). */
export const ZHiddenNames = z.object({
  names: z.array(
    z.object({
      type: z.enum(['Organization', 'Person']),
      id: z.number().int(),
      /** The name as the text has it (one of the record's names). */
      name: z.string(),
      /** The record's own name. */
      label: z.string(),
      visibility: ZVisibility,
    }),
  ),
  /** More records were found than listed. */
  capped: z.boolean(),
});
export type THiddenNames = z.infer<typeof ZHiddenNames>;
