import type { TOperatorContext } from '@intel/contracts';
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/harness.ts';
import { bankTenant } from './bank/fixture.ts';
import { COMPARISON_WORDS, namedComparisons, opOf } from './comparisons.ts';
import { parseQuestion } from './parser.ts';
import { TABLE_NOW, vocabularyFor } from './questions.ts';
import type { Vocabulary } from './vocabulary.ts';

const NONE: TOperatorContext = { raw_data_ids: [], people_ids: [], library_ids: [] };

/** Comparisons in words; the questions were written for this test, not taken from any question set. */
describe('Operator: comparison words in one table', () => {
  it('gives each comparison word one operator, and lists no word twice', () => {
    expect(opOf('more  than')).toBe('>');
    expect(opOf('no more than')).toBe('<=');
    expect(opOf('upwards of')).toBe('>');
    expect(opOf('no fewer than')).toBe('>=');
    expect(opOf('south of')).toBe('<');
    expect(opOf('around')).toBeUndefined();
    const words = COMPARISON_WORDS.flatMap(([w]) => w.split('|'));
    expect(new Set(words).size).toBe(words.length);
  });

  it('reads a field named before its comparison as the word of that field', () => {
    expect(namedComparisons('people whose age is at least 40').text).toBe('people aged at least 40');
    expect(namedComparisons('firms with a founding year before 2010').text).toBe('firms founded before 2010');
    expect(namedComparisons('reports whose publication date is after 2022').text).toBe('reports published after 2022');
    expect(namedComparisons('people whose birth year is 1970').text).toBe('people born 1970');
    // A strict "more" of an age is named: the rules read it with the bound included.
    expect(namedComparisons('men whose age is over 70').strict).toEqual(['over 70']);
    expect(namedComparisons('men whose age is under 70').strict).toEqual([]);
    // A field with no comparison after it is left alone.
    expect(namedComparisons('people whose age is unknown').text).toBe('people whose age is unknown');
  });

  describe('read with the tenant vocabulary', () => {
    const ctx = useTestApp();
    let vocab: Vocabulary;
    beforeAll(async () => {
      vocab = (await bankTenant(ctx.database)).vocab;
    });
    const parse = (text: string) => parseQuestion(text, NONE, vocabularyFor(text, vocab), TABLE_NOW);

    it('reads "whose <field> is <comparison>" as the field\'s own words, with a doubt on a strict age bound', () => {
      const rows: [string, string][] = [
        ['people with an age of at least 40', 'people aged at least 40'],
        ['companies whose age is less than 10 years', 'companies less than 10 years old'],
        ['organizations whose founding year is before 2010', 'organizations founded before 2010'],
        ['people whose birth year is before 1970', 'people born before 1970'],
      ];
      for (const [text, as] of rows) {
        const parsed = parse(text);
        expect(parsed.query, text).toEqual(parse(as).query);
        expect(parsed.doubt, text).toBeUndefined();
      }
      const strict = parse('women whose age is more than 64.');
      expect(strict.query).toEqual(parse('women aged more than 64').query);
      expect(strict.doubt).toContain('more than 64');
      expect(strict.withheld).toBeFalsy();
    });
  });
});
