import { describe, expect, it } from 'vitest';
import { extract } from './extract.ts';
import { pieceVerdict, shape, spansOf } from './tagger.ts';
import { TAGGER } from './tagger-pieces.ts';
import { tokenize } from './tokens.ts';

describe('the learned tagger', () => {
  it('is committed and small', () => {
    expect(TAGGER).not.toBeNull();
    expect(TAGGER?.weights.size).toBeGreaterThan(1000);
    expect(TAGGER?.weights.size).toBeLessThan(30_000);
  });

  it('reads shapes and tag sequences', () => {
    expect(shape('McGlade')).toBe('XxXx');
    expect(shape('A.P.')).toBe('X.X.');
    expect(spansOf({ tags: ['O', 'B-PER', 'I-PER', 'B-ORG', 'O'], margins: [0, 4, 2, 3, 0] })).toEqual([
      { from: 1, to: 3, kind: 'person', margin: 2 },
      { from: 3, to: 4, kind: 'organization', margin: 3 },
    ]);
  });

  it('gives a kind to names the rules leave without one', () => {
    const text = 'The company appointed Mcebisi Jonas as chairman of the board.';
    const tokens = tokenize(text, 0, text.length);
    const from = tokens.findIndex((t) => t.text === 'Mcebisi');
    expect(pieceVerdict(TAGGER?.weights ?? new Map(), tokens, from, from + 2)?.kind).toBe('person');
    const withTagger = extract(text).entities.map((e) => `${e.kind}:${e.name}`);
    expect(withTagger).toContain('person:Mcebisi Jonas');
  });

  it('never makes a place or a listed non-organization acronym a name', () => {
    const names = extract('Officials in Cape Town and the UAE met on Monday.').entities.map((e) => e.name);
    expect(names).not.toContain('Cape Town');
    expect(names).not.toContain('UAE');
  });
});
