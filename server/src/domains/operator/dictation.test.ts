import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/harness.ts';
import { bankReader } from './bank/wording-check.ts';

/**
 * Dictated and non-native wording (issue 35): days and orderings said in full, visibility in words, dropped articles,
 * "and other". Own sentences, today 2025-05-15 (a Thursday).
 */
describe('Operator: dictated wording', () => {
  const ctx = useTestApp();
  const { parse, check, expected } = bankReader(ctx);

  it('reads "the day before yesterday"; a birthday without its year is named', () => {
    check([
      ['articles released the day before yesterday', 'lib; type=Article; publish_date=2025-05-13,2025-05-13'],
      // The latest 29 February, not 1 March of this year.
      ['ledger entries dated 29 February', 'led; inv_date=2024-02-29,2024-02-29'],
    ]);
    const birthday = parse('people born on 12 June');
    expect(birthday.query).toEqual(expected('ppl'));
    expect(birthday.notes.join(' ')).toContain('no filter holds a day without its year');
    expect(birthday.doubt).toMatch(/^Not sure: /);
  });
  it('reads "added most recently", visibility and the dashboard said in words, "and other", other place names', () => {
    check([
      ['the ten organisations created most recently', 'org; ^-created_at; #10'],
      ['studies freely available', 'lib; type=Literature/Paper; visibility=public'],
      ['podcasts open for everyone to see', 'lib; type=Podcast; visibility=public'],
      ['people shown on dashboard', 'ppl; dashboard=true'],
      ['interviews and other profiles', 'lib; type=Bio/Obituary/Profile/Interview'],
      ['start-ups from holland', 'org; hq_geo=@geo:NL'],
      ['firms based in the lion city', 'org; hq_city=@city:Singapore'],
    ]);
  });
});
