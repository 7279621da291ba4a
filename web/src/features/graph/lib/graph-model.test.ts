import type { TGraphNeighbourhood, TGraphNode } from '@intel/contracts';
import { describe, expect, it } from 'vitest';
import { nodeHref as recordHref } from '../../../components/graph-style.ts';
import { addNeighbourhood, emptyGraph, visibleGraph } from './graph-model.ts';

const node = (kind: TGraphNode['kind'], id: number, label: string): TGraphNode => ({
  key: `${kind}:${id}`,
  kind,
  id,
  label,
  visibility: 'public',
  date: null,
  date_precision: null,
  date_label: null,
  list_type: kind === 'lists' ? 'PeopleList' : null,
  slug: kind === 'lists' ? 'watch' : null,
});
const page = (center: TGraphNode, nodes: TGraphNode[], more = 0): TGraphNeighbourhood => ({
  center,
  nodes,
  edges: nodes.map((n) => ({ source: center.key, target: n.key, type: 'works_at', label: null })),
  total: nodes.length + more,
  more,
});

describe('graph model', () => {
  const org = node('organizations', 1, 'Acme');
  const jane = node('people', 1, 'Jane Okafor');
  const tom = node('people', 2, 'Tom Lind');
  const fund = node('ledger', 3, 'Acme Fund I');

  it('adds expansions page by page without duplicates and remembers what is left to load', () => {
    let s = addNeighbourhood(emptyGraph(), page(org, [jane], 1));
    expect(s.rootKey).toBe(org.key);
    expect(s.expanded.get(org.key)).toEqual({ loaded: 1, more: 1 });
    s = addNeighbourhood(s, page(org, [tom]));
    expect(s.expanded.get(org.key)).toEqual({ loaded: 2, more: 0 });
    s = addNeighbourhood(s, page(jane, [org, fund]));
    expect([...s.nodes.keys()].sort()).toEqual([fund.key, org.key, jane.key, tom.key].sort());
    expect(s.edges.size).toBe(4);
  });

  it('filters by kind and text, keeps the root, and drops edges to filtered-out nodes', () => {
    const s = addNeighbourhood(emptyGraph(), page(org, [jane, tom, fund]));
    const onlyPeople = visibleGraph(s, new Set(['people']), '');
    expect(onlyPeople.nodes.map((n) => n.key).sort()).toEqual([org.key, jane.key, tom.key].sort());
    expect(onlyPeople.edges.every((e) => e.target !== fund.key)).toBe(true);
    const text = visibleGraph(s, new Set(['people', 'ledger']), 'okafor');
    expect(text.nodes.map((n) => n.key).sort()).toEqual([org.key, jane.key].sort());
  });

  it('opens each kind of record at its own address', () => {
    expect(recordHref(org)).toBe('/organizations/1');
    expect(recordHref(node('lists', 4, 'Watch'))).toBe('/lists/people/watch');
    expect(recordHref(node('raw-data', 5, 'Memo'))).toBe('/rawdata/5/edit');
  });
});
