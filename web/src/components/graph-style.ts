import { GRAPH_KIND_LABELS, LIST_SEGMENTS, type TGraphKind, type TGraphNode } from '@intel/contracts';

/** One colour per kind of record, dark enough for white labels and 3:1 against white (non-text contrast). */
export const KIND_COLOURS: Record<TGraphKind, string> = {
  organizations: '#1565c0',
  people: '#2e7d32',
  ledger: '#8e24aa',
  library: '#b45309',
  lists: '#00796b',
  'raw-data': '#546e7a',
  keywords: '#c2185b',
};

export const kindLabel = (kind: TGraphKind) => GRAPH_KIND_LABELS[kind];

/** Where a record of the graph or the timeline opens in the app. */
export function nodeHref(node: Pick<TGraphNode, 'kind' | 'id' | 'list_type' | 'slug'>): string | null {
  switch (node.kind) {
    case 'organizations':
      return `/organizations/${node.id}`;
    case 'people':
      return `/people/${node.id}`;
    case 'ledger':
      return `/ledger/${node.id}`;
    case 'library':
      return `/library/${node.id}`;
    case 'raw-data':
      return `/rawdata/${node.id}/edit`;
    case 'keywords':
      return `/keywords/${node.id}/edit`;
    case 'lists':
      return node.list_type && node.slug ? `/lists/${LIST_SEGMENTS[node.list_type]}/${node.slug}` : null;
  }
}
