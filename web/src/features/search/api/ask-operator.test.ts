import { operatorListParams, type TOperatorQuery } from '@intel/contracts';
import { describe, expect, it } from 'vitest';
import { withKind } from '../components/chip-editor.tsx';
import { readOperatorParams, writeOperatorParams } from './ask-operator.ts';

const query: TOperatorQuery = {
  kind: 'organizations',
  search: null,
  filters: [
    { name: 'keywords', value: '3', negate: false },
    { name: 'lists', value: '9', negate: false },
    { name: 'founding_date', value: '2016,', negate: false },
  ],
  ordering: '-founding_date',
  limit: 10,
};

describe('Operator URL state', () => {
  it('round-trips the question, the edited query and the selection', () => {
    const params = writeOperatorParams(new URLSearchParams('tab=1'), {
      ask: 'fintech companies',
      query,
      context: { raw_data_ids: [4], people_ids: [1, 2], library_ids: [] },
    });
    expect(params.get('library')).toBeNull();
    expect(readOperatorParams(params)).toEqual({
      ask: 'fintech companies',
      query,
      context: { raw_data_ids: [4], people_ids: [1, 2], library_ids: [] },
    });
  });

  it('ignores a query in the URL that does not fit the schema, and junk ids', () => {
    const state = readOperatorParams(new URLSearchParams('tab=1&ask=x&query={"kind":"planets"}&people=1,a,-3'));
    expect(state.query).toBeNull();
    expect(state.context.people_ids).toEqual([1]);
  });
});

describe('changing the kind of a query', () => {
  it('keeps the filters that still apply and drops list and type filters and foreign orderings', () => {
    expect(withKind(query, 'people')).toEqual({
      ...query,
      kind: 'people',
      filters: [query.filters[0]],
      ordering: null,
    });
    expect(withKind(query, 'library').filters).toEqual([query.filters[0]]);
  });

  it('gives the advanced search the list parameters, except for what only the Operator reads', () => {
    expect(operatorListParams(query)).toEqual({
      keywords: '3',
      lists: '9',
      founding_date: '2016,',
      ordering: '-founding_date',
      limit: '10',
    });
    expect(operatorListParams({ ...query, filters: [{ name: 'hq_geo', value: '3', negate: true }] })).toBeNull();
    expect(operatorListParams({ ...query, filters: [{ name: 'raw_data', value: '3', negate: false }] })).toBeNull();
  });
});
