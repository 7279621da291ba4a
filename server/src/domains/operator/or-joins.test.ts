import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/harness.ts';
import { bankReader } from './bank/wording-check.ts';

/**
 * An "or" between two conditions of different kinds (issue 35): the query ANDs its filters, so the answer must say the
 * "or" was not read as asked. Before, a range or a list of values anywhere in the query hid the "or" ("people in Berlin
 * or born before 1970" ran as Berlin AND born before 1970, with no doubt). Own sentences, today 2025-05-15.
 */
describe('Operator: an "or" that joins two different conditions', () => {
  const ctx = useTestApp();
  const { parse, check } = bankReader(ctx);

  it('states a doubt whenever the "or" stands between conditions of two kinds', () => {
    const texts = [
      'people in berlin or born before 1970',
      'Companies in Germany or founded after 2015',
      'articles from 2023 or by Lena Fischer',
      'orgs in berlin or not tagged fintech',
      'People living in Paris, or born in the 1980s',
      'stakes acquired in 2022 or held by VC funds',
    ];
    const silent = texts.filter((t) => !parse(t).doubt);
    expect(silent).toEqual([]);
  });

  it('reads an "or" between values of one kind, or a bound, as before and without a doubt', () => {
    check([
      ['orgs in berlin or munich founded after 2000', 'org; hq_city=@city:Berlin+@city:Munich; founding_date=2001,'],
      ['people born 1980 or earlier in Berlin', 'ppl; city=Berlin; birth_date=,1980'],
      ['stakes of 20% or more acquired in 2023', 'led; ownership_percentage=20,; inv_date=2023,2023'],
      ['articles or podcasts published in 2024', 'lib; type=Article+Podcast; publish_date=2024,2024'],
    ]);
  });

  it('states a doubt when two library types are not joined as a list', () => {
    // Before: "articles whose type is podcast" ran as articles or podcasts, with no doubt.
    const texts = ['articles whose type is podcast', 'Podcasts that are filings', 'articles of type filing'];
    expect(texts.filter((t) => !parse(t).doubt)).toEqual([]);
    check([
      ['articles and podcasts from 2024', 'lib; type=Article+Podcast; publish_date=2024,2024'],
      ['library items of type podcast', 'lib; type=Podcast'],
    ]);
  });
});
