import { describe, expect, it } from 'vitest';
import { normaliseName, occurrenceFinder } from '../reading/recognise.ts';
import { chooseLinks, nestedTest } from './link-choice.ts';
import type { Known } from './name-set.ts';

const rec = (type: Known['type'], id: number, names: string[], extra: Partial<Known> = {}): Known => ({
  type,
  id,
  names,
  normalized: names.map(normaliseName),
  ...extra,
});

const linked = (text: string, known: Known[]) => {
  const { links, ambiguous } = chooseLinks(known, occurrenceFinder(text));
  return { ids: links.map((l) => `${l.k.type}:${l.k.id}×${l.count}`).sort(), ambiguous };
};

describe('which known records an item links to', () => {
  it('a name inside a longer known name is part of it, not a record of its own (keywords still count)', () => {
    const text = 'Meridian Capital led the round. Meridian Capital Robotics said nothing.';
    expect(
      linked(text, [
        rec('Organization', 1, ['Meridian']),
        rec('Organization', 2, ['Meridian Capital']),
        rec('Organization', 3, ['Meridian Capital Robotics']),
        rec('Keyword', 4, ['Robotics']),
      ]),
    ).toEqual({ ids: ['Keyword:4×1', 'Organization:2×1', 'Organization:3×1'], ambiguous: 0 });
  });

  it('links one of the records that share a name: a person of an organization the text names first', () => {
    const text = 'Thomas Smith, chief executive of Vertex Capital, met Thomas Smith again.';
    const smiths = [10, 11, 12].map((id) =>
      rec('Person', id, ['Thomas Smith'], { orgs: id === 12 ? [7] : [99], weight: id === 11 ? 50 : 0 }),
    );
    expect(linked(text, [...smiths, rec('Organization', 7, ['Vertex Capital'])])).toEqual({
      ids: ['Organization:7×1', 'Person:12×2'],
      ambiguous: 1,
    });
    // Without such an organization: the one most items name, then the oldest.
    expect(linked(text, smiths)).toEqual({ ids: ['Person:11×2'], ambiguous: 1 });
    expect(
      linked(
        text,
        smiths.map((s) => ({ ...s, weight: 0 })),
      ),
    ).toEqual({ ids: ['Person:10×2'], ambiguous: 1 });
  });

  it('of organizations that share a name, the one a named person belongs to', () => {
    const text = 'Aurora Global hired Jane Okafor.';
    const known = [
      rec('Organization', 3, ['Aurora Global']),
      rec('Organization', 5, ['Aurora Global']),
      rec('Person', 8, ['Jane Okafor'], { orgs: [5], weight: 0 }),
    ];
    expect(linked(text, known)).toEqual({ ids: ['Organization:5×1', 'Person:8×1'], ambiguous: 1 });
  });

  it('finds the spans inside longer ones exactly as comparing every pair does', () => {
    // A fixed pseudo-random sequence: many overlapping, repeated and identical spans.
    let seed = 7;
    const next = (n: number) => {
      seed = (seed * 1103515245 + 12345) % 2147483648;
      return seed % n;
    };
    for (let round = 0; round < 50; round++) {
      const spans = Array.from({ length: 1 + next(60) }, () => {
        const start = next(200);
        return { start, end: start + 1 + next(12) };
      });
      const inside = nestedTest(spans);
      const probes = [...spans, ...Array.from({ length: 30 }, () => ({ start: next(200), end: 0 }))].map((s) =>
        s.end ? s : { start: s.start, end: s.start + 1 + next(12) },
      );
      for (const s of probes) {
        const pairwise = spans.some((o) => o.start <= s.start && o.end >= s.end && o.end - o.start > s.end - s.start);
        expect(inside(s), `${s.start}-${s.end}`).toBe(pairwise);
      }
    }
  });
});
