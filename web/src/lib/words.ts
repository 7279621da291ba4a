import type { TListType, TRawDataType, TVisibility } from '@intel/contracts';

const pluralRules = new Intl.PluralRules('en');
const numberFormat = new Intl.NumberFormat('en-US');

/**
 * "1 mention", "3 mentions", "1,200 documents": the count with its noun in the form English uses for
 * it (Intl.PluralRules), instead of "mention(s)". `many` defaults to the noun with an "s".
 */
export function plural(n: number, one: string, many = `${one}s`): string {
  return `${numberFormat.format(n)} ${pluralRules.select(n) === 'one' ? one : many}`;
}

/** The word alone in the form that goes with `n`: a noun, or a verb (`nounFor(n, 'is', 'are')`). */
export const nounFor = (n: number, one: string, many = `${one}s`) => (pluralRules.select(n) === 'one' ? one : many);

export const VISIBILITY_LABELS: Record<TVisibility, string> = {
  hidden: 'Hidden',
  paywalled: 'Paywalled',
  public: 'Public',
};

/** Who sees a record of each visibility, in the words the forms' help uses. */
export const VISIBILITY_AUDIENCE: Record<TVisibility, string> = {
  hidden: 'research team only',
  paywalled: 'logged-in readers',
  public: 'everyone',
};

export const LIST_TYPE_LABELS: Record<TListType, string> = {
  OrganizationsList: 'Organizations',
  PeopleList: 'People',
  LedgerList: 'Ledger',
  LibraryList: 'Library',
};

export const RAW_DATA_TYPE_LABELS: Record<TRawDataType, string> = {
  text: 'Text',
  file: 'File',
  url: 'Web page',
  quick: 'Quick collection',
};

export const PROCESSING_STATUS_LABELS: Record<string, string> = {
  pending: 'Waiting',
  processing: 'Processing',
  completed: 'Processed',
  error: 'Failed',
};

export const SUGGESTION_STATUS_LABELS: Record<string, string> = {
  suggested: 'To review',
  accepted: 'Accepted',
  rejected: 'Rejected',
};

export const TAGGING_ALGORITHM_LABELS: Record<string, string> = {
  any: 'Any of the terms',
  all: 'All of the terms',
  literal: 'Exact text',
  regex: 'Pattern (regular expression)',
  fuzzy: 'Close spelling (fuzzy)',
};

export const GEO_KIND_LABELS: Record<string, string> = { country: 'Country', region: 'Region' };

/** What a history entry's action says (the server stores ids such as `reject_suggestion`). */
export const HISTORY_ACTION_LABELS: Record<string, string> = {
  create: 'Created',
  update: 'Changed',
  delete: 'Deleted',
  reject_suggestion: 'Rejected a suggestion',
  send_to_library: 'Sent to the library',
  merge: 'Merged a duplicate into this record',
  unmerge: 'Undid a merge',
};

/** Any id a screen would otherwise show as it is stored: "reject_suggestion" → "Reject suggestion". */
export function humanize(id: string): string {
  const words = id
    .replace(/([a-z])([A-Z])/g, '$1 $2')
    .replaceAll('_', ' ')
    .trim()
    .toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/** A label from `labels`, or the id in words when the map has none; nothing for a value not set. */
export const labelOf = (labels: Record<string, string>, id: string | null | undefined) =>
  id == null ? '' : (labels[id] ?? humanize(id));

/** Select options whose labels are words, in the order the values are given. */
export const optionsOf = (values: readonly string[], labels: Record<string, string>) =>
  values.map((value) => ({ value, label: labelOf(labels, value) }));
