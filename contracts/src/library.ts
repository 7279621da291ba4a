import { z } from 'zod';
import { ZCuratedIn, ZCuratedOut, ZOptionalText } from './common.ts';
import { LIBRARY_TYPES, LIST_TYPES, QUARTERS } from './constants.ts';
import { ZListRef, ZPartialDateValue, ZRef } from './curation.ts';
import { ZOptionalWebUrl } from './messages.ts';

const ZOptionalUrl = ZOptionalWebUrl;
const ZIds = z.array(z.number().int().positive()).max(200);

export const ZAuthor = z.object({ person_id: z.number().int().nullable(), name: z.string() });

export const ZLibraryEntry = z.object({
  ...ZCuratedOut,
  title: z.string(),
  abstract: z.string().nullable(),
  publish_date: ZPartialDateValue,
  publisher_id: z.number().int().nullable(),
  publisher_name: z.string().nullable(),
  public_link: z.string().nullable(),
  /** Only for logged-in readers. */
  paywall_link: z.string().nullable().optional(),
  publish_frequency: z.string().nullable(),
  type: z.enum(LIBRARY_TYPES),
  is_fav: z.boolean(),
  authors: z.array(ZAuthor),
  keywords: z.array(ZRef),
  lists_as_item: z.array(ZListRef),
  dataset_info: z.unknown().nullable(),
});
export type TLibraryEntry = z.infer<typeof ZLibraryEntry>;

export const ZLibraryEntryCreate = z
  .object({
    title: z.string().trim().min(1, 'Give the entry a title.').max(500),
    abstract: ZOptionalText(20_000),
    publish_date: ZPartialDateValue.optional(),
    publisher_id: z.number().int().positive().nullable().optional(),
    public_link: ZOptionalUrl,
    paywall_link: ZOptionalUrl,
    publish_frequency: ZOptionalText(100),
    type: z.enum(LIBRARY_TYPES, { message: 'Choose one of the 15 library types.' }).optional(),
    is_fav: z.boolean().optional(),
    authors: z
      .array(
        z
          .object({
            person_id: z.number().int().positive().nullable().optional(),
            name: z.string().trim().max(200).optional(),
          })
          .strict()
          .refine((a) => a.person_id || a.name, { message: 'An author is a linked person or a name.' }),
      )
      .max(100)
      .optional(),
    keyword_ids: ZIds.optional(),
    dataset_info: z.record(z.string(), z.unknown()).nullable().optional(),
    ...ZCuratedIn,
  })
  .strict();
export type TLibraryEntryCreate = z.infer<typeof ZLibraryEntryCreate>;
export const ZLibraryEntryPatch = ZLibraryEntryCreate.partial().strict();
export type TLibraryEntryPatch = z.infer<typeof ZLibraryEntryPatch>;

export const ZSnapshot = z.object({
  ...ZCuratedOut,
  year: z.number().int(),
  quarter: z.enum(QUARTERS),
  data: z.number(),
  symbol: z.string().nullable(),
  caption: z.string().nullable(),
  url: z.string().nullable(),
  order: z.number().int(),
  library_entry_id: z.number().int().nullable(),
  organization_ids: z.array(z.number().int()),
  person_ids: z.array(z.number().int()),
  geo_ids: z.array(z.number().int()),
  keyword_ids: z.array(z.number().int()),
});
export type TSnapshot = z.infer<typeof ZSnapshot>;

export const ZSnapshotCreate = z
  .object({
    year: z.number().int().min(1800, 'A year after 1800.').max(2200, 'A year before 2200.'),
    quarter: z.enum(QUARTERS).optional(),
    data: z.number().finite(),
    symbol: z
      .string()
      .trim()
      .max(80)
      .regex(/^[A-Za-z0-9._-]+$/, 'Letters, digits, dot, dash and underscore.')
      .nullable()
      .optional(),
    caption: ZOptionalText(300),
    url: ZOptionalUrl,
    order: z.number().int().min(0).max(100_000).optional(),
    library_entry_id: z.number().int().positive().nullable().optional(),
    organization_ids: ZIds.optional(),
    person_ids: ZIds.optional(),
    geo_ids: ZIds.optional(),
    keyword_ids: ZIds.optional(),
    ...ZCuratedIn,
  })
  .strict();
export type TSnapshotCreate = z.infer<typeof ZSnapshotCreate>;
export const ZSnapshotPatch = ZSnapshotCreate.partial().strict();
export type TSnapshotPatch = z.infer<typeof ZSnapshotPatch>;

export const ZList = z.object({
  ...ZCuratedOut,
  name: z.string(),
  slug: z.string(),
  description: z.string().nullable(),
  type: z.enum(LIST_TYPES),
  auto_tagging: z.boolean(),
  item_count: z.number().int(),
  keywords: z.array(ZRef),
});
export type TList = z.infer<typeof ZList>;

export const ZListCreate = z
  .object({
    name: z.string().trim().min(1, 'Give the list a name.').max(200),
    slug: z
      .string()
      .trim()
      .toLowerCase()
      .min(1)
      .max(80)
      .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, 'Use lower-case letters, digits and single hyphens.')
      .optional(),
    description: ZOptionalText(5000),
    type: z.enum(LIST_TYPES, { message: 'Choose LibraryList, LedgerList, OrganizationsList or PeopleList.' }),
    auto_tagging: z.boolean().optional(),
    keyword_ids: ZIds.optional(),
    ...ZCuratedIn,
  })
  .strict();
export type TListCreate = z.infer<typeof ZListCreate>;
export const ZListPatch = ZListCreate.omit({ type: true }).partial().strict();
export type TListPatch = z.infer<typeof ZListPatch>;

export const ZListItem = z.object({
  id: z.number().int(),
  name: z.string(),
  position: z.number().int(),
  added_at: z.string(),
});
export type TListItem = z.infer<typeof ZListItem>;

/** URL segment of each list type (`lists/{segment}/{slug}`). */
export const LIST_SEGMENTS = {
  LibraryList: 'library',
  LedgerList: 'ledger',
  OrganizationsList: 'organizations',
  PeopleList: 'people',
} as const;

/**
 * Compound annual growth rate from `start` to `end` over `years`: (end/start)^(1/years) − 1.
 * Answers a message instead when the inputs cannot give one.
 */
export function cagr(start: number, end: number, years: number): { rate: number } | { error: string } {
  if (!Number.isFinite(start) || !Number.isFinite(end) || !Number.isFinite(years)) return { error: 'Enter numbers.' };
  if (years <= 0) return { error: 'The period must be longer than zero years.' };
  if (start <= 0)
    return { error: 'The start value must be above zero: growth from zero or a negative value has no rate.' };
  if (end < 0) return { error: 'The end value must not be negative.' };
  return { rate: (end / start) ** (1 / years) - 1 };
}

export const QUARTER_OFFSET = { Q1: 0, Q2: 0.25, Q3: 0.5, Q4: 0.75 } as const;

/** One snapshot symbol with its visible quarterly points in time order (the CAGR screen). */
export const ZSnapshotSeries = z.object({
  symbol: z.string(),
  caption: z.string().nullable(),
  points: z.array(z.object({ year: z.number().int(), quarter: z.enum(QUARTERS), data: z.number() })),
});
export type TSnapshotSeries = z.infer<typeof ZSnapshotSeries>;
