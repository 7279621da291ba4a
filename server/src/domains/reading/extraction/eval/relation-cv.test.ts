import { describe, expect, it } from 'vitest';
import { CLASSES } from '../relation-model.ts';
import { crossScores, type Read, readPassage, sweep, tallyAt } from './relation-cv.ts';
import type { LabelledPassage } from './types.ts';

// Passages written for this test: the tally and the threshold sweep on a known outcome, not a figure.
const passage = (text: string, relations: LabelledPassage['relations']): LabelledPassage => ({
  id: 'x',
  text,
  people: [{ name: 'Marta Okonkwo' }],
  organizations: [{ name: 'Harbour Freight Ltd' }, { name: 'Kite Capital Partners' }],
  relations,
});

describe('cross-validation of the pair reader', () => {
  const text = 'Marta Okonkwo, chief executive of Harbour Freight Ltd, met Kite Capital Partners on Monday.';
  const role = { type: 'role' as const, from: 'Marta Okonkwo', to: 'Harbour Freight Ltd' };
  const board = { type: 'board' as const, from: 'Marta Okonkwo', to: 'Kite Capital Partners' };

  it('labels each pair of names with the passage’s relations and tallies the rules’ as score.ts does', () => {
    const r = readPassage(passage(text, [role, board]));
    expect(r.gold).toEqual(
      new Set(['role|Marta Okonkwo|Harbour Freight Ltd', 'board|Marta Okonkwo|Kite Capital Partners']),
    );
    expect(r.rules).toContain('role|Marta Okonkwo|Harbour Freight Ltd');
    const kite = r.examples.filter((e) => e.gold[CLASSES.indexOf('board')]);
    expect(kite).toHaveLength(1);
    expect(tallyAt([r], [], null)).toEqual({ tp: 1, fp: 0, fn: 1 });
  });

  it('adds the reader’s relations over a threshold and sweeps for the lowest that holds the precision', () => {
    const r = readPassage(passage(text, [role, board]));
    // Scores made by hand: the board pair scores 30 on its class, every other pair and class 0.
    const at = r.pairs.findIndex((p) => p.ids[CLASSES.indexOf('board')]?.includes('Kite'));
    const scores = [r.pairs.map((_, j) => Float64Array.from(CLASSES, (c) => (j === at && c === 'board' ? 30 : 0)))];
    expect(
      tallyAt(
        [r],
        scores,
        CLASSES.map(() => 10),
      ),
    ).toEqual({ tp: 2, fp: 0, fn: 0 });
    expect(sweep([r], scores, 0.85).threshold).toBeLessThan(30);
    expect(sweep([r], scores, 0.85).tally).toEqual({ tp: 2, fp: 0, fn: 0 });
  });

  it('scores every passage with a reader that never trained on it', () => {
    const reads: Read[] = [passage(text, [role]), passage(text, [role])].map((p) => readPassage(p));
    const scores = crossScores(reads, 2);
    expect(scores.map((s) => s.length)).toEqual(reads.map((r) => r.pairs.length));
  });
});
