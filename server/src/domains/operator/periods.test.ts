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
  const reads = (rows: [string, string][]) => {
    for (const [text, spec] of rows) {
      const parsed = parseQuestion(text, NONE, vocabularyFor(text, vocab), TABLE_NOW);
      expect(parsed.query, text).toEqual(expectedQuery(spec, vocab));
      expect(parsed.doubt, text).toBeUndefined();
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
      ['people over the age of 50', 'ppl; birth_date=,1975-05-15'],
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
});
