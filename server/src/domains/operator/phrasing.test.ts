import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/harness.ts';
import { bankReader } from './bank/wording-check.ts';

/**
 * Formal and British wording (issue 35): the kind, field and relation words a careful writer uses
 * ("enterprises", "personnel", "privately held", "the Dutch capital", "the week before last"),
 * read as the plain words are. Own sentences, today 2025-05-15 (a Thursday).
 */
describe('Operator: formal wording', () => {
  const ctx = useTestApp();
  const { parse, check, expected } = bankReader(ctx);

  it('reads formal kind words, ownership in words and capitals named by their country', () => {
    check([
      ['enterprises in Norway', 'org; hq_geo=@geo:NO'],
      ['personnel in Oslo', 'ppl; city=Oslo'],
      ['materials tagged Robotics', 'lib; keywords=@kw:Robotics'],
      ['privately held businesses', 'org; ownership_type=Private'],
      ['firms that are neither partnerships nor publicly quoted', 'org; !ownership_type=Partnership+Public'],
      ['start-ups in the German capital', 'org; hq_city=@city:Berlin'],
      ['individuals residing in the capital of Norway', 'ppl; city=Oslo'],
    ]);
  });

  it('reads calendar units counted back from this one, weekdays of this week and fractions of one percent', () => {
    check([
      ['outfits founded in the decade preceding the current one', 'org; founding_date=2010,2019'],
      ['podcasts released in the month before last', 'lib; type=Podcast; publish_date=2025-03,2025-03'],
      ['deals closed in the two complete calendar years before this one', 'led; inv_date=2023,2024'],
      ['reports issued since Tuesday of this week', 'lib; type=Report; publish_date=2025-05-13,'],
      ['stakes under a fifth of one percent', 'led; ownership_percentage=,0.1999'],
      ['positions of precisely a quarter', 'led; ownership_percentage=25,25'],
      ['women aged precisely thirty', 'ppl; gender=F; birth_date=1994-05-16,1995-05-15'],
      ['contacts who have attained the age of 70', 'ppl; birth_date=,1955-05-15'],
    ]);
  });

  it('reads negations and flags said in full, a missing gender, and the first record created', () => {
    check([
      ['library items other than an article or a podcast', 'lib; !type=Article+Podcast'],
      ['podcasts that have not been marked as favourites', 'lib; type=Podcast; is_fav=false'],
      ['firms appearing on the dashboard', 'org; dashboard=true'],
      ['organisations that have an email address', 'org; has_email=true'],
      ['deals that lack the Robotics tag', 'led; !keywords=@kw:Robotics'],
      ['persons whose gender is not recorded', 'ppl; !gender=M+F'],
      ['companies with no women among their employees', 'org; !staff_gender=F'],
      ['Which list was the first to be created?', 'lst; ^created_at; #1'],
    ]);
  });

  it('reads relations said in full, and names a record two relations away as not used', () => {
    check([
      ['firms holding a ledger entry marked as owned', 'org; vehicles.owned=true'],
      [
        'Which contacts have written reports that Acme Robotics published?',
        'ppl; authored.type=Report; authored.publisher=@org:Acme Robotics',
      ],
    ]);
    // A person's employer is no filter of the publisher: the name is named, never read as a filter.
    const employer = parse("papers published by Lena Fischer's employer");
    expect(employer.doubt).toMatch(/^Not sure: "Lena Fischer"/);
    expect(employer.query.filters.map((f) => f.name)).toEqual(['type']);
  });

  it('reads polite openings, shorthand and signs, "in or after", decades in words and the start of a year', () => {
    check([
      ['Kindly list all enterprises incorporated prior to 1980.', 'org; founding_date=,1979'],
      ['Could you provide the personnel aged between twenty and thirty?', 'ppl; birth_date=1994-05-16,2005-05-15'],
      ['Might you list the deals undertaken since the beginning of 2022?', 'led; inv_date=2022-01-01,'],
      [
        'I would be grateful for an overview of the holdings exceeding one fifth.',
        'led; ownership_percentage=20.0001,',
      ],
      ['Identify the two most recently established outfits.', 'org; ^-founding_date; #2'],
      ['Which enterprises have their registered office in Norway?', 'org; hq_geo=@geo:NO'],
      ['Which firms are not headquartered within the European Union?', 'org; !hq_region=@region:European Union'],
      ['Which firms were founded in or after 2012?', 'org; founding_date=2012,'],
      ['Which persons were born in the nineteen-seventies?', 'ppl; birth_date=1970,1979'],
      ['Enumerate the reports released this calendar year.', 'lib; type=Report; publish_date=2025,2025'],
      ['Which publications appeared during the previous quarter?', 'lib; publish_date=2025-01,2025-03'],
      ['Which library entries concern the Robotics topic?', 'lib; keywords=@kw:Robotics'],
      ['Name the organisations that maintain a venture capital vehicle.', 'org; vehicle_type=VC'],
      ['Which reports have been authored by female writers?', 'lib; type=Report; authors.gender=F'],
      ['orgs hq’d in DE', 'org; hq_geo=@geo:DE'],
      ['cos founded pre-1995', 'org; founding_date=,1994'],
      ['podcasts from last wk', 'lib; type=Podcast; publish_date=2025-05-05,2025-05-11'],
      ['stakes >= 5%', 'led; ownership_percentage=5,'],
      ['cos in Europe excl. France', 'org; !hq_geo=@geo:FR; hq_region=@region:Europe'],
    ]);
    // "<" and ">" are read as the comparisons they stand for, strictly, with the bound stated.
    const below = parse('stakes < 10 pct');
    expect(below.query).toEqual(expected('led; ownership_percentage=,9.9999'));
    expect(below.doubt).toMatch(/^Not sure: /);
  });

  it('reads other words for ownership, months of this year, birthdays, sectors, additions, list contents and bounds', () => {
    check([
      ['Which businesses are owned privately and based in Norway?', 'org; ownership_type=Private; hq_geo=@geo:NO'],
      [
        'Show reports published between February and April of this year.',
        'lib; type=Report; publish_date=2025-02,2025-04',
      ],
      ['List people whose birthday falls in the 1960s.', 'ppl; birth_date=1960,1969'],
      ['Which entities have ties to Lena Fischer?', 'org; person=@person:Lena Fischer'],
      ['Which people are employed at organisations in the Robotics sector?', 'ppl; employer.keywords=@kw:Robotics'],
      ['Which deals were made through a private equity vehicle in 2021?', 'led; vehicle_type=PE; inv_date=2021,2021'],
      ['What are the three most recent additions to the library?', 'lib; ^-created_at; #3'],
      ['Please give the ledger entries, sorted by the size of the holding.', 'led; ^-ownership_percentage'],
      ['Which lists contain organisations?', 'lst; type=OrganizationsList'],
      ['Which stakes are at or above 15%?', 'led; ownership_percentage=15,'],
      ['Which firms lack any investment vehicle?', 'org; !vehicle_type=VC+FA+PE'],
      ['Which organisations are located anywhere but France?', 'org; !hq_geo=@geo:FR'],
    ]);
  });

  it('reads relative clauses after a related kind, superlatives after the noun and fields named before their value', () => {
    check([
      ['Which people work for companies that are tagged Fintech?', 'ppl; employer.keywords=@kw:Fintech'],
      ['Which firms have published at least one podcast?', 'org; published.type=Podcast'],
      ['Which reports were produced by organisations in France?', 'lib; type=Report; publisher.hq_geo=@geo:FR'],
      ['Which deals belong to firms in Germany?', 'led; holder.hq_geo=@geo:DE'],
      ['Which two people are the eldest?', 'ppl; ^birth_date; #2'],
      ['Which position is the largest?', 'led; ^-ownership_percentage; #1'],
      ['Which keyword was updated most recently?', 'kw; ^-updated_at; #1'],
      ['Show the first 3 people alphabetically by surname.', 'ppl; ^name_family; #3'],
      [
        'Which podcasts are neither favourites nor paywalled?',
        'lib; type=Podcast; is_fav=false; !visibility=paywalled',
      ],
      ['Which women born after 1990 are on our books?', 'ppl; gender=F; birth_date=1991,'],
      ['List organisations whose visibility is hidden.', 'org; visibility=hidden'],
      ['Please list the Partnership-owned businesses.', 'org; ownership_type=Partnership'],
    ]);
  });

  it('reads formal frames and periods: "I should be grateful if", "if any", "the turn of the century", halves of a decade', () => {
    check([
      ['I should be grateful if you would list the personnel resident in Oslo.', 'ppl; city=Oslo'],
      ['Are there any stakes whatsoever above one third?', 'led; ownership_percentage=33.3334,'],
      ['Which businesses, if any, are headquartered in Norway?', 'org; hq_geo=@geo:NO'],
      ['Which outfits were founded before the turn of the century?', 'org; founding_date=,1999-12-31'],
      ['Please enumerate the deals recorded against Acme Robotics.', 'led; organization=@org:Acme Robotics'],
      ['Which firms fall under the Fintech heading?', 'org; keywords=@kw:Fintech'],
      ['Which businesses are classed as partnerships?', 'org; ownership_type=Partnership'],
      ['Which podcasts were released in the course of last year?', 'lib; type=Podcast; publish_date=2024,2024'],
      ['Which individuals were born in the first half of the 1980s?', 'ppl; birth_date=1980,1984'],
      ['Which enterprises came into being after 2001?', 'org; founding_date=2002,'],
      ['Which stakes amount to more than a quarter?', 'led; ownership_percentage=25.0001,'],
    ]);
    // "amount" alone asks for a sum, and "operate in" is not where a firm is headquartered.
    expect(parse('What amount did Northwind Capital invest?').doubt).toMatch(/"amount"/);
    expect(parse('Which organisations operate in Germany?').doubt).toMatch(/"operate"/);
  });

  it('reads "no related record at all" through the relation: none of any visibility', () => {
    const none = (rel: string) => `!${rel}.visibility=hidden+paywalled+public`;
    const rows: [string, string][] = [
      ['contacts not linked to any organisation', `ppl; ${none('employer')}`],
      ['firms with no staff', `org; ${none('staff')}`],
      ['papers with no author', `lib; type=Literature/Paper; ${none('authors')}`],
      ['reports without a publisher', `lib; type=Report; ${none('publisher')}`],
    ];
    for (const [text, spec] of rows) {
      const parsed = parse(text);
      expect(parsed.query, text).toEqual(expected(spec));
      // A stated reading: the query runs, with the doubt shown above it.
      expect(parsed.doubt, text).toMatch(/^Not sure: .* may mean something else/);
    }
    // No relation reaches keywords: named as not used, and a role is no relation of its own.
    expect(parse('companies without any keywords').doubt).toMatch(/^Not sure: /);
    expect(parse('firms without founders').query.filters).toEqual([]);
  });

  it('reads a field named before or after its value, and a related record named as itself', () => {
    check([
      ['Which people whose employer is Helix Health live in Oslo?', 'ppl; city=Oslo; organization=@org:Helix Health'],
      ['reports whose publisher is Acme Robotics', 'lib; type=Report; publisher=@org:Acme Robotics'],
      ['deals whose holder is Helix Health', 'led; organization=@org:Helix Health'],
      ['Which contacts whose gender is male were born after 1970?', 'ppl; gender=M; birth_date=1971,'],
      ['firms whose ownership type is partnership', 'org; ownership_type=Partnership'],
      ['ledger entries with an ownership percentage of exactly 50', 'led; ownership_percentage=50,50'],
      ['Which lists are of type organisation?', 'lst; type=OrganizationsList'],
      ['Which firms have Norway as their headquarters country?', 'org; hq_geo=@geo:NO'],
      ['Which people have Oslo as their city?', 'ppl; city=Oslo'],
      ['companies whose city is Berlin', 'org; hq_city=@city:Berlin'],
      ['Which podcasts have a publish date in 2021?', 'lib; type=Podcast; publish_date=2021,2021'],
      ['Which firms have a founding date before 1990?', 'org; founding_date=,1989'],
      ['people whose birth date is in the 1960s', 'ppl; birth_date=1960,1969'],
    ]);
  });

  it('reads bounds said in full ("in excess of", "no fewer than", "not exceeding", "up to and including") and "to date"', () => {
    check([
      ['Which stakes are no fewer than 30 per cent?', 'led; ownership_percentage=30,'],
      ['Which positions are not exceeding a third?', 'led; ownership_percentage=,33.3333'],
      ['stakes no greater than 12%', 'led; ownership_percentage=,12'],
      ['Which people are aged up to and including 40?', 'ppl; birth_date=1984-05-16,'],
      ['Which companies were founded from 2016 to date?', 'org; founding_date=2016,'],
      ['Which investments have been made to date this year?', 'led; inv_date=2025,'],
    ]);
    // A strict bound in words is read strictly, with the bound stated.
    const excess = parse('Which holdings are in excess of forty per cent?');
    expect(excess.query).toEqual(expected('led; ownership_percentage=40.0001,'));
    expect(excess.doubt).toMatch(/^Not sure: /);
    // Retirement age differs by country: named as not used.
    expect(parse('people of retirement age').doubt).toMatch(/^Not sure: /);
  });

  it('reads an age reached by the end of a year', () => {
    check([
      ['contacts who will be 70 by the end of next year', 'ppl; birth_date=,1956-12-31'],
      ['people who turn 21 by the end of this year', 'ppl; birth_date=,2004-12-31'],
    ]);
  });

  it('reads kinds of firms and of news: investment firms, PE houses, VC firms, news items', () => {
    check([
      ['Which investment firms are tagged Robotics?', 'org; keywords=@kw:Robotics'],
      ['Which PE houses were founded before 1990?', 'org; vehicle_type=PE; founding_date=,1989'],
      ['VC firms in Oslo', 'org; vehicle_type=VC; hq_city=@city:Oslo'],
      ['Which news items were published this month?', 'lib; type=Article; publish_date=2025-05,2025-05'],
    ]);
  });

  it('reads negations said in full: elsewhere than, somewhere other than, not published by, not held through, no staff in', () => {
    check([
      ['Which contacts reside elsewhere than Oslo?', 'ppl; !city=Oslo'],
      ['Which firms are based somewhere other than Berlin?', 'org; !hq_city=@city:Berlin'],
      ['Which reports were not published by Helix Health?', 'lib; type=Report; !publisher=@org:Helix Health'],
      ['Which stakes are not held through a PE vehicle?', 'led; !vehicle_type=PE'],
      ['Which deals do not belong to Acme Robotics?', 'led; !organization=@org:Acme Robotics'],
      ['Which firms have never appeared on the dashboard?', 'org; dashboard=false'],
    ]);
    // "no staff in Oslo": none of the staff lives there (Oslo may describe the firms: a stated doubt).
    expect(parse('firms with no staff in Oslo').query).toEqual(expected('org; !staff.city=Oslo'));
  });

  it('reads "by" women as the authors, and stakes taken or acquired as investments', () => {
    check([
      [
        'Which reports by women were published last year?',
        'lib; type=Report; publish_date=2024,2024; authors.gender=F',
      ],
      [
        'Which VC stakes above a tenth were taken in 2022?',
        'led; vehicle_type=VC; ownership_percentage=10.0001,; inv_date=2022,2022',
      ],
      ['stakes acquired since 2020', 'led; inv_date=2020,'],
    ]);
    // Organizations record no acquisition: named as not used.
    expect(parse('organisations acquired after 2015').doubt).toMatch(/^Not sure: /);
  });

  it('reads relations said in full: organisations that carry a keyword, resident in, personnel of, contributed', () => {
    check([
      [
        'Which individuals are employed by organisations that carry the Fintech keyword?',
        'ppl; employer.keywords=@kw:Fintech',
      ],
      [
        'Which publications were authored by personnel of Acme Robotics?',
        'lib; author_organization=@org:Acme Robotics',
      ],
      [
        'Which authors have contributed podcasts in 2023?',
        'ppl; authored.type=Podcast; authored.publish_date=2023,2023',
      ],
      ['reports contributed by men', 'lib; type=Report; authors.gender=M'],
    ]);
    // Oslo may describe the firms as well: read through the staff, with a doubt.
    expect(parse('Which firms employ individuals resident in Oslo?').query).toEqual(expected('org; staff.city=Oslo'));
  });

  it('reads more openings: I am after, I am interested in, help me find, any chance you could', () => {
    check([
      ['I am after the reports from 2023.', 'lib; type=Report; publish_date=2023,2023'],
      ["I'm interested in firms tagged Fintech.", 'org; keywords=@kw:Fintech'],
      ['Help me find contacts in Paris.', 'ppl; city=Paris'],
      ['Any chance you could list the public lists?', 'lst; visibility=public'],
    ]);
  });

  it('reads ownership by us ("owned by us", "ours", "not ours") and leaves "run a fund" unread', () => {
    check([
      ['Which stakes are owned by us?', 'led; owned=true'],
      ['Which holdings are ours?', 'led; owned=true'],
      ['Which positions are not ours?', 'led; owned=false'],
      ['Which ledger entries use a PE vehicle?', 'led; vehicle_type=PE'],
    ]);
    // No field says an organization runs a fund: named as not used, never all organizations in silence.
    expect(parse('Which organisations run a fund?').doubt).toMatch(/"run"/);
  });
});
