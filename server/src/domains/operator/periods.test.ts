import type { TOperatorContext } from '@intel/contracts';
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/harness.ts';
import { expectedQuery } from './bank/bank.ts';
import { bankTenant } from './bank/fixture.ts';
import { BOUND_OUT } from './bank/wording-check.ts';
import { parseQuestion } from './parser.ts';
import { TABLE_NOW, vocabularyFor } from './questions.ts';
import type { Vocabulary } from './vocabulary.ts';

const NONE: TOperatorContext = { raw_data_ids: [], people_ids: [], library_ids: [] };

/**
 * Issue 35: periods counted from today and ages in words, as grammar (periods.ts, ages.ts,
 * dates.ts). The questions were written for this test, not taken from any question set; "now" is
 * TABLE_NOW (2025-05-15). Each reads completely, with no doubt.
 */
describe('Operator: relative periods and ages', () => {
  const ctx = useTestApp();
  let vocab: Vocabulary;
  beforeAll(async () => {
    vocab = (await bankTenant(ctx.database)).vocab;
  });
  // A row's third element is the doubt it must state (a strict bound read with the bound in); else none.
  const reads = (rows: ([string, string] | [string, string, RegExp])[]) => {
    for (const [text, spec, doubt] of rows) {
      const parsed = parseQuestion(text, NONE, vocabularyFor(text, vocab), TABLE_NOW);
      expect(parsed.query, text).toEqual(expectedQuery(spec, vocab));
      if (doubt) expect(parsed.notes.join(' '), text).toMatch(doubt);
      else expect(parsed.doubt, text).toBeUndefined();
    }
  };

  it('reads periods that run to today, months without a year, seasons and "ago"', () => {
    reads([
      ['investments since January', 'led; inv_date=2025-01,'],
      ['reports released so far this year', 'lib; type=Report; publish_date=2025,'],
      ['investments made year to date', 'led; inv_date=2025,'],
      ['articles from earlier this year', 'lib; type=Article; publish_date=2025,'],
      ['articles since last October', 'lib; type=Article; publish_date=2024-10,'],
      ['companies founded 10 years ago', 'org; founding_date=2015,2015'],
      ['reports from two years ago', 'lib; type=Report; publish_date=2023,2023'],
      ['library items published last winter', 'lib; publish_date=2024-12,2025-02'],
      ['reports from autumn 2024', 'lib; type=Report; publish_date=2024-09,2024-11'],
      ['deals made between March and June 2024', 'led; inv_date=2024-03,2024-06'],
      ['companies founded before the year 2000', 'org; founding_date=,1999'],
      ['reports from H1 2024', 'lib; type=Report; publish_date=2024-01,2024-06'],
    ]);
  });

  it('reads ages said with "the age of", "at most", "or more", "not yet", a decade "or older" and spans in words', () => {
    reads([
      ['people over the age of 50', 'ppl; birth_date=,1974-05-15', BOUND_OUT],
      ['men under the age of 40', 'ppl; gender=M; birth_date=1985-05-16,'],
      ['people at most 30 years old', 'ppl; birth_date=1994-05-16,'],
      ['people aged 40 or more', 'ppl; birth_date=,1985-05-15'],
      ['contacts 50 years or older', 'ppl; birth_date=,1975-05-15'],
      ['people who are not yet 30', 'ppl; birth_date=1995-05-16,'],
      ['people in their sixties or older', 'ppl; birth_date=,1965-05-15'],
      ['organizations at least a quarter of a century old', 'org; founding_date=,2000-05-15'],
      ['companies less than a decade old', 'org; founding_date=2015-05-16,'],
    ]);
  });

  it('reads "the past year" as the span up to today, quarters and months without a year, centuries and units beyond years', () => {
    reads([
      ['organizations founded in the past year', 'org; founding_date=2024-05-15,'],
      ['reports published in the past month', 'lib; type=Report; publish_date=2025-04-15,'],
      ['articles from this past year', 'lib; type=Article; publish_date=2024-05-15,'],
      ['investments from the last 2 quarters', 'led; inv_date=2024-11-15,'],
      ['articles published in the previous 3 months', 'lib; type=Article; publish_date=2025-02-15,'],
      ['reports published over the past 6 weeks', 'lib; type=Report; publish_date=2025-04-03,'],
      ['people born this century', 'ppl; birth_date=2000,2099'],
      ['companies founded in the last century', 'org; founding_date=1900,1999'],
      ['reports published since the summer', 'lib; type=Report; publish_date=2024-06,'],
      ['reports published since Q1', 'lib; type=Report; publish_date=2025-01,'],
      // Q3 has not begun in May: last year's.
      ['investments during Q3', 'led; inv_date=2024-07,2024-09'],
      ['investments made in the first quarter', 'led; inv_date=2025-01,2025-03'],
      // "from" a month alone is that month; "since" or "from … onwards" runs on.
      ['library items from last October', 'lib; publish_date=2024-10,2024-10'],
      ['articles from March', 'lib; type=Article; publish_date=2025-03,2025-03'],
      ['library items from October onwards', 'lib; publish_date=2024-10,'],
      ['reports published before May', 'lib; type=Report; publish_date=,2025-04'],
      ['reports less than a week old', 'lib; type=Report; publish_date=2025-05-09,'],
      // A negated bound is the other side, the bound included.
      ['investments made no earlier than 2024', 'led; inv_date=2024,'],
      ['companies founded not before 2010', 'org; founding_date=2010,'],
      // "oldest first" is the earliest date whatever the field; "ascending" age is youngest first.
      ['people sorted by age, oldest first', 'ppl; ^birth_date'],
      ['people ordered by date of birth, youngest first', 'ppl; ^-birth_date'],
      ['people sorted by age ascending', 'ppl; ^-birth_date'],
      ['authors of reports published in 2024', 'ppl; authored.type=Report; authored.publish_date=2024,2024'],
    ]);
  });

  it('states a doubt where a period has two readings or a people date is not a birth date', () => {
    const doubts = (rows: [string, string][]) => {
      for (const [text, spec] of rows) {
        const parsed = parseQuestion(text, NONE, vocabularyFor(text, vocab), TABLE_NOW);
        expect(parsed.query, text).toEqual(expectedQuery(spec, vocab));
        expect(parsed.doubt, text).toMatch(/^Not sure: /);
      }
    };
    doubts([
      // Was read as "founded in 2005", confidently.
      ['companies founded over 20 years ago', 'org; founding_date=,2005-05-14'],
      ['reports published in the last month', 'lib; type=Report; publish_date=2025-04,2025-04'],
      ['companies founded in the last few years', 'org; founding_date=2022-05-15,'],
      ['people born in the 20th century', 'ppl; birth_date=1900,1999'],
      ['reports older than a month', 'lib; type=Report; publish_date=,2025-04-14'],
      ['people we know from the past year', 'ppl; birth_date=2024-05-15,'],
    ]);
  });

  it('reads ages and spans said with number words, "turned", "N years old or more" and "between N and M units ago"', () => {
    reads([
      ['who turned 30 this year?', 'ppl; birth_date=1995,1995-05-15'],
      ['organizations that are 20 years old or more', 'org; founding_date=,2005-05-15'],
      ['companies between three and eight years old', 'org; founding_date=2016-05-16,2022-05-15'],
      ['men under fifty', 'ppl; gender=M; birth_date=1975-05-16,'],
      ['people aged seventy-five or older', 'ppl; birth_date=,1950-05-15'],
      ['deals made between one and three years ago', 'led; inv_date=2022-05-15,2024-05-15'],
      ['reports from 2 to 4 months ago', 'lib; type=Report; publish_date=2025-01-15,2025-03-15'],
    ]);
  });

  it('reads an age said as "who are N", "N-year-olds", "aged at least N", adults and minors, and "since N years ago"', () => {
    reads([
      ['people who are 40', 'ppl; birth_date=1984-05-16,1985-05-15'],
      ['25-year-olds', 'ppl; birth_date=1999-05-16,2000-05-15'],
      ['contacts aged at least 21', 'ppl; birth_date=,2004-05-15'],
      ['adults in Berlin', 'ppl; city=Berlin; birth_date=,2007-05-15'],
      ['minors', 'ppl; birth_date=2007-05-16,'],
      // Was the one year three years ago, confidently.
      ['reports since three years ago', 'lib; type=Report; publish_date=2022,'],
    ]);
  });

  it('reads formal periods: the preceding N units, the year prior to last, the final quarter, days without a year, up until the end of last year', () => {
    reads([
      ['deals made in the preceding six months', 'led; inv_date=2024-11-15,'],
      ['firms founded in the year prior to last', 'org; founding_date=2023,2023'],
      ['Which deals occurred during the third quarter of last year?', 'led; inv_date=2024-07,2024-09'],
      ['Which publications date from the summer of 2023?', 'lib; publish_date=2023-06,2023-08'],
      [
        'Which articles were published in the final quarter of 2024?',
        'lib; type=Article; publish_date=2024-10,2024-12',
      ],
      ['Which deals were made between 1 February and 31 March 2024?', 'led; inv_date=2024-02-01,2024-03-31'],
      ['Which articles were published on the 3rd of May?', 'lib; type=Article; publish_date=2025-05-03,2025-05-03'],
      ['Which articles were published on June 2nd?', 'lib; type=Article; publish_date=2024-06-02,2024-06-02'],
      ['Which reports were issued up until the end of last year?', 'lib; type=Report; publish_date=,2024-12-31'],
    ]);
  });

  it('reads ages said in full: inclusive, N years of age, and upwards, have turned N, past N, 30-something', () => {
    reads([
      ['people aged between 30 and 40 inclusive', 'ppl; birth_date=1984-05-16,1995-05-15'],
      ['contacts who are 50 years of age', 'ppl; birth_date=1974-05-16,1975-05-15'],
      ['people aged 70 and upwards', 'ppl; birth_date=,1955-05-15'],
      ['people who have turned 21', 'ppl; birth_date=,2004-05-15'],
      ['people past 80', 'ppl; birth_date=,1944-05-15', BOUND_OUT],
      ['people aged 40-something', 'ppl; birth_date=1975-05-16,1985-05-15'],
    ]);
  });
});
