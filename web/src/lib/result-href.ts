import { LIST_SEGMENTS, type TSearchResult } from '@intel/contracts';

const LIST_TYPE_BY_RESULT: Record<string, keyof typeof LIST_SEGMENTS> = {
  'Library List': 'LibraryList',
  'Organization List': 'OrganizationsList',
  'People List': 'PeopleList',
  'Ledger List': 'LedgerList',
};

/** Where a search result opens (the search dialog and the Operator's results). */
export function resultHref(r: TSearchResult): string {
  switch (r.type) {
    case 'Keyword':
      return `/keywords/${r.id}/edit`;
    case 'Person':
      return `/people/${r.id}`;
    case 'Organization':
      return `/organizations/${r.id}`;
    case 'Ledger':
      return `/ledger/${r.id}`;
    case 'Library':
      return `/library/${r.id}`;
    default: {
      const listType = LIST_TYPE_BY_RESULT[r.type];
      return listType ? `/lists/${LIST_SEGMENTS[listType]}/${r.slug}` : '/';
    }
  }
}
