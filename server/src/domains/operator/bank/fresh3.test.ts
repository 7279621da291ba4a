import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/harness.ts';
import type { Vocabulary } from '../vocabulary.ts';
import { bankTenant } from './fixture.ts';
import { scoreRow } from './fresh-score.ts';
import { FRESH3_DEV, FRESH3_NOW } from './fresh3.ts';

/** Exact answers on fresh3's development half when this test was last raised (first run: 35 of 60). */
const EXACT_FRESH3_DEV = 51;

/**
 * The third blind set (issue 35) as a guard: no confident-wrong answer on its development half, and
 * its exact answers do not fall. Its test half is held out: scored by `npm run eval:operator:fresh
 * -- --set=fresh3` for totals only, never walked here.
 */
describe('Operator: the third fresh set', () => {
  const ctx = useTestApp();
  let vocab: Vocabulary;
  beforeAll(async () => {
    vocab = (await bankTenant(ctx.database)).vocab;
  });

  it('answers no question of the development half wrongly without a stated doubt', () => {
    const now = new Date(`${FRESH3_NOW}T12:00:00Z`);
    const dev = FRESH3_DEV.map((row) => scoreRow(row, vocab, now));
    const wrong = dev
      .filter((r) => r.verdict === 'confident-wrong')
      .map((r) => ({ text: r.text, expected: r.expect, actual: r.actual, said: r.said }));
    expect(wrong).toEqual([]);
    expect(dev.filter((r) => r.verdict === 'exact').length).toBeGreaterThanOrEqual(EXACT_FRESH3_DEV);
  });
});
