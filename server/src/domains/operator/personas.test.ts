import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/harness.ts';
import { bankReader } from './bank/wording-check.ts';

/**
 * Questions in several users' voices (issue 35): an intern's hedges, a partner's orders, a compliance officer's
 * "save for" and "do not exceed", a student's context. Own sentences, today 2025-05-15 (a Thursday).
 */
describe('Operator: several users’ voices', () => {
  const ctx = useTestApp();
  const { parse, check } = bankReader(ctx);

  it('reads a negated comparison of a share in words as its other side', () => {
    check([
      ['holdings that do not exceed a tenth', 'led; ownership_percentage=,10'],
      ['stakes which does not exceed one quarter of one per cent', 'led; ownership_percentage=,0.25'],
      ['stakes above nineteen twentieths', 'led; ownership_percentage=95.0001,'],
      ['holdings of eleven twelfths', 'led; ownership_percentage=91.6667,91.6667'],
    ]);
    // A negated share that is no comparison keeps its negation.
    expect(parse('stakes that are not majority stakes').query?.filters).toEqual([
      { name: 'ownership_percentage', value: '50.0001,', negate: true },
    ]);
  });

  it('cuts a range at the end a negated range reaches', () => {
    check([
      ['holdings invested since 2022, save for those dated this year', 'led; inv_date=2022,2024'],
      [
        'articles published in the last two years but not this month',
        'lib; type=Article; publish_date=2023-05-15,2025-04',
      ],
      ['people born since 1970 except those born in the seventies', 'ppl; birth_date=1980,'],
    ]);
    // A negated span inside the range is no end of it: both filters stay.
    expect(parse('companies founded after 2000 but not in the 2010s').query?.filters).toEqual([
      { name: 'founding_date', value: '2001,', negate: false },
      { name: 'founding_date', value: '2010,2019', negate: true },
    ]);
  });

  it('reads everyday names of periods, places and orderings', () => {
    check([
      ['stakes taken in the third quarter of the preceding year', 'led; inv_date=2024-07,2024-09'],
      ['investments made in Q2 of the current year', 'led; inv_date=2025-04,2025-06'],
      ['any firms of ours headquartered down under?', 'org; hq_geo=@geo:AU'],
      ['companies based in Beantown', 'org; hq_city=@city:Boston'],
      ['Please identify those persons resident in the Norwegian capital.', 'ppl; city=Oslo'],
      ['people sorted by given name, Z to A', 'ppl; ^-name_given'],
      ['organizations sorted by legal name, descending', 'org; ^-name_inc'],
      ['The ledger by name, A–Z. First twenty.', 'led; ^name; #20'],
      ['the three companies most recently entered into the records', 'org; ^-created_at; #3'],
      ['Hidden lists: just the people and ledger ones.', 'lst; visibility=hidden; type=PeopleList+LedgerList'],
      [
        'Kindly list the companies which, as at today’s date, have been established for between three and eight years, both bounds inclusive.',
        'org; founding_date=2016-05-16,2022-05-15',
      ],
      ['stakes between 10% and 20%, both limits included', 'led; ownership_percentage=10,20'],
    ]);
    // "prior to" a year is a bound, not the previous year.
    expect(parse('people born prior to 1980').query?.filters).toEqual([
      { name: 'birth_date', value: ',1979', negate: false },
    ]);
  });

  it('reads "nobody linked" as no people, and "at all" as emphasis only', () => {
    for (const text of [
      'organizations with no people at all',
      'Are there any firms with nobody attached to them at all?',
      'companies that have no one linked',
    ]) {
      const read = parse(text);
      expect(read.query?.kind).toBe('organizations');
      expect(read.query?.filters).toEqual([
        { name: 'staff.visibility', value: 'hidden,paywalled,public', negate: true },
      ]);
      expect(read.withheld).toBeFalsy();
    }
    check([['people at all German firms', 'ppl; employer_geo=@geo:DE']]);
  });
});
