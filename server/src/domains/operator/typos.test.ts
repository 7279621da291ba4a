import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/harness.ts';
import { bankReader } from './bank/wording-check.ts';
import { maxSlips, nearestWords } from './typos.ts';

/**
 * Typo tolerance (issue 35): a word the reader could not use, one slip (two for long words) from a word of the
 * reader's vocabulary, is read as that word and the guess is stated. Own sentences, today 2025-05-15.
 */
describe('Operator: typos', () => {
  it('finds the unique nearest word of the reader by Damerau–Levenshtein distance', () => {
    // A swap of two neighbours is one slip.
    expect(nearestWords('yaer')).toEqual(['year']);
    expect(nearestWords('eyar')).toEqual(['year']);
    expect(nearestWords('ogranizations')).toEqual(['organizations']);
    // Two slips in a long word, one in a short one.
    expect(nearestWords('publshd')).toEqual([]);
    expect(nearestWords('investmnts')).toEqual(['investments']);
    // Too short to guess, a known word, a word read as itself with an ending: never corrected.
    expect(maxSlips(3)).toBe(0);
    expect(nearestWords('yer')).toEqual([]);
    expect(nearestWords('founded')).toEqual([]);
    expect(nearestWords('name')).not.toContain('named');
    // An ending too many may be a slip of a kind word.
    expect(nearestWords('companys')).toEqual(['company']);
    // No word of the reader near enough.
    expect(nearestWords('zebra')).toEqual([]);
  });

  const ctx = useTestApp();
  const { parse, expected } = bankReader(ctx);

  it('reads a question again with its slips corrected and says so', () => {
    const cases: [string, string, string[]][] = [
      ['reprots from lsat year', 'lib; type=Report; publish_date=2024,2024', ['"lsat" as "last"']],
      ['how mnay compnaies are there in Oslo', 'org; hq_city=@city:Oslo', ['"mnay" as "many"', '"compnaies"']],
      ['the yougnest contcat', 'ppl; ^-birth_date; #1', ['"yougnest" as "youngest"', '"contcat" as "contact"']],
      [
        'stakes of at leats a thrid',
        'led; ownership_percentage=33.3334,',
        ['"leats" as "least"', '"thrid" as "third"'],
      ],
    ];
    for (const [q, want, said] of cases) {
      const p = parse(q);
      expect(p.query, q).toEqual(expected(want));
      for (const s of said) expect(p.notes.join(' '), q).toContain(s);
      // A guess is never a confident answer.
      expect(p.doubt, q).toMatch(/^Not sure: /);
    }
  });

  it('never corrects a word the reader could use, nor a name inside the sentence', () => {
    // "fifth" was usable: no correction to "fifty".
    expect(parse('stakes above a fifth').notes.join(' ')).not.toContain('typo');
    // "Lisa" is a name, not a slip of "list".
    const name = parse('people called Lisa');
    expect(name.notes.join(' ')).not.toContain('typo');
    expect(name.query.search).toBe('Lisa');
  });
});
