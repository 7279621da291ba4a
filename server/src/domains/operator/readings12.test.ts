import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/harness.ts';
import { bankReader } from './bank/wording-check.ts';

/**
 * Three mechanisms of confident-wrong answers found on the twelfth blind set's development half (issue 35), each
 * tested on own sentences (today 2025-05-15): a negated span joined by "or" to another, a type word that says what
 * the answer is for, and an ownership share beside a named kind that reaches it through its relation to the ledger.
 */
describe('Operator: readings of the twelfth set', () => {
  const ctx = useTestApp();
  const { parse, expected, check } = bankReader(ctx);

  it('carries a negation over spans of dates or shares joined by "or", "nor" or a comma', () => {
    check([
      ['people not born in the 1970s or the 1980s', 'ppl; !birth_date=1970,1989'],
      ['contacts not born in 1990, 1991', 'ppl; !birth_date=1990,1991'],
      ['companies not founded in the 2000s nor in the 2010s', 'org; !founding_date=2000,2019'],
    ]);
    // "and" joins another condition: the negation stays with its own span.
    const and = parse('people not born in the 1980s and living in Oslo');
    expect(and.query).toEqual(expected('ppl; city=Oslo; !birth_date=1980,1989'));
  });

  it('reads a spaced dash as a separator, as a comma', () => {
    check([
      ['ledger — vehicle VC — invested since 2020', 'led; vehicle_type=VC; inv_date=2020,'],
      ['orgs - Germany - founded before 2000', 'org; hq_geo=@geo:DE; founding_date=,1999'],
      ['companies – Berlin', 'org; hq_city=@city:Berlin'],
      // "owned" starting a column is the flag, not the end of a share ("7/8-owned"), after a dash or a comma.
      ['stakes — at least 3/4 — owned: yes', 'led; owned=true; ownership_percentage=75,'],
      ['stakes, at least 3/4, owned: no', 'led; owned=false; ownership_percentage=75,'],
      // A span of two fractions with no "between" before it; "size" as the column of the share.
      ['positions — size: 1/8 to 1/5', 'led; ownership_percentage=12.5,20'],
      ['stakes of a tenth to a third', 'led; ownership_percentage=10,33.3333'],
    ]);
  });

  it('reads a span of existence as the age of what is named', () => {
    // Today 2025-05-15; "at least N years" includes the day exactly N years back, as "older than N years" does.
    check([
      ['companies that have existed for at least 30 years', 'org; founding_date=,1995-05-15'],
      ['firms that have been operating for at least ten years', 'org; founding_date=,2015-05-15'],
    ]);
    // A strict bound is read strictly and states its day, as "younger than N years" does; "fewer" is "less".
    const fewer = parse('organisations established for fewer than six years');
    expect(fewer.query).toEqual(expected('org; founding_date=2019-05-16,'));
    expect(fewer.doubt).toMatch(/^Not sure: .* may mean something else/);
    // A word of existence with no span after it is no condition read.
    expect(parse('active companies').withheld).toBe(true);
  });

  it('reads a type after "for my" as what the answer is for, and says so', () => {
    const p = parse('library items from 2024, for my report');
    expect(p.query).toEqual(expected('lib; publish_date=2024,2024'));
    expect(p.doubt).toMatch(/^Not sure: .*"report"/);
    expect(p.notes.join(' ')).toContain('read as what the answer is for');
    // The same word as the subject is the type asked for.
    expect(parse('reports from 2024').query).toEqual(expected('lib; type=Report; publish_date=2024,2024'));
  });

  it('states the other reading when a named kind holds the share through the ledger', () => {
    // Since 2026-12-08 the firms asked for (ten of ten blind rows read it so), the entries stated as the other reading.
    const p = parse('which Norwegian firms hold a stake under a tenth?');
    expect(p.query).toEqual(expected('org; hq_geo=@geo:NO; vehicles.ownership_percentage=,9.9999'));
    expect(p.doubt).toMatch(/^Not sure: /);
    expect(p.notes.join(' ')).toContain('the ledger entries themselves are another reading');
    // No kind named: ledger entries, with nothing to doubt.
    expect(parse('stakes under a tenth').doubt).toBeUndefined();
  });
});
