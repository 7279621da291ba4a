import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/harness.ts';
import { bankReader } from './bank/wording-check.ts';

/**
 * Found on the twenty-second blind set's development half (issue 35), each tested on own sentences (today
 * 2025-05-15). Before, a wiki title's "Category:" took the word after it, a search engine's "-Fintech" was read as
 * "Fintech", a quoted list name was searched for as a name, "founded between 2009 and 2017" after "people working at
 * organisations" became a birth date, a period named by an event ("since the 2008 crash") was a name search, and "not
 * founded before 2000" silently left out the records with no date.
 */
describe('Operator: voices of the twenty-second set', () => {
  const ctx = useTestApp();
  const { parse, expected, check } = bankReader(ctx);

  it("reads a wiki's titles and a search engine's operators", () => {
    check([
      ['Category:Women born in the 1980s', 'ppl; gender=F; birth_date=1980,1989'],
      ['List of organisations headquartered in Oslo', 'org; hq_city=@city:Oslo'],
      ['podcasts published in 2023 -Fintech', 'lib; type=Podcast; !keywords=@kw:Fintech; publish_date=2023,2023'],
      ['organisations intitle:robotics', 'org; ~robotics'],
      ['stakes 10%..20%', 'led; ownership_percentage=10,20'],
      ['stakes of a fifth exactly', 'led; ownership_percentage=20,20'],
      ['reports published since eighteen months', 'lib; type=Report; publish_date=2023-11-15,'],
    ]);
  });

  it('reads a quoted name of a list as that list, and a quoted name after "named" as a name', () => {
    check([
      ['library items in "Reading list"', 'lib; lists=@list:Reading list'],
      ['companies named "Acme"', 'org; ~Acme'],
      ['organisations whose name contains "robotics"', 'org; ~robotics'],
    ]);
  });

  it('keeps the verb before "between" with the span, also through a relation', () => {
    check([['people working at organisations founded between 2009 and 2017', 'ppl; employer.founding_date=2009,2017']]);
  });

  it('reads a period named by an event as its day, and an era as its days with a doubt', () => {
    check([
      ['companies founded since the 2008 crash', 'org; founding_date=2008-09-15,'],
      ["men born before the euro's launch", 'ppl; gender=M; birth_date=,1998-12-31'],
    ]);
    const era = parse('companies founded during the Merkel era');
    expect(era.query).toEqual(expected('org; founding_date=2005-11-22,2021-12-07'));
    expect(era.doubt).toContain('during the Merkel era');
  });

  it('reads "except / excluding the ones we own" and "Do not include …" as the owned flag negated', () => {
    check([
      ['stakes over a fifth, excluding the ones we own', 'led; owned=false; ownership_percentage=20.0001,'],
      ['VC stakes except those we own', 'led; vehicle_type=VC; owned=false'],
      [
        'Constraints: PE stakes. Do not include stakes we own. Respond with a list.',
        'led; vehicle_type=PE; owned=false',
      ],
    ]);
  });

  it('says so when a negated date is read as its other side, leaving out records with no date', () => {
    const other = parse('companies not founded before 2000');
    expect(other.query).toEqual(expected('org; founding_date=2000,'));
    expect(other.notes.join(' ')).toContain('records with no date on record are left out');
  });
});
