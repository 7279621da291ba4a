import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/harness.ts';
import { bankReader } from './bank/wording-check.ts';

/**
 * Mechanisms behind the confident-wrong answers of the eleventh blind set's voices (issue 35): a negation that stopped
 * after the first item of a bare list, and a weekday read as the coming one while "last" became an ordering. Own
 * sentences, today 2025-05-15 (a Thursday).
 */
describe('Operator: a negated list and a past weekday in terse and non-native voices', () => {
  const ctx = useTestApp();
  const { parse, check } = bankReader(ctx);

  it('carries a negation over every item of a list, with or without commas and a conjunction', () => {
    // Before: only the first place was excluded and the others were required, with no doubt.
    const notThree = 'org; !hq_geo=@geo:DE+@geo:FR+@geo:NL';
    check([
      ['orgs excluding DE FR NL', notThree],
      ['companies excl. Germany, France, Netherlands', notThree],
      ['organizations not in Germany, France or the Netherlands', notThree],
      ['firms not in DE FR or NL', notThree],
      ['orgs excluding FR NL', 'org; !hq_geo=@geo:FR+@geo:NL'],
      ['Companies excluding Germany & France', 'org; !hq_geo=@geo:DE+@geo:FR'],
    ]);
  });

  it('reads a bare weekday as the latest such day up to today and "last Friday" as the one before today', () => {
    // Before: "Friday" was the current week's Friday, still ahead, and "last" became "newest first".
    check([
      ['articles published last Friday', 'lib; type=Article; publish_date=2025-05-09,2025-05-09'],
      ['articles what appeared on last friday', 'lib; type=Article; publish_date=2025-05-09,2025-05-09'],
      ['filings from previous Monday', 'lib; type=Filing; publish_date=2025-05-12,2025-05-12'],
      ['articles from Friday', 'lib; type=Article; publish_date=2025-05-09,2025-05-09'],
      ['articles from Wednesday', 'lib; type=Article; publish_date=2025-05-14,2025-05-14'],
      ['library items published since Tuesday', 'lib; publish_date=2025-05-13,'],
      ['articles published last Thursday', 'lib; type=Article; publish_date=2025-05-08,2025-05-08'],
    ]);
  });

  it('still reads "this Friday" and "of last week" as said', () => {
    check([
      ['articles from this Friday', 'lib; type=Article; publish_date=2025-05-16,2025-05-16'],
      ['articles since Monday of last week', 'lib; type=Article; publish_date=2025-05-05,'],
    ]);
  });

  it('never reads "last" before a weekday as an ordering', () => {
    expect(parse('articles published last Friday').query.ordering).toBeNull();
  });

  it('reads a pronoun written in capitals as an acronym and "the us" as the country, never dropping either in silence', () => {
    // Before: "it", "us" were dropped as the speaker's words and every record was listed without a doubt.
    for (const text of ['orgs in IT', 'people in IT', 'Companies that serve the ME market', 'firms in the IT space']) {
      const { query, doubt } = parse(text);
      expect({ text, silent: !doubt && query.filters.length === 0 && !query.search }).toEqual({ text, silent: false });
    }
    check([
      ['companies in the us', 'org; hq_geo=@geo:US'],
      ['orgs based in the us', 'org; hq_geo=@geo:US'],
      ['organizations headquartered in the US', 'org; hq_geo=@geo:US'],
    ]);
  });

  it('does not give a birth month without its year the latest such month', () => {
    // Before: "born in March" on 2025-05-15 was "born in March 2025", with no doubt.
    for (const text of ['people born in march', 'women born in October', 'Who was born in June?']) {
      const { query, doubt } = parse(text);
      expect({ text, confident: !doubt, filters: query.filters.filter((f) => f.name === 'birth_date').length }).toEqual(
        {
          text,
          confident: false,
          filters: 0,
        },
      );
    }
    check([
      ['people born in March 1980', 'ppl; birth_date=1980-03,1980-03'],
      ['articles published in March', 'lib; type=Article; publish_date=2025-03,2025-03'],
    ]);
  });
});
