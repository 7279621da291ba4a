import { describe, expect, it } from 'vitest';
import type { Candidate } from '../reading/candidate.ts';
import { MAX_DOCUMENT_EVIDENCE, MAX_DOCUMENT_NAMES, withinDocumentBudget } from './document-budget.ts';

const candidate = (i: number, mentions: number): Candidate => ({
  kind: 'organization',
  name: `Name ${i}`,
  normalized: `name ${i}`,
  spans: Array.from({ length: mentions }, (_, k) => ({ start: i * 1000 + k * 10, end: i * 1000 + k * 10 + 6 })),
});

describe("a document's write budget", () => {
  it('keeps an ordinary document whole', () => {
    const all = Array.from({ length: 40 }, (_, i) => candidate(i, 1 + (i % 30)));
    expect(withinDocumentBudget(all)).toEqual({ candidates: all, dropped: 0 });
  });

  it('suggests the most mentioned names, in their order, and shares the evidence so each keeps one', () => {
    // 1,500 names: every third mentioned 25 times, the others once or twice.
    const all = Array.from({ length: 1500 }, (_, i) => candidate(i, i % 3 === 0 ? 25 : 1 + (i % 2)));
    const { candidates, dropped } = withinDocumentBudget(all);
    expect(candidates).toHaveLength(MAX_DOCUMENT_NAMES);
    expect(dropped).toBe(500);
    // The 500 names mentioned 25 times are all kept, and the kept names keep the document's order.
    expect(candidates.filter((c) => Number(c.name.slice(5)) % 3 === 0)).toHaveLength(500);
    const order = candidates.map((c) => Number(c.name.slice(5)));
    expect(order).toEqual([...order].sort((a, b) => a - b));
    const evidence = candidates.reduce((n, c) => n + c.spans.length, 0);
    expect(evidence).toBeLessThanOrEqual(MAX_DOCUMENT_EVIDENCE);
    expect(candidates.every((c) => c.spans.length >= 1)).toBe(true);
    // Rounds: every name's first mention, then every second one, … (the first spans, in order).
    const first = candidates[0] as Candidate;
    expect(first.spans).toEqual(all[0]?.spans.slice(0, first.spans.length));
  });
});
