import type { TOperatorContext } from '@intel/contracts';
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/harness.ts';
import { expectedQuery } from './bank/bank.ts';
import { bankTenant } from './bank/fixture.ts';
import { parseQuestion } from './parser.ts';
import { TABLE_NOW, vocabularyFor } from './questions.ts';
import type { Vocabulary } from './vocabulary.ts';

const NONE: TOperatorContext = { raw_data_ids: [], people_ids: [], library_ids: [] };

/**
 * Issue 35, doubts of structure: every word is read, but the pieces may combine otherwise than the
 * query does — a record named where the question asks for others related to it, the one who
 * invests named before "invested in", two spans of one date with a gap between them. The
 * questions were written for this test (not taken from any question set), several per shape.
 */
describe('Operator: structure the reader is not sure of is stated', () => {
  const ctx = useTestApp();
  let vocab: Vocabulary;
  beforeAll(async () => {
    vocab = (await bankTenant(ctx.database)).vocab;
  });
  const parse = (text: string) => parseQuestion(text, NONE, vocabularyFor(text, vocab), TABLE_NOW);
  const reads = (rows: [string, string][]) => {
    for (const [text, spec] of rows) {
      const parsed = parse(text);
      expect(parsed.query, text).toEqual(expectedQuery(spec, vocab));
      expect(parsed.doubt, text).toBeUndefined();
    }
  };
  const doubts = (rows: [string, string][]) => {
    for (const [text, phrase] of rows) {
      const parsed = parse(text);
      expect(parsed.doubt, text).toMatch(/^Not sure: /);
      expect(parsed.notes.join(' '), text).toContain(`"${phrase}"`);
    }
  };

  it('a record of the kind asked for, named where others related to it are asked, is in doubt', () => {
    doubts([
      ['companies like Acme Robotics', 'Acme Robotics'],
      ["Acme Robotics's investors", 'Acme Robotics'],
      ['people who know Lena Fischer', 'Lena Fischer'],
      ['people Lena Fischer works with', 'Lena Fischer'],
    ]);
    // Asking for the record itself stays a search by its name.
    reads([
      ['show me Acme Robotics', 'org; ~Acme Robotics'],
      ['the company Acme Robotics', 'org; ~Acme Robotics'],
      ['Lena Fischer', 'ppl; ~Lena Fischer'],
    ]);
  });

  it('the one investing named before "invested in" is in doubt; the one invested in after it is not', () => {
    doubts([
      ['companies Northwind Capital invested in', 'Northwind Capital invested in'],
      ['which firms has Northwind Capital invested in?', 'Northwind Capital invested in'],
    ]);
    reads([['who invested in Acme Robotics?', 'led; organization=@org:Acme Robotics']]);
  });

  it('"who founded" an organization is in doubt (founders are not recorded)', () => {
    doubts([['who founded Acme Robotics?', 'who founded']]);
  });

  it('two spans of one field are one filter only when they meet or touch', () => {
    reads([
      ['companies founded in 2015 or 2016', 'org; founding_date=2015,2016'],
      ['people born in the 1980s or the 1990s', 'ppl; birth_date=1980,1999'],
      ['people born after 1990 but before 2000', 'ppl; birth_date=1991,1999'],
      ['investments from March 2024 or April 2024', 'led; inv_date=2024-03,2024-04'],
    ]);
    // A gap between them: no one span says it, so the second is not used and the query is not run.
    for (const text of ['companies founded before 2010 or after 2020', 'stakes below 10% or above 50%']) {
      const parsed = parse(text);
      expect(parsed.withheld, text).toBe(true);
      expect(parsed.notes.join(' '), text).toMatch(/one span/);
    }
  });

  it('a verb of a relation names the related kind: the pieces after it describe that kind', () => {
    reads([
      ['reports written by women', 'lib; type=Report; authors.gender=F'],
      ['articles authored by men', 'lib; type=Article; authors.gender=M'],
      ['reports by authors tagged Robotics', 'lib; type=Report; authors.keywords=@kw:Robotics'],
      ['companies employing women', 'org; staff_gender=F'],
      ['organizations that employ men', 'org; staff_gender=M'],
      ['investments held by British organizations', 'led; holder.hq_geo=@geo:GB'],
      ['stakes held by Northwind Capital', 'led; organization=@org:Northwind Capital'],
    ]);
  });

  it('a dated verb or "live in" right after a related kind word describes that kind', () => {
    reads([
      ['people at companies founded before 2000', 'ppl; employer.founding_date=,1999'],
      ['people working at firms established after 2015', 'ppl; employer.founding_date=2016,'],
      ['companies whose employees live in Berlin', 'org; staff.city=Berlin'],
      ['organizations with employees living in London', 'org; staff.city=London'],
    ]);
  });

  it("the kind word after a vehicle that is the answer's own filter is read with it", () => {
    reads([
      ['companies with a PE vehicle', 'org; vehicle_type=PE'],
      ['organizations that hold VC vehicles', 'org; vehicle_type=VC'],
    ]);
  });

  it('"but" right after the kind excludes; after a condition it joins', () => {
    reads([
      ['all library items but podcasts', 'lib; !type=Podcast'],
      ['everything but reports and podcasts', 'lib; !type=Report+Podcast'],
      ['all companies but those in Berlin', 'org; !hq_city=@city:Berlin'],
      ['companies in Berlin but founded after 2010', 'org; hq_city=@city:Berlin; founding_date=2011,'],
    ]);
  });

  it('a negation before a share turns its comparison around or negates it', () => {
    reads([
      ['stakes not below 20%', 'led; ownership_percentage=20,'],
      ['stakes not more than 30%', 'led; ownership_percentage=,30'],
      ['stakes not above a third', 'led; ownership_percentage=,33.3333'],
      ['stakes that are not majority stakes', 'led; !ownership_percentage=50.0001,'],
      ['holdings that are not 25%', 'led; !ownership_percentage=25,25'],
    ]);
  });

  it('a direction said as a pair or after the verb orders once; two orderings are in doubt', () => {
    reads([
      ['companies from oldest to newest', 'org; ^founding_date'],
      ['reports from newest to oldest', 'lib; type=Report; ^-publish_date'],
      ['which company was founded first?', 'org; ^founding_date; #1'],
      ['the least recent investment', 'led; ^inv_date; #1'],
      ['youngest people first', 'ppl; ^-birth_date'],
    ]);
    doubts([
      ['companies sorted by name, newest first', 'sorted by name", "newest first'],
      ['companies we invested in', 'invested in'],
    ]);
  });

  it('a record named after "about"/"on", and a place after "born in"/"founded in", are in doubt', () => {
    doubts([
      ['reports on Acme Robotics', 'Acme Robotics'],
      ['articles about Northwind Capital', 'Northwind Capital'],
      ['people who were born in Berlin', 'Berlin'],
      ['companies founded in Munich in 2015', 'Munich'],
    ]);
    reads([
      ['reports by Acme Robotics', 'lib; type=Report; publisher=@org:Acme Robotics'],
      ['investments dated last quarter', 'led; inv_date=2025-01,2025-03'],
    ]);
  });

  it('who does what: an organization as writer, "who" answered by library entries, an event the kind does not record', () => {
    doubts([
      ['reports Acme Robotics wrote', 'Acme Robotics'],
      ['who did Lena Fischer write about?', 'who'],
      ['people Acme Robotics published', 'published'],
      ['companies that invested', 'invested'],
    ]);
    reads([
      ['what did Lena Fischer write?', 'lib; author=@person:Lena Fischer'],
      [
        'who wrote the reports Acme Robotics published?',
        'ppl; authored.type=Report; authored.publisher=@org:Acme Robotics',
      ],
    ]);
  });

  it('shares said with the noun before them, "exceeding", an article or one unit for a span', () => {
    reads([
      ['shares of at least one third', 'led; ownership_percentage=33.3334,'],
      ['ownership of more than three quarters', 'led; ownership_percentage=75.0001,'],
      ['stakes exceeding a third', 'led; ownership_percentage=33.3334,'],
      ['at least a 20% stake', 'led; ownership_percentage=20,'],
      ['stakes of 5 to 10 percent', 'led; ownership_percentage=5,10'],
      ['non-owned holdings', 'led; owned=false'],
      ['entries we own', 'led; owned=true'],
      ['companies with no investments', 'org; !vehicle_type=VC+FA+PE'],
    ]);
  });

  it('more ways of asking ("I\'m looking for", "gimme", "the total number of")', () => {
    reads([
      ["I'm looking for podcasts from 2024", 'lib; type=Podcast; publish_date=2024,2024'],
      ['gimme the latest 3 reports', 'lib; type=Report; ^-publish_date; #3'],
      ['give me the count of VC deals', 'led; vehicle_type=VC'],
    ]);
    expect(parse("what's the total number of people in Berlin?").howMany).toBe(true);
  });

  it('two records or keywords that no "or"/"and" joins, read as one filter of either, are in doubt', () => {
    doubts([
      ['the holding Northwind Capital has in Acme Robotics', 'Northwind Capital has in Acme Robotics'],
      [
        'people at Acme Robotics who know people at Northwind Capital',
        'Acme Robotics who know people at Northwind Capital',
      ],
    ]);
    reads([
      ['people at Acme Robotics or Northwind Capital', 'ppl; organization=@org:Acme Robotics+@org:Northwind Capital'],
      ['companies tagged Fintech, Climate', 'org; keywords=@kw:Fintech+@kw:Climate'],
    ]);
  });

  it('reads "no smaller than" a fraction as at least it, and majority or minority of investments', () => {
    reads([
      ['holdings no smaller than a quarter', 'led; ownership_percentage=25,'],
      ['minority deals from 2024', 'led; ownership_percentage=,49.9999; inv_date=2024,2024'],
      ['the under 40s', 'ppl; birth_date=1985-05-16,'],
    ]);
  });

  it('reads "whose staff are/include …" through the staff, and founders as a role', () => {
    reads([
      ['firms whose employees include men', 'org; staff_gender=M'],
      ['companies whose staff are in Paris', 'org; staff.city=Paris'],
      ['organizations whose employees are on the Founders to meet list', 'org; staff.lists=@list:Founders to meet'],
    ]);
    doubts([['organizations whose founders are men', 'founders']]);
  });

  it("a negated kind word of the answer's kind negates the type it names, or is named as not used", () => {
    // Was "vehicle_type=VC", the negation dropped.
    reads([["firms that aren't VCs", 'org; !vehicle_type=VC']]);
    // Was every person, confidently.
    const parsed = parseQuestion(
      'contacts who are not authors',
      NONE,
      vocabularyFor('contacts who are not authors', vocab),
      TABLE_NOW,
    );
    expect(parsed.withheld).toBe(true);
    expect(parsed.notes.join(' ')).toContain('"not authors"');
  });

  it('reads "whose <related kind> is tagged …" through the relation', () => {
    reads([
      ['contacts whose employer is tagged Robotics', 'ppl; employer.keywords=@kw:Robotics'],
      ['firms whose publications are tagged Fintech', 'org; published.keywords=@kw:Fintech'],
    ]);
  });

  it("a relation there and back to a record of the answer's kind is in doubt: the record meets its own filter", () => {
    doubts([
      ['people who have written with Lena Fischer', 'Lena Fischer'],
      ['who wrote something together with Lena Fischer?', 'Lena Fischer'],
    ]);
    expect(parse('people who have written with Lena Fischer').query).toEqual(
      expectedQuery('ppl; authored.author=@person:Lena Fischer', vocab),
    );
  });
});
