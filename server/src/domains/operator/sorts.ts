import type { TOperatorKind } from '@intel/contracts';
import type { Sort, Verb } from './mention.ts';

/** The date field of each kind, of each dated verb, and the ordering each sort word means per kind. */
export const DATE_FIELD: Partial<Record<TOperatorKind, string>> = {
  organizations: 'founding_date',
  people: 'birth_date',
  ledger: 'inv_date',
  library: 'publish_date',
};
export const VERB_FIELD: Partial<Record<Verb, string>> = {
  founded: 'founding_date',
  published: 'publish_date',
  invested: 'inv_date',
  born: 'birth_date',
};

export const SORTS: Record<Sort, Partial<Record<TOperatorKind, string>>> = {
  latest: {
    organizations: '-founding_date',
    people: '-created_at',
    ledger: '-inv_date',
    library: '-publish_date',
    lists: '-created_at',
    keywords: '-created_at',
  },
  oldest: {
    organizations: 'founding_date',
    people: 'birth_date',
    ledger: 'inv_date',
    library: 'publish_date',
    lists: 'created_at',
    keywords: 'created_at',
  },
  youngest: { organizations: '-founding_date', people: '-birth_date' },
  name: {
    organizations: 'name_dba',
    people: 'name_family',
    ledger: 'name',
    library: 'title',
    lists: 'name',
    keywords: 'name',
  },
  legal: { organizations: 'name_inc' },
  given: { people: 'name_given' },
  given_desc: { people: '-name_given' },
  legal_desc: { organizations: '-name_inc' },
  name_desc: {
    organizations: '-name_dba',
    people: '-name_family',
    ledger: '-name',
    library: '-title',
    lists: '-name',
    keywords: '-name',
  },
  added: Object.fromEntries(
    (['organizations', 'people', 'ledger', 'library', 'lists', 'keywords'] as const).map((k) => [k, '-created_at']),
  ),
  first_added: Object.fromEntries(
    (['organizations', 'people', 'ledger', 'library', 'lists', 'keywords'] as const).map((k) => [k, 'created_at']),
  ),
  updated: Object.fromEntries(
    (['organizations', 'people', 'ledger', 'library', 'lists', 'keywords'] as const).map((k) => [k, '-updated_at']),
  ),
  date_asc: { organizations: 'founding_date', people: 'birth_date', ledger: 'inv_date', library: 'publish_date' },
  date_desc: { organizations: '-founding_date', people: '-birth_date', ledger: '-inv_date', library: '-publish_date' },
  largest: { ledger: '-ownership_percentage' },
  smallest: { ledger: 'ownership_percentage' },
};
