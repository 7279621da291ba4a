import { describe, expect, it } from 'vitest';
import { findRelations } from './relations.ts';
import { foldForWords, requiredWords, WordFinder } from './rule-words.ts';

/** Whether a text has the words `re` requires, as relations.ts looks for them. */
const has = (re: RegExp, text: string) => {
  const finder = new WordFinder();
  const groups = requiredWords(re).map((g) => g.map((w) => finder.add(w)));
  finder.find(foldForWords(text));
  return finder.hasAll(groups);
};

describe('requiredWords', () => {
  it('reads the literals every match contains, an alternation as one group', () => {
    expect(requiredWords(/⟦P(\d+)⟧\s+(?:has\s+)?(?:joined|joins)\s+⟦O(\d+)⟧/gu)).toEqual([['joined', 'joins']]);
    expect(requiredWords(/\b(?:co-)?led by\s+⟦O(\d+)⟧,?\s+(?:the\s+)?fund/gu)).toEqual([['led by'], ['fund']]);
    // Literals joined across an alternation and a zero-width part.
    expect(requiredWords(/(?:acquired|bought)\b(?! back) by/gu)).toEqual([['acquired by', 'bought by']]);
  });

  it('requires nothing of an optional part, a class or a repetition that may be empty', () => {
    expect(requiredWords(/(?:raised)?\s*⟦O(\d+)⟧/gu)).toEqual([]);
    expect(requiredWords(/(?:stake\s+)*⟦O(\d+)⟧/gu)).toEqual([]);
    expect(requiredWords(/[a-z]+\s+⟦O(\d+)⟧/gu)).toEqual([]);
    // A repetition of at least one keeps what its part requires.
    expect(requiredWords(/(?:stake\s+){1,3}⟦O(\d+)⟧/gu)).toEqual([['stake']]);
    // A branch without a requirement leaves the alternation without one.
    expect(requiredWords(/(?:founded|[a-z]+)\s+⟦O/gu)).toEqual([]);
  });

  it('answers nothing for an expression it does not know (a back-reference, a lookbehind)', () => {
    expect(requiredWords(/(stake) \1/gu)).toEqual([]);
    expect(requiredWords(/(?<=chief )executive/gu)).toEqual([]);
  });

  it('lower-cases the strings, keeps non-ASCII letters out of them, and folds the long s', () => {
    expect(requiredWords(/Led BY\s+⟦O/giu)).toEqual([['led by']]);
    // The accented letter cuts the literal: only what precedes it is required.
    expect(requiredWords(/Société\s+⟦O/giu)).toEqual([['soci']]);
    expect(has(/Led BY\s+⟦O/giu, 'LED BY ⟦O1⟧')).toBe(true);
    // Under /iu the long s is an "s": a text that has it still runs the rule.
    expect(/\bhas\b/iu.test('haſ')).toBe(true);
    expect(has(/\bhas\b/giu, 'haſ')).toBe(true);
    // A case-sensitive expression's strings are looked for folded too: a weaker test, never a wrong skip.
    expect(requiredWords(/Joined\s+⟦O/gu)).toEqual([['joined']]);
    expect(has(/Joined\s+⟦O/gu, 'he joined ⟦O1⟧')).toBe(true);
    expect(has(/Joined\s+⟦O/gu, 'he left ⟦O1⟧')).toBe(false);
  });
});

describe('WordFinder', () => {
  it('finds every string in one pass, overlapping and nested ones too', () => {
    const finder = new WordFinder();
    const [he, she, his, hers, chief] = ['he', 'she', 'his', 'hers', 'chief executive'].map((w) => finder.add(w));
    finder.find('ushers of the chief executive');
    expect(finder.hasAll([[he as number], [she as number], [hers as number], [chief as number]])).toBe(true);
    expect(finder.hasAll([[his as number]])).toBe(false);
    expect(finder.hasAll([[his as number, he as number]])).toBe(true);
    finder.find('his');
    expect(finder.hasAll([[he as number]])).toBe(false);
    expect(finder.hasAll([[his as number]])).toBe(true);
  });
});

describe('relation rules skipped for their words', () => {
  it('still read what they read before (a skipped rule that would have matched fails under the tests)', () => {
    const text = 'Ada Vance, chief executive of Norvel Robotics, said Quillbrook Capital led the round.';
    const at = (name: string, kind: 'person' | 'organization') => {
      const start = text.indexOf(name);
      return { sentence: 0, start, end: start + name.length, kind, name, ofLeft: false };
    };
    const placed = [
      at('Ada Vance', 'person'),
      at('Norvel Robotics', 'organization'),
      at('Quillbrook Capital', 'organization'),
    ];
    const relations = findRelations(text, [{ start: 0, end: text.length }], placed, { model: null });
    expect(relations.map((r) => [r.type, r.from, r.to, r.role])).toContainEqual([
      'role',
      'Ada Vance',
      'Norvel Robotics',
      'chief executive',
    ]);
  });
});
