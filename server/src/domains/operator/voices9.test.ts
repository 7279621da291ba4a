import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/harness.ts';
import { BOUND_OUT, bankReader } from './bank/wording-check.ts';
import { columnConditions } from './columns.ts';
import { selfCorrections } from './corrections.ts';

/**
 * Questions in the voices of the ninth blind set's users (issue 35): spreadsheet-style conditions over any field by its
 * name, a query language's orderings and limits, "who's the youngest among …". Own sentences, today 2025-05-15.
 */
describe('Operator: column-like conditions and query shorthand', () => {
  const ctx = useTestApp();
  const { parse, check } = bankReader(ctx);

  it('reads a comparison sign after a field by what the field holds', () => {
    check([
      ['people: age > 50, sex = F', 'ppl; gender=F; birth_date=,1974-05-15', BOUND_OUT],
      ['persons with age <= 25 and city = Oslo', 'ppl; city=Oslo; birth_date=1999-05-16,'],
      ['orgs: founding_date < 1990, hq_country = FR', 'org; hq_geo=@geo:FR; founding_date=,1989'],
      ['library where type = Podcast AND publish_date >= 2023', 'lib; type=Podcast; publish_date=2023,'],
      ['ledger: ownership_percentage >= 40, vehicle_type = PE', 'led; vehicle_type=PE; ownership_percentage=40,'],
      [
        'companies with keywords = Fintech and ownership_type = Public',
        'org; ownership_type=Public; keywords=@kw:Fintech',
      ],
      ['people where has_email = false', 'ppl; has_email=false'],
    ]);
  });

  it('leaves a field and its words to the rules when the value runs on past a separator (no capitalised continuation)', () => {
    // "any but US" is no value: before, every word after "country:" was read as one capitalised value and the
    // question ran as "in US" with no doubt.
    const { query, doubt } = parse('companies (country: any but US)');
    expect(query.filters.some((f) => f.name === 'hq_geo' && !f.negate) && !doubt).toBe(false);
    check([
      ['People: Age >= 40, City = Oslo', 'ppl; city=Oslo; birth_date=,1985-05-15'],
      ['orgs WHERE hq_city = Berlin AND founding_date >= 2015', 'org; hq_city=@city:Berlin; founding_date=2015,'],
    ]);
  });

  it('reads "!=", "between" and "in (…)" on a field', () => {
    check([
      ['people where gender != F and dob < 1970', 'ppl; !gender=F; birth_date=,1969'],
      ['stakes where pct between 5 and 15', 'led; ownership_percentage=5,15'],
      ['people: city in (Oslo, Paris)', 'ppl; cities=Oslo+Paris'],
      ['orgs where keywords != Robotics and hq_city = Berlin', 'org; hq_city=@city:Berlin; !keywords=@kw:Robotics'],
    ]);
  });

  it('reads a query language’s orderings and limits', () => {
    check([
      ['organizations order by founding_date desc limit 4', 'org; ^-founding_date; #4'],
      ['library | sort: publish_date asc | limit 2', 'lib; ^publish_date; #2'],
      ['people order by name_given', 'ppl; ^name_given'],
      ['stakes sorted by ownership percentage ascending', 'led; ^ownership_percentage'],
    ]);
  });

  it('leaves ordinary questions alone, and a sign it cannot read unread', () => {
    for (const text of ['people in Berlin born before 1980', 'stakes >25%', 'Which firms are in Oslo?'])
      expect(columnConditions(text)).toBe(text);
    // A grouping is no query of one kind: it stays named as not used.
    expect(parse('orgs group by hq_city, count desc').withheld).toBeTruthy();
    // "or" between two different fields is still in doubt: a query ANDs its filters.
    expect(parse('orgs where hq_country = DE OR ownership_type = Public').doubt).toBeTruthy();
  });

  it('reads "who is the youngest among …" as one row of a plural kind', () => {
    check([
      ['Who is the eldest among our contacts in Oslo?', 'ppl; city=Oslo; ^birth_date; #1'],
      [
        'Which is the most recent of the reports tagged Robotics?',
        'lib; type=Report; keywords=@kw:Robotics; ^-publish_date; #1',
      ],
      ["Who's the youngest of the women in Paris?", 'ppl; gender=F; city=Paris; ^-birth_date; #1'],
    ]);
    // The plural asked for stays plural.
    expect(parse('Who are the youngest people in Berlin?').query?.limit).toBe(25);
  });

  it('reads “the bottom N … by size” as the smallest', () => {
    // "the bottom three stakes by size" are the smallest (they were read as the largest, with no doubt).
    check([
      ['bottom 3 stakes by size', 'led; ^ownership_percentage; #3'],
      ['the bottom five holdings by ownership percentage', 'led; ^ownership_percentage; #5'],
    ]);
  });

  it('keeps the last value of a question corrected while it is dictated', () => {
    check([
      ['people in Rome, no wait, Oslo', 'ppl; city=Oslo'],
      ['stakes above a tenth, sorry, I mean above a fifth', 'led; ownership_percentage=20.0001,'],
      ['podcasts, no, articles tagged Fintech', 'lib; type=Article; keywords=@kw:Fintech'],
      ['organisations founded before 1990, um, I meant before 1995', 'org; founding_date=,1994'],
      ['reports from 2023, scratch that, from 2024', 'lib; type=Report; publish_date=2024,2024'],
      ['women in Paris, hold on, men in Paris', 'ppl; gender=M; city=Paris'],
      // A piece that names the kind keeps it: only its last words are said again.
      ['people born after 1980, sorry, I mean before 1980', 'ppl; birth_date=,1979'],
      ['podcasts tagged Fintech, no wait, Robotics', 'lib; type=Podcast; keywords=@kw:Robotics'],
    ]);
  });

  it('drops hesitations, a piece said again and the reason for asking', () => {
    check([
      ['people in Berlin, uh, born after 1980, yeah born after 1980', 'ppl; city=Berlin; birth_date=1981,'],
      [
        "firms in Munich that are private, because I'm preparing a mailing",
        'org; hq_city=@city:Munich; ownership_type=Private',
      ],
    ]);
    // With no sign of dictation a question is left as it was: lists and repeated words are the question's own.
    for (const text of [
      'companies in Berlin, Munich, or Paris',
      'people in Oslo, born in Oslo',
      'Is there no one in Oslo?',
    ])
      expect(selfCorrections(text)).toBe(text);
  });
});

describe('Operator: a trade’s words (a VC associate, a recruiter, a librarian)', () => {
  const ctx = useTestApp();
  const { check } = bankReader(ctx);

  it('maps a trade’s nouns and verbs to kinds, fields and relations', () => {
    check([
      ['cheques cut in the first quarter of 2024', 'led; inv_date=2024-01,2024-03'],
      ['Which companies closed a deal in 2023?', 'org; vehicles.inv_date=2023,2023'],
      [
        'Who is credited as author of a report tagged Robotics?',
        'ppl; authored.type=Report; authored.keywords=@kw:Robotics',
      ],
      ['Who do you know at companies in Oslo?', 'ppl; employer_city=@city:Oslo'],
      ['Applicants born after 1995', 'ppl; birth_date=1996,'],
      ['Documentaries in our collection published since 2020', 'lib; type=Documentary; publish_date=2020,'],
      ['Which items were issued last weekend?', 'lib; publish_date=2025-05-10,2025-05-11'],
      ['monographs tagged Fintech', 'lib; type=Book; keywords=@kw:Fintech'],
      ['items without the Fintech subject heading', 'lib; !keywords=@kw:Fintech'],
    ]);
  });

  it('reads a date right after a related kind the records have as that kind’s date', () => {
    check([
      ['organisations with investments before 2019', 'org; vehicles.inv_date=,2018'],
      ['people with reports from 2023', 'ppl; authored.type=Report; authored.publish_date=2023,2023'],
    ]);
  });

  it('sets aside a heading before the question and a purpose after it', () => {
    check([
      ['Sanity check: which firms are in Berlin?', 'org; hq_city=@city:Berlin'],
      ["Female candidates in Paris: I'm assembling a shortlist.", 'ppl; gender=F; city=Paris'],
      ['a pair of podcasts tagged Fintech', 'lib; type=Podcast; keywords=@kw:Fintech; #2'],
      ['deals so far in May', 'led; inv_date=2025-05-01,'],
      ['Companies in the Land of the Rising Sun', 'org; hq_geo=@geo:JP'],
    ]);
  });

  it('reads a part of the year before last, internal-only records and scholarly papers', () => {
    check([
      ['podcasts from the third quarter of the year before last', 'lib; type=Podcast; publish_date=2023-07,2023-09'],
      ['H1 of the year before last investments', 'led; inv_date=2023-01,2023-06'],
      ['notes we have marked internal only', 'lib; type=Documents/Notes; visibility=hidden'],
      ['journal articles tagged Robotics', 'lib; type=Literature/Paper; keywords=@kw:Robotics'],
    ]);
  });
});
