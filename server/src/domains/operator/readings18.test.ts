import { describe, it } from 'vitest';
import { useTestApp } from '../../test/harness.ts';
import { bankReader } from './bank/wording-check.ts';

/**
 * Voices found on the eighteenth blind set's development half (issue 35), each tested on own sentences (today
 * 2025-05-15): a clinical study's criteria, a product analyst's filters, text-speak, Nigerian English and an elderly
 * newcomer's politeness. Before, "Inclusion criteria" and "Cohort" were searched for as names and an exclusion was
 * read as an inclusion; "has_email = false." lost its condition to the full stop; "the women … whose employer …" was
 * read as organizations.
 */
describe('Operator: voices of the eighteenth set', () => {
  const ctx = useTestApp();
  const { check, framed } = bankReader(ctx);

  it("reads a study's criteria: the cohort is the kind, inclusions are conditions, exclusions are negated", () => {
    framed(
      'Cohort: organisations. Inclusion criteria: headquartered in Germany; founded in 2010 or later. Exclusion criteria: ownership type Private.',
      'org; !ownership_type=Private; founding_date=2010,; hq_geo=@geo:DE',
      'Inclusion criteria',
      'Exclusion criteria',
    );
    check([
      [
        'Subjects. Inclusion criteria: none. Exclusion criteria: listed on Founders to meet.',
        'ppl; !lists=@list:Founders to meet',
      ],
      ['Inclusion criteria: male subjects. Exclusion criteria: residents of Oslo.', 'ppl; gender=M; !city=Oslo'],
      [
        'Define the cohort. Inclusion criteria: subjects aged ≥ 30 and ≤ 40 years at the index date. Exclusion criteria: none.',
        'ppl; birth_date=1984-05-16,1995-05-15',
      ],
    ]);
  });

  it("reads a product analyst's filters, and a column's value before a full stop", () => {
    check([
      [
        'Filter people to age between 30 and 40 inclusive, exclude gender = F.',
        'ppl; !gender=F; birth_date=1984-05-16,1995-05-15',
      ],
      ['Filter library to entries where publisher.hq_country is Germany.', 'lib; publisher.hq_geo=@geo:DE'],
      ['Filter to people where has_email = false.', 'ppl; has_email=false'],
    ]);
  });

  it('reads text-speak, a Nigerian greeting and "not up to", and an elderly "ladies and gentlemen"', () => {
    check([
      ['hw many stakes r btwn 1/8 & 1/4? incl both', 'led; ownership_percentage=12.5,25'],
      ['l8st 3 podcasts pls', 'lib; type=Podcast; ^-publish_date; #3'],
    ]);
    framed('lib items u marked as fave, gr8 thx, luv J x', 'lib; is_fav=true', 'gr8', 'luv J x');
    framed(
      'How far? Abeg I want to know the companies that are not up to five years old.',
      'org; founding_date=2020-05-16,',
      'How far?',
      'Abeg',
    );
    check([['Which of the ladies and gentlemen were born before 1960?', 'ppl; birth_date=,1959']]);
  });

  it('reads women said first as the people asked for, and "working in a company" as working at it', () => {
    check([
      [
        'the women living in Berlin whose employer is on the dashboard',
        'ppl; gender=F; city=Berlin; employer.dashboard=true',
      ],
      [
        'the men above 40 that are working in a company in Germany',
        'ppl; gender=M; birth_date=,1984-05-15; employer_geo=@geo:DE',
        /read strictly/,
      ],
    ]);
  });
});
