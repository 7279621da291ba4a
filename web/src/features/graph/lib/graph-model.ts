import type { TGraphEdge, TGraphKind, TGraphNeighbourhood, TGraphNode } from '@intel/contracts';

/** What the screen has loaded so far: every expansion adds its page; nothing is ever fetched twice. */
export type GraphState = {
  rootKey: string | null;
  nodes: Map<string, TGraphNode>;
  edges: Map<string, TGraphEdge>;
  /** Per expanded node: how many of its neighbours are loaded, and how many are left. */
  expanded: Map<string, { loaded: number; more: number }>;
};

export const emptyGraph = (): GraphState => ({
  rootKey: null,
  nodes: new Map(),
  edges: new Map(),
  expanded: new Map(),
});

export const edgeKey = (e: TGraphEdge) => `${e.source}|${e.target}|${e.type}`;

/** Adds one page of a node's neighbourhood (the first or a "more" page) to the state, immutably. */
export function addNeighbourhood(state: GraphState, page: TGraphNeighbourhood): GraphState {
  const nodes = new Map(state.nodes);
  const edges = new Map(state.edges);
  const expanded = new Map(state.expanded);
  nodes.set(page.center.key, nodes.get(page.center.key) ?? page.center);
  for (const n of page.nodes) if (!nodes.has(n.key)) nodes.set(n.key, n);
  for (const e of page.edges) edges.set(edgeKey(e), e);
  const before = expanded.get(page.center.key)?.loaded ?? 0;
  expanded.set(page.center.key, { loaded: before + page.nodes.length, more: page.more });
  return { rootKey: state.rootKey ?? page.center.key, nodes, edges, expanded };
}

/** The nodes and edges left after the kind and text filters; the root always stays. */
export function visibleGraph(state: GraphState, kinds: ReadonlySet<TGraphKind>, text: string) {
  const needle = text.trim().toLowerCase();
  const nodes = [...state.nodes.values()].filter(
    (n) => n.key === state.rootKey || (kinds.has(n.kind) && (!needle || n.label.toLowerCase().includes(needle))),
  );
  const keys = new Set(nodes.map((n) => n.key));
  const edges = [...state.edges.values()].filter((e) => keys.has(e.source) && keys.has(e.target));
  return { nodes, edges };
}

/** The list type that can hold records of a kind (selection → "Add to list"). */
export const LIST_TYPE_OF: Partial<Record<TGraphKind, NonNullable<TGraphNode['list_type']>>> = {
  organizations: 'OrganizationsList',
  people: 'PeopleList',
  ledger: 'LedgerList',
  library: 'LibraryList',
};

/** An edge in words: "works at (CTO)". */
export const edgeWords = (e: TGraphEdge) => `${e.type.replace('_', ' ')}${e.label ? ` (${e.label})` : ''}`;

/**
 * How each loaded node reaches the root: its own edge to the root, or — for a node found by
 * expanding a neighbour — the edge to the node it was reached through (`via`), by breadth-first
 * search, so a second-degree row says "via Mira Stanek: works at (advisor)" instead of nothing.
 */
export function linksToRoot(state: GraphState): Map<string, { edge: TGraphEdge; via: TGraphNode | null }> {
  const out = new Map<string, { edge: TGraphEdge; via: TGraphNode | null }>();
  if (!state.rootKey) return out;
  const adjacent = new Map<string, TGraphEdge[]>();
  for (const e of state.edges.values()) {
    for (const k of [e.source, e.target]) adjacent.set(k, [...(adjacent.get(k) ?? []), e]);
  }
  const seen = new Set([state.rootKey]);
  let frontier = [state.rootKey];
  while (frontier.length) {
    const next: string[] = [];
    for (const from of frontier) {
      for (const e of adjacent.get(from) ?? []) {
        const to = e.source === from ? e.target : e.source;
        if (seen.has(to) || !state.nodes.has(to)) continue;
        seen.add(to);
        out.set(to, { edge: e, via: from === state.rootKey ? null : (state.nodes.get(from) ?? null) });
        next.push(to);
      }
    }
    frontier = next;
  }
  return out;
}
