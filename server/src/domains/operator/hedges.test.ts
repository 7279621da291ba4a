import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/harness.ts';
import { bankReader } from './bank/wording-check.ts';
import { countryWords } from './demonyms.ts';
import { hedges } from './hedges.ts';

/**
 * Hedged wording and countries' other names (issue 35). Own sentences, today 2025-05-15.
 */
describe('Operator: hedges and countries named otherwise', () => {
  it('takes hedges out of the question, apart by what they hedge', () => {
    expect(hedges('roughly how many firms are in Oslo, I think')).toEqual({
      text: 'how many firms are in Oslo,',
      onQuestion: ['roughly', 'I think'],
      onValue: [],
    });
    expect(hedges('stakes of approximately 15%').onValue).toEqual(['approximately']);
    expect(hedges('firms founded in 2012 or so').onValue).toEqual(['or so']);
    expect(hedges('people aged 40-ish').onValue).toEqual(['-ish']);
    // No hedge: the words stay.
    expect(hedges('articles about 2024 elections').text).toBe('articles about 2024 elections');
    expect(hedges('firms around Oslo').text).toBe('firms around Oslo');
  });

  it("takes countries' demonyms, abbreviations and other names from the data, none of two countries", () => {
    const of = (phrase: string) => countryWords().find((w) => w.phrase === phrase);
    expect(of('saudi')).toMatchObject({ iso2: 'SA', cased: false });
    expect(of('kenyan')).toMatchObject({ iso2: 'KE' });
    expect(of('UAE')).toMatchObject({ iso2: 'AE', cased: true });
    expect(of('great britain')).toMatchObject({ iso2: 'GB' });
    // Shared by two countries, or no word of the country's own name: left out.
    expect(of('congolese')).toBeUndefined();
    expect(of('island')).toBeUndefined();
  });

  const ctx = useTestApp();
  const { parse, expected, check } = bankReader(ctx);

  it('reads a country by its demonym, abbreviation or other name', () => {
    check([
      ['Saudi companies', 'org; hq_geo=@geo:SA'],
      ['firms in the UAE', 'org; hq_geo=@geo:AE'],
      ['Kenyan enterprises', 'org; hq_geo=@geo:KE'],
      ['organisations not in Great Britain', 'org; !hq_geo=@geo:GB'],
      // A slash between codes or names is "or".
      ['UK/IE companies', 'org; hq_geo=@geo:GB+@geo:IE'],
      ['firms in Oslo/Stockholm', 'org; hq_city=@city:Oslo+@city:Stockholm'],
    ]);
  });

  it('names a hedge on the question and states a doubt for a hedge on a value', () => {
    const count = parse('roughly how many reports do we have?');
    expect(count.query).toEqual(expected('lib; type=Report'));
    expect(count.doubt).toBeUndefined();
    expect(count.notes.join(' ')).toContain('"roughly" as said in passing');
    const think = parse('firms founded in 2019, I believe');
    expect(think.query).toEqual(expected('org; founding_date=2019,2019'));
    expect(think.notes.join(' ')).toContain('"I believe"');
    // The value is kept as said, and the answer says it may not be meant exactly: never a confident answer.
    for (const q of ['stakes of roughly 40%', 'stakes of 40% or so', 'stakes of 40 percent, give or take']) {
      const p = parse(q);
      expect(p.query, q).toEqual(expected('led; ownership_percentage=40,40'));
      expect(p.doubt, q).toMatch(/^Not sure: /);
      expect(p.withheld, q).toBeFalsy();
    }
    // Never a name search.
    expect(parse('Roughly how many podcasts are there').query.search).toBeNull();
  });
});
