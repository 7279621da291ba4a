import { z } from 'zod';

/** Filter chips of the search dialog (SPEC §2) and the result types of SPEC §3. */
export const SEARCH_CHIPS = [
  { label: 'Keywords', value: 'Keyword' },
  { label: 'People', value: 'Person' },
  { label: 'Organizations', value: 'Organization' },
  { label: 'Ledgers', value: 'Ledger' },
  { label: 'Library', value: 'LibraryEntry' },
  { label: 'List', value: 'List' },
] as const;
export const SEARCH_TYPES = SEARCH_CHIPS.map((c) => c.value) as [
  'Keyword',
  'Person',
  'Organization',
  'Ledger',
  'LibraryEntry',
  'List',
];

export const ZSearchQuery = z.object({
  q: z.string().trim().min(1, 'Type something to search for.').max(200),
  type: z.enum(SEARCH_TYPES).optional(),
  limit: z.coerce.number().int().min(1).max(50).default(20),
});

export const ZSearchResult = z.object({
  id: z.number().int(),
  /** Keyword, Person, Organization, Ledger, Library, Library List, Organization List, People List, Ledger List. */
  type: z.string(),
  display_name: z.string(),
  slug: z.string().nullable(),
});
export type TSearchResult = z.infer<typeof ZSearchResult>;
export const ZSearchResponse = z.object({ results: z.array(ZSearchResult) });
