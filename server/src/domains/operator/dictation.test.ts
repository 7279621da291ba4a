import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/harness.ts';
import { BOUND_OUT, bankReader } from './bank/wording-check.ts';
import { spelledNumbers } from './numbers.ts';

/**
 * Dictated and non-native wording (issue 35): numbers spelt out, "then" for "than", bounds said after the share, days
 * of a month in words, dropped articles, filler. Own sentences, today 2025-05-15 (a Thursday).
 */
describe('Operator: dictated wording', () => {
  const ctx = useTestApp();
  const { parse, check, expected } = bankReader(ctx);

  it('turns numbers of several words into digits and leaves numbers of one word to the rules', () => {
    const cases: [string, string][] = [
      ['men under forty two', 'men under 42'],
      ['the twenty-five newest', 'the 25 newest'],
      ['founded in nineteen ninety nine', 'founded in 1999'],
      ['since twenty oh five', 'since 2005'],
      ['after two thousand and three', 'after 2003'],
      ['from two thousand twenty one', 'from 2021'],
      ['one hundred and fifty', '150'],
      ['the twenty-first century', 'the 21st century'],
      ['fourty-four stakes', '44 stakes'],
      ['fourty stakes', 'forty stakes'],
      ['between ten and twenty', 'between 10 and 20'],
      ['the last twenty years', 'the last twenty years'],
      ['the three oldest, one third', 'the three oldest, one third'],
      ['since the third of june', 'since the 3rd of june'],
      ['on march the second', 'on march 2nd'],
      ['the first may be', 'the first may be'],
      ['twenty, twenty', 'twenty, twenty'],
    ];
    expect(cases.map(([text]) => [text, spelledNumbers(text)])).toEqual(cases);
  });

  it('reads years, ages and shares said in words', () => {
    check([
      ['firms set up in nineteen ninety nine', 'org; founding_date=1999,1999'],
      ['reports from twenty twenty three', 'lib; type=Report; publish_date=2023,2023'],
      ['investments made before twenty ten', 'led; inv_date=,2009'],
      ['people born after two thousand and five', 'ppl; birth_date=2006,'],
      ['women aged fourty-five or more', 'ppl; gender=F; birth_date=,1980-05-15'],
      ['the twenty five newest podcasts', 'lib; type=Podcast; ^-publish_date; #25'],
      ['holdings of sixty five percent or more', 'led; ownership_percentage=65,'],
    ]);
  });

  it('reads "then" for "than", and a bound said after the share', () => {
    check([
      ['organisations founded earlier then 1990', 'org; founding_date=,1989'],
      ['stakes of 15 percent at least', 'led; ownership_percentage=15,'],
      ['buyout positions of thirty percent stake or below', 'led; vehicle_type=PE; ownership_percentage=,30'],
      ['positions of one fifth at most', 'led; ownership_percentage=,20'],
      ['holdings of three eighths or more', 'led; ownership_percentage=37.5,'],
      ['holdings below one twentieth', 'led; ownership_percentage=,4.9999'],
    ]);
  });

  it('reads days said in words and "the day before yesterday"; a birthday without its year is named', () => {
    check([
      ['articles released the day before yesterday', 'lib; type=Article; publish_date=2025-05-13,2025-05-13'],
      ['investments since the fifth of march', 'led; inv_date=2025-03-05,'],
      ['deals made on march the second', 'led; inv_date=2025-03-02,2025-03-02'],
      // The latest 29 February, not 1 March of this year.
      ['ledger entries dated 29 February', 'led; inv_date=2024-02-29,2024-02-29'],
    ]);
    const birthday = parse('people born on the twelfth of june');
    expect(birthday.query).toEqual(expected('ppl'));
    expect(birthday.notes.join(' ')).toContain('no filter holds a day without its year');
    expect(birthday.doubt).toMatch(/^Not sure: /);
  });

  it('reads "added most recently", visibility and the dashboard said in words, "and other", other place names', () => {
    check([
      ['the ten organisations created most recently', 'org; ^-created_at; #10'],
      ['studies freely available', 'lib; type=Literature/Paper; visibility=public'],
      ['podcasts open for everyone to see', 'lib; type=Podcast; visibility=public'],
      ['people shown on dashboard', 'ppl; dashboard=true'],
      ['interviews and other profiles', 'lib; type=Bio/Obituary/Profile/Interview'],
      ['start-ups from holland', 'org; hq_geo=@geo:NL'],
      ['firms based in the lion city', 'org; hq_city=@city:Singapore'],
    ]);
  });

  it('reads filler, grammar slips and misspelt common words, stating each correction', () => {
    check([
      ['can u show me firms in Sweden', 'org; hq_geo=@geo:SE'],
      ['hello could u list podcasts from 2021 thank you', 'lib; type=Podcast; publish_date=2021,2021'],
      ['how much organisations we have in Norway', 'org; hq_geo=@geo:NO'],
      ['i looking for interviews from last year', 'lib; type=Bio/Obituary/Profile/Interview; publish_date=2024,2024'],
      ['people younger as fifty', 'ppl; birth_date=1975-05-16,'],
    ]);
    const same = (a: string, b: string) => {
      expect(parse(a).query, a).toEqual(parse(b).query);
      expect(parse(a).doubt, a).toBeUndefined();
    };
    same('contacts twenty to thirty years old', 'contacts aged 20 to 30');
    same('people from 20 to 30 years', 'people aged 20 to 30');
    same('people in the age of forty', 'people aged 40');
    // "over 60" either way: the same query, and the same doubt on whether people aged 60 are in.
    expect(parse('people with age over 60').query).toEqual(parse('people over 60').query);
    expect(parse('people with age over 60').notes.join(' ')).toMatch(BOUND_OUT);
    // The nearest word of the grammar: "published" (one slip), not "publisher" (two).
    const typo = parse('reports publised in 2022');
    expect(typo.query).toEqual(expected('lib; type=Report; publish_date=2022,2022'));
    expect(typo.notes.join(' ')).toContain('read "publised" as "published"');
    const address = parse('orgnisations with email adress');
    expect(address.query).toEqual(expected('org; has_email=true'));
    expect(address.notes.join(' ')).toContain('"adress" as "address"');
  });

  it('reads spans in words, "most" before an adjective, lower-case country codes, "from the start of"', () => {
    check([
      ['positions between five and fifteen percent', 'led; ownership_percentage=5,15'],
      ['who is the most old contact', 'ppl; ^birth_date; #1'],
      ['firms from usa', 'org; hq_geo=@geo:US'],
      ['studies from the start of last year', 'lib; type=Literature/Paper; publish_date=2024-01-01,'],
    ]);
    expect(parse('contacts between twenty and thirty years').query).toEqual(parse('contacts aged 20 to 30').query);
    // "episods": episode or episodes, the same word; the guess is stated.
    const episodes = parse('podcast episods about fintech');
    expect(episodes.query).toEqual(expected('lib; type=Podcast; keywords=@kw:Fintech'));
    expect(episodes.notes.join(' ')).toContain('read "episods" as');
    // "ago" keeps a span of years a span of dates.
    expect(parse('deals between 2 and 4 years ago').query).toEqual(expected('led; inv_date=2021-05-15,2023-05-15'));
  });
});
