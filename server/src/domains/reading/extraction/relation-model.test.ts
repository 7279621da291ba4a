import { describe, expect, it } from 'vitest';
import { extract } from './extract.ts';
import {
  CLASSES,
  modelRelations,
  noDealIn,
  type PairModel,
  pairFeatures,
  pairRelation,
  pairScores,
  pairScoresOf,
  pairsOf,
  RELATION_MODEL,
  type SentenceView,
} from './relation-model.ts';
import type { Placed } from './relation-parts.ts';

// Sentences written for these tests; the learned weights are checked for what they may do, not for a figure.
const placed = (kind: Placed['kind'], name: string): Placed => ({
  sentence: 0,
  start: 0,
  end: 0,
  kind,
  name,
  ofLeft: false,
});

function view(template: string, mentions: Placed[]): SentenceView {
  const at = mentions.map((_, i) => template.indexOf(`${i}⟧`) - 2);
  return { template, mentions, at, ends: at.map((a) => template.indexOf('⟧', a) + 1), evidence: { start: 0, end: 9 } };
}

const one = (cls: (typeof CLASSES)[number], feature: string): PairModel => ({
  weights: new Map([[feature, CLASSES.map((c) => (c === cls ? 5 : 0))]]),
  thresholds: CLASSES.map(() => 1),
});

describe('the pair reader of relations', () => {
  it('pairs a person with an organization and two organizations, never two people or a name with itself', () => {
    const v = view('⟦P0⟧ and ⟦P1⟧ met ⟦O2⟧ and ⟦O3⟧.', [
      placed('person', 'Ana'),
      placed('person', 'Bo'),
      placed('organization', 'X'),
      placed('organization', 'X'),
    ]);
    expect(pairsOf(v)).toEqual([
      [0, 2],
      [0, 3],
      [1, 2],
      [1, 3],
    ]);
  });

  it('reads the words between and around a pair, with other names as placeholders', () => {
    const v = view('Yesterday ⟦P0⟧, chief executive of ⟦O1⟧, said so.', [
      placed('person', 'Ana Lima'),
      placed('organization', 'Lumo Ltd'),
    ]);
    const f = pairFeatures(v, 0, 1);
    expect(f).toEqual(
      expect.arrayContaining([
        'PO',
        'PO|b1=,',
        'PO|bl=of',
        'PO|bw=chief',
        'PO|sk=, chief executive of',
        'PO|role=true',
      ]),
    );
    expect(f).toContain('PO|pa=yesterday');
    expect(f).toContain('PO|nb=,');
  });

  it('scores a pair by its features’ parts to the same numbers as by its written features (the committed weights)', () => {
    const weights = (RELATION_MODEL as PairModel).weights;
    const v = view('Yesterday ⟦P0⟧, chief executive of ⟦O1⟧, said ⟦O2⟧ (a unit of ⟦O3⟧) had acquired ⟦O4⟧ = ⟦O5⟧.', [
      placed('person', 'Ana Lima'),
      placed('organization', 'Lumo Ltd'),
      placed('organization', 'Kite Fund'),
      placed('organization', 'Harbour Freight'),
      placed('organization', 'Norhav Group'),
      placed('organization', 'Fjordvik AS'),
    ]);
    const pairs = pairsOf(v);
    expect(pairs.length).toBe(15);
    for (const [a, b] of pairs) {
      const written = pairScores(weights, pairFeatures(v, a, b));
      expect(written.some((x) => x !== 0)).toBe(true);
      expect(pairScoresOf(weights, v, a, b)).toEqual(written);
    }
  });

  it('gives a person’s relation from the person to the organization, whichever is named first', () => {
    const v = view('⟦O0⟧ boss ⟦P1⟧ spoke.', [placed('organization', 'Lumo Ltd'), placed('person', 'Ana Lima')]);
    expect(modelRelations(one('role', 'OP|b1=boss'), v).map((r) => `${r.type} ${r.from} → ${r.to}`)).toEqual([
      'role Ana Lima → Lumo Ltd',
    ]);
  });

  it('reads the direction of a deal between two organizations from its class', () => {
    const v = view('⟦O0⟧ got money from ⟦O1⟧.', [
      placed('organization', 'Lumo Ltd'),
      placed('organization', 'Kite Fund'),
    ]);
    expect(modelRelations(one('investor<', 'OO|bl=from'), v).map((r) => `${r.type} ${r.from} → ${r.to}`)).toEqual([
      'investor Kite Fund → Lumo Ltd',
    ]);
    expect(modelRelations(one('role', 'OO|bl=from'), v)).toEqual([]);
  });

  it('gives each class its relation for a pair, none where the class cannot join the two', () => {
    const v = view('⟦P0⟧ said ⟦O1⟧ bought ⟦O2⟧.', [
      placed('person', 'Ana Lima'),
      placed('organization', 'Lumo Ltd'),
      placed('organization', 'Kite Fund'),
    ]);
    const of = (a: number, b: number, cls: (typeof CLASSES)[number]) => {
      const r = pairRelation(v, a, b, CLASSES.indexOf(cls), false);
      return r && `${r.type} ${r.from} → ${r.to}`;
    };
    expect(of(0, 1, 'board')).toBe('board Ana Lima → Lumo Ltd');
    expect(of(0, 1, 'acquired>')).toBeNull();
    expect(of(1, 2, 'role')).toBeNull();
    expect(of(1, 2, 'acquired>')).toBe('acquired Lumo Ltd → Kite Fund');
    expect(of(1, 2, 'acquired<')).toBe('acquired Kite Fund → Lumo Ltd');
    expect(pairRelation(v, 1, 2, CLASSES.indexOf('investor>'), true)).toBeNull();
  });

  it('reads no deal in a sentence that only talks of one', () => {
    const o = [placed('organization', 'Lumo Ltd'), placed('organization', 'Kite Fund')];
    expect(noDealIn(view('⟦O0⟧ is in talks to buy ⟦O1⟧.', o))).toBe(true);
    expect(noDealIn(view('⟦O0⟧ bought ⟦O1⟧.', o))).toBe(false);
  });

  it('adds to the rules’ relations and never removes one (the committed weights)', () => {
    expect(RELATION_MODEL).not.toBeNull();
    const texts = [
      'Marta Okonkwo, chief executive of Harbour Freight Ltd, said Kite Capital Partners led the round in Lumo Robotics GmbH.',
      'Tomas Berglund founded Fjordvik Holdings ASA in 1999. He later sold Fjordvik Shipping AS to Norhav Group ASA.',
    ];
    for (const text of texts) {
      const key = (r: { type: string; from: string; to: string }) => `${r.type}|${r.from}|${r.to}`;
      const rules = extract(text, new Set(), () => false, undefined, { model: null }).relations.map(key);
      const both = extract(text).relations.map(key);
      expect(both).toEqual(expect.arrayContaining(rules));
    }
  });
});
