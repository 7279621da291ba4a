import type { TListType, TOperatorKind, TOperatorQuery } from '@intel/contracts';
import type { DATE_VERBS, DateRange } from './dates.ts';
import type { KindWord } from './lexicon.ts';
import type { Place } from './vocabulary.ts';

export type Sort =
  | 'latest'
  | 'oldest'
  | 'youngest'
  | 'name'
  | 'name_desc'
  | 'legal'
  | 'given'
  | 'given_desc'
  | 'legal_desc'
  | 'added'
  /** Earliest added first ("the first keyword to be created"). */
  | 'first_added'
  | 'updated'
  | 'largest'
  | 'smallest'
  /** By the kind's own date (founded, born, invested, published), earliest or latest first. */
  | 'date_asc'
  | 'date_desc';
export type Verb = (typeof DATE_VERBS)[string];
export type CtxRef = 'raw_data' | 'people' | 'library' | 'any';

/** Something the question said, before we know which kind it is about. */
export type Mention = { pos: number; phrase: string; negate?: boolean; unsure?: string } & (
  | { t: 'kind'; word: KindWord }
  | { t: 'who' }
  | { t: 'keyword'; id: number }
  | { t: 'list'; id: number; listType: TListType; name: string }
  | { t: 'place'; place: Place }
  | { t: 'entity'; type: 'Organization' | 'Person'; id: number; name: string }
  | { t: 'vehicle' | 'gender' | 'visibility' | 'ownership' | 'libraryType' | 'listType'; value: string }
  | { t: 'flag'; what: 'email' | 'fav' | 'owned' | 'dashboard'; value: boolean }
  /** toNow: the span reaches today or later (a date filter's events are past, so it reaches the open end). */
  | { t: 'date'; verb: Verb | null; range: DateRange; age?: boolean; yearless?: boolean; toNow?: boolean }
  | { t: 'verb'; verb: Verb }
  | { t: 'number'; from: string | null; to: string | null }
  | { t: 'order'; sort: Sort }
  | { t: 'limit'; n: number }
  | { t: 'ctx'; ref: CtxRef }
  | { t: 'search'; text: string }
  /** A relation that belongs to another kind ("invested in", "written by", "works at"). */
  | { t: 'relation'; kind: TOperatorKind; why: string; of?: TOperatorKind }
);

export type Parsed = {
  query: TOperatorQuery;
  notes: string[];
  errors: string[];
  howMany?: boolean;
  /** Phrases of the question no filter of the answer uses. */
  unused: string[];
  /** Phrases read with a doubt (a word of two meanings, a negation whose reach is unclear, a guessed name). */
  unsure: string[];
  /** Words no rule read, searched for as part of a name with a doubt (a slip of a word may be among them: typos.ts). */
  guessed?: string[];
  /** Set when the reader is not sure what the question means; the explanation's notes name the words. */
  doubt?: string;
  /** The query drops words of the question: it is only the nearest reading, offered but not run as the answer. */
  withheld?: boolean;
};

/**
 * Pieces that state a condition on the records: each must become a filter or be named as not used (build.ts), and an
 * "or" between two of different kinds joins two filters, which a query ANDs (or-joins.ts).
 */
export const CONDITION_PIECES = new Set<Mention['t']>([
  'keyword',
  'list',
  'place',
  'entity',
  'vehicle',
  'gender',
  'visibility',
  'ownership',
  'libraryType',
  'listType',
  'flag',
  'date',
  'number',
]);
