import type { TFactTree } from '@intel/contracts';
import { describe, expect, it } from 'vitest';
import { filterTree } from './fact-outline.tsx';

const fact = (id: number, text: string) => ({ id, text, source_links: [] });
const tree: TFactTree = [
  {
    id: 1,
    name: 'Markets',
    description: null,
    sections: [
      { id: 10, name: 'Robotics', description: null, facts: [fact(100, 'Robots grew'), fact(101, 'Arms are cheap')] },
      { id: 11, name: 'Fintech', description: null, facts: [fact(110, 'Payments moved online')] },
    ],
  },
  { id: 2, name: 'Space', description: null, sections: [] },
];

describe('filterTree', () => {
  it('keeps the whole tree for an empty filter', () => {
    expect(filterTree(tree, '  ')).toBe(tree);
  });

  it('keeps matching facts, whole sections and categories by name, and drops the rest', () => {
    const byFact = filterTree(tree, 'CHEAP');
    expect(byFact).toHaveLength(1);
    expect(byFact[0]?.sections.map((s) => s.facts.map((f) => f.id))).toEqual([[101]]);
    expect(filterTree(tree, 'fintech')[0]?.sections[0]?.facts.map((f) => f.id)).toEqual([110]);
    expect(filterTree(tree, 'space').map((c) => c.name)).toEqual(['Space']);
    expect(filterTree(tree, 'nothing like this')).toEqual([]);
  });
});
