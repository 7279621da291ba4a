import type { TOperatorKind, TOperatorQuery } from './operator.ts';

export type TOperatorColumnFormat = 'date' | 'percent' | 'text' | 'boolean';
export type TOperatorColumn = { key: string; label: string; format: TOperatorColumnFormat };

type KindColumns = {
  /** Shown for every question of the kind ("stakes" are about their owner and share). */
  always: string[];
  /** Filter or ordering name → the list row's field it is about. */
  from: Record<string, string>;
  fields: Record<string, { label: string; format: TOperatorColumnFormat }>;
};

const LEDGER: KindColumns = {
  always: ['ownership_percentage', 'owner'],
  from: {
    ownership_percentage: 'ownership_percentage',
    inv_date: 'inv_date',
    vehicle_type: 'vehicle_type',
    owned: 'owned',
  },
  fields: {
    ownership_percentage: { label: 'Ownership %', format: 'percent' },
    owner: { label: 'Owner', format: 'text' },
    inv_date: { label: 'Invested', format: 'date' },
    vehicle_type: { label: 'Vehicle type', format: 'text' },
    owned: { label: 'Owned', format: 'boolean' },
  },
};

const KIND_COLUMNS: Record<TOperatorKind, KindColumns> = {
  ledger: LEDGER,
  organizations: {
    always: [],
    from: { founding_date: 'founding_date', ownership_type: 'ownership_type' },
    fields: {
      founding_date: { label: 'Founded', format: 'date' },
      ownership_type: { label: 'Ownership type', format: 'text' },
    },
  },
  people: {
    always: [],
    from: { birth_date: 'birth_date', gender: 'gender', city: 'current_address_city', cities: 'current_address_city' },
    fields: {
      birth_date: { label: 'Born', format: 'date' },
      gender: { label: 'Gender', format: 'text' },
      current_address_city: { label: 'City', format: 'text' },
    },
  },
  library: {
    always: [],
    from: { publish_date: 'publish_date', type: 'type' },
    fields: {
      publish_date: { label: 'Published', format: 'date' },
      type: { label: 'Type', format: 'text' },
    },
  },
  lists: { always: [], from: {}, fields: {} },
  keywords: { always: [], from: {}, fields: {} },
};

/**
 * The columns an answer's table shows beside the name: the fields the query filters or orders on
 * (and, for stakes, their owner and share), each a field the kind's list endpoint already returns.
 */
export function operatorColumns(query: Pick<TOperatorQuery, 'kind' | 'filters' | 'ordering'>): TOperatorColumn[] {
  const k = KIND_COLUMNS[query.kind];
  const keys = [
    ...k.always,
    ...query.filters.map((f) => k.from[f.name]),
    query.ordering ? k.from[query.ordering.replace(/^-/, '')] : undefined,
  ].filter((x): x is string => !!x);
  return [...new Set(keys)].map((key) => ({
    key,
    ...(k.fields[key] as { label: string; format: TOperatorColumnFormat }),
  }));
}
