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
 * Issue 35: counts that say an order, shares in digits and prefixes, and relations said with other
 * verbs. The questions were written for this test, not taken from any question set.
 */
describe('Operator: counts, shares and relations in more words', () => {
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

  it('reads "top N stakes" as the largest shares, "last N … added" as the newest records, one superlative row', () => {
    reads([
      // Each was read without its ordering, confidently.
      ['the top three holdings', 'led; ^-ownership_percentage; #3'],
      ['the last 10 organizations added', 'org; ^-created_at; #10'],
      ['last four reports', 'lib; type=Report; ^-publish_date; #4'],
      // "stake in the ledger" is not "stakes in" an organization: one row.
      ['largest stake in the ledger', 'led; ^-ownership_percentage; #1'],
    ]);
  });

  it('reads shares as fractions in digits, after "of", and "sub-N%" as strictly below', () => {
    reads([
      ['sub-10% holdings', 'led; ownership_percentage=,9.9999'],
      ['holdings of 2/5', 'led; ownership_percentage=40,40'],
      ['a 1/3 stake', 'led; ownership_percentage=33.3333,33.3333'],
      ['stakes of one-quarter', 'led; ownership_percentage=25,25'],
    ]);
  });

  it('reads relations said with other verbs, "no investment" of organizations, "ppl" and hyphenated names', () => {
    reads([
      ['companies without an investment', 'org; !vehicle_type=VC+FA+PE'],
      ['who has written a report?', 'ppl; authored.type=Report'],
      ['firms that released anything tagged Robotics', 'org; published.keywords=@kw:Robotics'],
      ['ppl in Berlin', 'ppl; city=Berlin'],
      ['reading-list articles', 'lib; type=Article; lists=@list:Reading list'],
    ]);
  });

  it('reads "smallest three", "don\'t have an email", "by surname descending", places of authors and "registered in"', () => {
    reads([
      ['the smallest three stakes', 'led; ^ownership_percentage; #3'],
      ['the largest 5 holdings', 'led; ^-ownership_percentage; #5'],
      ["contacts that don't have an email", 'ppl; has_email=false'],
      ['people reachable by email', 'ppl; has_email=true'],
      ['people by surname descending', 'ppl; ^-name_family'],
      ['reports written by women in Berlin', 'lib; type=Report; authors.gender=F; authors.city=Berlin'],
      ['companies registered in France', 'org; hq_geo=@geo:FR'],
      ['got any podcasts?', 'lib; type=Podcast'],
    ]);
  });

  it('reads a slip in a word of the grammar as that word, with the guess stated', () => {
    for (const [text, spec, word] of [
      ['compnies founded in the last two yeras', 'org; founding_date=2023-05-15,', 'yeras'],
      ['reprots from 2023', 'lib; type=Report; publish_date=2023,2023', 'reprots'],
      ['stakes abvoe 20%', 'led; ownership_percentage=20.0001,', 'abvoe'],
    ] as const) {
      const parsed = parse(text);
      expect(parsed.query, text).toEqual(expectedQuery(spec, vocab));
      expect(parsed.doubt, text).toMatch(/^Not sure: /);
      expect(parsed.notes.join(' '), text).toContain(`"${word}" as`);
    }
  });

  it('reads openings and verbs that filter nothing, and "did we make in 2022" as the investment date', () => {
    reads([
      ["I'd like to see the companies in Berlin", 'org; hq_city=@city:Berlin'],
      ['which organisations do we track in London?', 'org; hq_city=@city:London'],
      ['how many investments did we make in 2021?', 'led; inv_date=2021,2021'],
    ]);
  });

  it('orders "from youngest to oldest" by age, "by date" with a direction, "came out most recently"; "every" is all rows', () => {
    reads([
      // Was ordered by when the records were added, confidently.
      ['contacts sorted from youngest to oldest', 'ppl; ^-birth_date'],
      ['deals by date, newest first', 'led; ^-inv_date'],
      ['which report came out most recently?', 'lib; type=Report; ^-publish_date; #1'],
      // Was one row, confidently.
      ['every company, sorted by name', 'org; ^name_dba'],
    ]);
  });

  it('reads the early, mid or late part of a decade with its bounds stated', () => {
    for (const [text, spec] of [
      ['companies founded in the early 2000s', 'org; founding_date=2000,2003'],
      ['people born in the late sixties', 'ppl; birth_date=1966,1969'],
    ] as const) {
      const parsed = parse(text);
      expect(parsed.query, text).toEqual(expectedQuery(spec, vocab));
      expect(parsed.doubt, text).toMatch(/^Not sure: /);
    }
  });

  it('reads "who is the youngest?" as one row', () => {
    reads([
      ['who is the youngest?', 'ppl; ^-birth_date; #1'],
      ['which is the oldest fund?', 'org; ^founding_date; #1'],
    ]);
  });

  it('orders "by when they were added"; an ordering or an aggregate it cannot read is named, not dropped', () => {
    reads([['contacts sorted by when they were added', 'ppl; ^-created_at']]);
    // Each was answered as if the word were not there.
    for (const [text, word] of [
      ['companies sorted by size', 'sorted by size'],
      ['the average stake', 'average'],
      ['total holdings', 'total'],
    ] as const) {
      const parsed = parse(text);
      expect(parsed.withheld, text).toBe(true);
      expect(parsed.notes.join(' '), text).toContain(`"${word}"`);
    }
  });

  it('reads counts and orderings said in full: a count of, tally, ascending order of date, largest to smallest, bottom N', () => {
    const reads = (text: string, spec: string) => {
      const parsed = parse(text);
      expect(parsed.query, text).toEqual(expectedQuery(spec, vocab));
      expect(parsed.doubt, text).toBeUndefined();
      return parsed;
    };
    expect(reads('Give me a count of the reports.', 'lib; type=Report').howMany).toBe(true);
    expect(reads('Tally the firms in Oslo.', 'org; hq_city=@city:Oslo').howMany).toBe(true);
    reads('Please provide the two largest holdings in descending order.', 'led; ^-ownership_percentage; #2');
    reads('List the firms in ascending order of founding date.', 'org; ^founding_date');
    reads('Rank the stakes from largest to smallest.', 'led; ^-ownership_percentage');
    reads('Display the stakes by percentage, lowest first.', 'led; ^ownership_percentage');
    reads('Show me the bottom two stakes.', 'led; ^ownership_percentage; #2');
    reads('Show the single youngest person.', 'ppl; ^-birth_date; #1');
  });
});
