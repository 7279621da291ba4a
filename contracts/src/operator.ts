import { z } from 'zod';
import { LIBRARY_TYPES, LIST_TYPES, VEHICLE_TYPES, VISIBILITIES } from './constants.ts';
import { ZPartialDateValue } from './curation.ts';
import { ZSearchResult } from './search.ts';

/** A field of an Operator row: what the kind's list endpoint returns under the same key. */
export const ZOperatorFieldValue = z.union([z.string(), z.number(), z.boolean(), z.null(), ZPartialDateValue]);
export type TOperatorFieldValue = z.infer<typeof ZOperatorFieldValue>;

/** An Operator row: the quick-search shape plus the fields the question was about (`operatorColumns`). */
export const ZOperatorResult = ZSearchResult.extend({
  fields: z.record(z.string(), ZOperatorFieldValue).optional(),
});
export type TOperatorResult = z.infer<typeof ZOperatorResult>;

/** The kinds the Operator (and the advanced search) query, as the `kind` of `/search?kind=`. */
export const OPERATOR_KINDS = ['organizations', 'people', 'ledger', 'library', 'lists', 'keywords'] as const;
export type TOperatorKind = (typeof OPERATOR_KINDS)[number];

export const OPERATOR_DEFAULT_LIMIT = 25;
export const OPERATOR_MAX_LIMIT = 100;
export const OPERATOR_MAX_TEXT = 500;

/**
 * What a filter's ids point at, so that the screen can name them and offer a picker:
 * records of a kind, reference data, or the caller's context (raw data is research-only).
 */
export type TOperatorRef =
  | 'keyword'
  | 'list'
  | 'geo'
  | 'city'
  | 'Organization'
  | 'Person'
  | 'LibraryEntry'
  | 'raw_data';

export type TOperatorFilterMeta = {
  label: string;
  type: 'multi' | 'choice' | 'boolean' | 'date_range' | 'number_range' | 'text';
  /** Fixed values (enums). */
  values?: readonly string[];
  ref?: TOperatorRef;
  /** Understood by the Operator only (context references), not by the list endpoint's filters. */
  operatorOnly?: boolean;
};

export type TOperatorKindMeta = {
  label: string;
  /** The list endpoint whose filters and orderings the query uses. */
  path: string;
  /** Ordering names (without the leading '-') and their labels. */
  orderings: Record<string, string>;
  /** Filters in canonical order: the list endpoint's `available-filters/` plus the Operator's own. */
  filters: Record<string, TOperatorFilterMeta>;
};

const VIS = { label: 'Visibility', type: 'multi', values: VISIBILITIES } as const;
const KEYWORDS = { label: 'Keywords', type: 'multi', ref: 'keyword' } as const;
const LISTS = { label: 'Lists', type: 'multi', ref: 'list' } as const;
const RAW = { label: 'Mentioned in raw data', type: 'multi', ref: 'raw_data', operatorOnly: true } as const;

/** The query vocabulary of each kind (the server checks it against the list endpoints in a test). */
export const OPERATOR_KIND_META: Record<TOperatorKind, TOperatorKindMeta> = {
  organizations: {
    label: 'Organizations',
    path: '/assets/organizations',
    orderings: {
      name_dba: 'Name',
      name_inc: 'Legal name',
      founding_date: 'Founded',
      updated_at: 'Updated',
      created_at: 'Added',
    },
    filters: {
      visibility: VIS,
      keywords: KEYWORDS,
      lists: LISTS,
      ownership_type: { label: 'Ownership type', type: 'multi' },
      vehicle_type: { label: 'Vehicle type', type: 'multi', values: VEHICLE_TYPES },
      hq_geo: { label: 'Headquarters country', type: 'multi', ref: 'geo' },
      hq_city: { label: 'Headquarters city', type: 'multi', ref: 'city' },
      has_email: { label: 'Has email', type: 'boolean' },
      founding_date: { label: 'Founded', type: 'date_range' },
      dashboard: { label: 'On dashboard', type: 'boolean' },
      id: { label: 'Selected organizations', type: 'multi', ref: 'Organization', operatorOnly: true },
      raw_data: RAW,
      person: { label: 'Linked person', type: 'multi', ref: 'Person', operatorOnly: true },
      library: { label: 'Publisher of', type: 'multi', ref: 'LibraryEntry', operatorOnly: true },
      staff_gender: { label: 'Staff gender', type: 'multi', values: ['M', 'F'], operatorOnly: true },
      hq_region: { label: 'Headquarters region', type: 'multi', ref: 'geo', operatorOnly: true },
    },
  },
  people: {
    label: 'People',
    path: '/assets/people',
    orderings: {
      name_family: 'Family name',
      name_given: 'Given name',
      birth_date: 'Born',
      updated_at: 'Updated',
      created_at: 'Added',
    },
    filters: {
      visibility: VIS,
      keywords: KEYWORDS,
      lists: LISTS,
      gender: { label: 'Gender', type: 'multi', values: ['M', 'F'] },
      city: { label: 'City', type: 'text' },
      organization: { label: 'Organization', type: 'multi', ref: 'Organization' },
      has_email: { label: 'Has email', type: 'boolean' },
      birth_date: { label: 'Born', type: 'date_range' },
      dashboard: { label: 'On dashboard', type: 'boolean' },
      id: { label: 'Selected people', type: 'multi', ref: 'Person', operatorOnly: true },
      raw_data: RAW,
      library: { label: 'Author of', type: 'multi', ref: 'LibraryEntry', operatorOnly: true },
      employer_geo: { label: 'Works at an organization in (country)', type: 'multi', ref: 'geo', operatorOnly: true },
      employer_city: { label: 'Works at an organization in (city)', type: 'multi', ref: 'city', operatorOnly: true },
      cities: { label: 'City (any of)', type: 'multi', operatorOnly: true },
      region: { label: 'Address region', type: 'multi', ref: 'geo', operatorOnly: true },
    },
  },
  ledger: {
    label: 'Ledger entries',
    path: '/assets/ledger',
    orderings: {
      name: 'Name',
      inv_date: 'Invested',
      ownership_percentage: 'Ownership %',
      updated_at: 'Updated',
      created_at: 'Added',
    },
    filters: {
      visibility: VIS,
      vehicle_type: { label: 'Vehicle type', type: 'multi', values: VEHICLE_TYPES },
      keywords: KEYWORDS,
      lists: LISTS,
      organization: { label: 'Organization', type: 'multi', ref: 'Organization' },
      owned: { label: 'Owned', type: 'boolean' },
      ownership_percentage: { label: 'Ownership %', type: 'number_range' },
      inv_date: { label: 'Invested', type: 'date_range' },
    },
  },
  library: {
    label: 'Library entries',
    path: '/assets/library',
    orderings: { title: 'Title', publish_date: 'Published', updated_at: 'Updated', created_at: 'Added' },
    filters: {
      visibility: VIS,
      type: { label: 'Type', type: 'multi', values: LIBRARY_TYPES },
      keywords: KEYWORDS,
      lists: LISTS,
      is_fav: { label: 'Favourite', type: 'boolean' },
      publisher: { label: 'Publisher', type: 'multi', ref: 'Organization' },
      author: { label: 'Author', type: 'multi', ref: 'Person' },
      publish_date: { label: 'Published', type: 'date_range' },
      id: { label: 'Selected library items', type: 'multi', ref: 'LibraryEntry', operatorOnly: true },
      raw_data: RAW,
      author_organization: { label: 'Written by staff of', type: 'multi', ref: 'Organization', operatorOnly: true },
    },
  },
  lists: {
    label: 'Lists',
    path: '/lists',
    orderings: { name: 'Name', updated_at: 'Updated', created_at: 'Added' },
    filters: {
      visibility: VIS,
      type: { label: 'List type', type: 'multi', values: LIST_TYPES },
    },
  },
  keywords: {
    label: 'Keywords',
    path: '/keywords',
    orderings: { name: 'Name', updated_at: 'Updated', created_at: 'Added' },
    filters: {
      visibility: VIS,
      show_on_dashboard: { label: 'On dashboard', type: 'boolean' },
      raw_data: RAW,
    },
  },
};

/**
 * The data model's relations between kinds, by the name a join filter carries before its dot:
 * `employer.hq_geo` is "people whose employer's headquarters country is …". Every filter of the
 * related kind (its list endpoint's own, plus the regions) is reachable through each relation,
 * so a new field or relation needs no new phrases in the Operator's reader.
 */
export const OPERATOR_RELATIONS: Partial<
  Record<TOperatorKind, Record<string, { kind: TOperatorKind; label: string; words: string }>>
> = {
  organizations: {
    staff: { kind: 'people', label: 'Staff', words: 'with staff' },
    published: { kind: 'library', label: 'Published', words: 'that published entries' },
    vehicles: { kind: 'ledger', label: 'Vehicle', words: 'with a ledger entry' },
  },
  people: {
    employer: { kind: 'organizations', label: 'Employer', words: 'working at an organization' },
    authored: { kind: 'library', label: 'Wrote', words: 'who wrote entries' },
  },
  library: {
    authors: { kind: 'people', label: 'Author', words: 'by an author' },
    publisher: { kind: 'organizations', label: 'Publisher', words: 'published by an organization' },
  },
  ledger: {
    holder: { kind: 'organizations', label: 'Organization', words: 'of an organization' },
  },
};

/** A filter of the related kind that a relation reaches (its list filters and the regions). */
export const joinable = (name: string, f: TOperatorFilterMeta) =>
  !f.operatorOnly || name === 'hq_region' || name === 'region';

{
  const base = Object.fromEntries(Object.entries(OPERATOR_KIND_META).map(([k, m]) => [k, { ...m.filters }])) as Record<
    TOperatorKind,
    Record<string, TOperatorFilterMeta>
  >;
  for (const [kind, relations] of Object.entries(OPERATOR_RELATIONS) as [
    TOperatorKind,
    Record<string, { kind: TOperatorKind; label: string }>,
  ][]) {
    for (const [rel, { kind: other, label }] of Object.entries(relations)) {
      for (const [name, f] of Object.entries(base[other])) {
        if (joinable(name, f))
          OPERATOR_KIND_META[kind].filters[`${rel}.${name}`] = {
            ...f,
            label: `${label}: ${f.label}`,
            operatorOnly: true,
          };
      }
    }
  }
}

/**
 * One filter of a query, with its value exactly as the list endpoint takes it: comma-separated
 * values or ids for `multi`, `from,to` for ranges (either side may be empty; dates as YYYY,
 * YYYY-MM or YYYY-MM-DD, both ends included), `true`/`false` for booleans, plain text for `text`.
 */
export const ZOperatorFilter = z
  .object({
    name: z.string().trim().min(1).max(40),
    value: z.string().trim().min(1, 'A filter needs a value.').max(1000),
    /** Everything except what the filter matches ('not in Germany'). */
    negate: z.boolean().default(false),
  })
  .strict();
export type TOperatorFilter = z.infer<typeof ZOperatorFilter>;

/** The structured query: the same kind, filters, ordering and limit the advanced search uses. */
export const ZOperatorQuery = z
  .object({
    kind: z.enum(OPERATOR_KINDS),
    /** The list endpoint's `search` text (name contains), or null. */
    search: z.string().trim().max(200).nullable().default(null),
    filters: z.array(ZOperatorFilter).max(20).default([]),
    /** An ordering name of the kind, '-' first for descending; null is the list's default (-updated_at). */
    ordering: z.string().trim().max(64).nullable().default(null),
    limit: z.number().int().min(1).max(OPERATOR_MAX_LIMIT).default(OPERATOR_DEFAULT_LIMIT),
  })
  .strict();
export type TOperatorQuery = z.infer<typeof ZOperatorQuery>;

const ZIds = z.array(z.number().int().positive().max(Number.MAX_SAFE_INTEGER)).max(200).default([]);

/** What the caller has selected (SPEC §3 "Operator context"). Raw data needs the research role. */
export const ZOperatorContext = z
  .object({ raw_data_ids: ZIds, people_ids: ZIds, library_ids: ZIds })
  .strict()
  .default({ raw_data_ids: [], people_ids: [], library_ids: [] });
export type TOperatorContext = z.infer<typeof ZOperatorContext>;

export const ZOperatorRequest = z
  .object({
    text: z.string().trim().min(1, 'Ask a question.').max(OPERATOR_MAX_TEXT),
    context: ZOperatorContext,
    /** An edited query to run instead of reading `text` again (the screen's chips). */
    query: ZOperatorQuery.optional(),
  })
  .strict();
export type TOperatorRequest = z.input<typeof ZOperatorRequest>;

/** One editable piece of the query as the screen shows it. */
export const ZOperatorChip = z.object({
  /** 'kind', 'search', 'ordering', 'limit' or 'filter:<index into query.filters>'. */
  key: z.string(),
  label: z.string(),
  /** A filter's values with their names, for editing (ids the caller may not see keep "#id"). */
  values: z.array(z.object({ value: z.string(), label: z.string() })).optional(),
});
export type TOperatorChip = z.infer<typeof ZOperatorChip>;

export const ZOperatorResponse = z.object({
  query: ZOperatorQuery,
  explanation: z.string(),
  /** Rows in the quick-search shape, with the fields of `operatorColumns(query)` in `fields`. */
  results: z.array(ZOperatorResult),
  count: z.number().int(),
  /** The count is the planner's estimate ("about N"): past the lists' cap the matches are not all counted. */
  count_is_estimate: z.boolean().optional(),
  chips: z.array(ZOperatorChip),
  /** Who read the sentence: the built-in parser, the configured LLM, or nobody (an edited query). */
  source: z.enum(['parser', 'llm', 'edited']),
  /**
   * Set when the reader is not sure what the question means; the explanation names the words.
   * When the query leaves words of the question out, it is only the nearest reading: it is not
   * run (no results, count 0) and `suggestions` offers it to run on a click. A reading that uses
   * every word but may mean something else (a guessed name, a word of two meanings) is run.
   */
  doubt: z.string().optional(),
  /** Readings the reader can run, offered as chips when it is in doubt. */
  suggestions: z.array(z.object({ label: z.string(), query: ZOperatorQuery })).optional(),
});
export type TOperatorResponse = z.infer<typeof ZOperatorResponse>;

/** Example questions for the Operator screen, built from the caller's view of the tenant's records. */
export const ZOperatorExamples = z.object({ examples: z.array(z.string()) });
export type TOperatorExamples = z.infer<typeof ZOperatorExamples>;

/**
 * A query as the list endpoint's (and the advanced search's) parameters, or null when it uses
 * what only the Operator understands (a negated filter or a reference to the selection).
 */
export function operatorListParams(query: TOperatorQuery): Record<string, string> | null {
  const meta = OPERATOR_KIND_META[query.kind].filters;
  if (query.filters.some((f) => f.negate || !meta[f.name] || meta[f.name]?.operatorOnly)) return null;
  const names = query.filters.map((f) => f.name);
  if (new Set(names).size !== names.length) return null;
  return {
    ...Object.fromEntries(query.filters.map((f) => [f.name, f.value])),
    ...(query.search ? { search: query.search } : {}),
    ...(query.ordering ? { ordering: query.ordering } : {}),
    limit: String(query.limit),
  };
}

/** An ordering in words: "founded, newest first", "name, A to Z"; null is the lists' default. */
export function operatorOrderingText(kind: TOperatorKind, ordering: string | null): string {
  if (!ordering) return 'last updated first';
  const desc = ordering.startsWith('-');
  const name = ordering.replace(/^-/, '');
  const label = (OPERATOR_KIND_META[kind].orderings[name] ?? name).toLowerCase();
  if (/_date$|_at$/.test(name)) return `${label}, ${desc ? 'newest' : 'oldest'} first`;
  if (/name|title/.test(name)) return `${label}, ${desc ? 'Z to A' : 'A to Z'}`;
  return `${label}, ${desc ? 'highest' : 'lowest'} first`;
}
