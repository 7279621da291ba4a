import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/harness.ts';
import { bankReader } from './bank/wording-check.ts';

/**
 * Negations found on the fourteenth blind set's development half (issue 35), each tested on own sentences (today
 * 2025-05-15). Three of them were confident wrong answers before: a negated relation ("not working at", "not written
 * by", "not published by") left what was read through it un-negated, with no doubt stated.
 */
describe('Operator: negations of the fourteenth set', () => {
  const ctx = useTestApp();
  const { parse, check } = bankReader(ctx);

  it('negates what is read through a negated relation', () => {
    check([
      ['people not working at German companies', 'ppl; !employer_geo=@geo:DE'],
      ['articles not written by people living in Oslo', 'lib; type=Article; !authors.city=Oslo'],
      ['library items not published by German organisations', 'lib; !publisher.hq_geo=@geo:DE'],
    ]);
    // Without the negation the same pieces are read as before.
    check([['people working at German companies', 'ppl; employer_geo=@geo:DE']]);
  });

  it('carries a negated record on to the records joined to it by "or"', () => {
    const p = parse('library items not published by Nordlys Energy or Seine Capital');
    expect(p.query?.filters).toHaveLength(1);
    expect(p.query?.filters[0]).toMatchObject({ name: 'publisher', negate: true });
    expect(String(p.query?.filters[0]?.value).split(',')).toHaveLength(2);
    expect(p.doubt).toBeUndefined();
  });

  it('keeps a negation that took the date’s verb with it', () => {
    check([
      ['people not born between 1980 and 1995', 'ppl; !birth_date=1980,1995'],
      ['reports not released between 2020 and 2022', 'lib; type=Report; !publish_date=2020,2022'],
    ]);
  });
});
