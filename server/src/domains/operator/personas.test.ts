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
});
