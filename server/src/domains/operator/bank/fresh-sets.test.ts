import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/harness.ts';
import type { Vocabulary } from '../vocabulary.ts';
import { bankTenant } from './fixture.ts';
import { scoreRow } from './fresh-score.ts';
import type { Fresh2Row } from './fresh2.ts';
import { FRESH2_DEV, FRESH2_NOW } from './fresh2.ts';
import { FRESH3_DEV, FRESH3_NOW } from './fresh3.ts';
import { FRESH4_DEV, FRESH4_NOW } from './fresh4.ts';
import { FRESH5_DEV, FRESH5_NOW } from './fresh5.ts';
import { FRESH6_DEV, FRESH6_NOW } from './fresh6.ts';
import { FRESH7_DEV, FRESH7_NOW } from './fresh7.ts';
import { FRESH8_DEV, FRESH8_NOW } from './fresh8.ts';
import { FRESH9_DEV, FRESH9_NOW } from './fresh9.ts';
import { FRESH10_DEV, FRESH10_NOW } from './fresh10.ts';
import { FRESH11_DEV, FRESH11_NOW } from './fresh11.ts';
import { FRESH12_DEV, FRESH12_NOW } from './fresh12.ts';
import { FRESH13_DEV, FRESH13_NOW } from './fresh13.ts';
import { FRESH14_DEV, FRESH14_NOW } from './fresh14.ts';
import { FRESH15_DEV, FRESH15_NOW } from './fresh15.ts';
import { FRESH16_DEV, FRESH16_NOW } from './fresh16.ts';
import { FRESH17_DEV, FRESH17_NOW } from './fresh17.ts';
import { FRESH18_DEV, FRESH18_NOW } from './fresh18.ts';
import { FRESH19_DEV, FRESH19_NOW } from './fresh19.ts';
import { FRESH20_DEV, FRESH20_NOW } from './fresh20.ts';
import { FRESH21_DEV, FRESH21_NOW } from './fresh21.ts';
import { FRESH22_DEV, FRESH22_NOW } from './fresh22.ts';
import { FRESH23_DEV, FRESH23_NOW } from './fresh23.ts';
import { FRESH24_DEV, FRESH24_NOW } from './fresh24.ts';
import { FRESH25_DEV, FRESH25_NOW } from './fresh25.ts';

/**
 * Each blind set with halves (issue 35) as a guard: no confident-wrong answer on its development half, and its exact
 * answers do not fall below the floor, the figure when the floor was last raised (first runs: fresh2 25, fresh3 35,
 * fresh4 29, fresh5 28, fresh6 29, fresh7 17, fresh8 25, fresh9 15, fresh10 17, fresh11 29, fresh12 27, fresh13 9, fresh14 24, fresh15 16, fresh16 19, fresh17 20, fresh18 25, fresh19 17, fresh20 18, fresh21 17, fresh22 23, fresh23 29, fresh24 20, fresh25 21 of 60; fresh8's first run, at 6c2f047, also gave 2
 * confident-wrong answers, fresh9's, at 752e907, 1, fresh16's, at 877729e, 1, fresh21's, at 4815dea, 3, fresh22's, at e8bf170, 7, fresh23's, at 686a789, 0, fresh24's, at 419e1d8, 0, fresh25's, at 6026fd5, 2). The test halves are held out: scored by `npm run eval:operator:fresh -- --set=freshN` for
 * totals only, never walked here (fresh2's is counted in honesty.test.ts).
 */
const SETS: [name: string, dev: Fresh2Row[], now: string, floor: number][] = [
  ['fresh2 (mixed wording)', FRESH2_DEV, FRESH2_NOW, 50],
  ['fresh3 (mixed wording)', FRESH3_DEV, FRESH3_NOW, 52],
  ['fresh4 (terse analyst wording)', FRESH4_DEV, FRESH4_NOW, 48],
  ['fresh5 (formal British wording)', FRESH5_DEV, FRESH5_NOW, 49],
  ['fresh6 (dictated, non-native wording)', FRESH6_DEV, FRESH6_NOW, 48],
  ['fresh7 (investigator’s due-diligence wording)', FRESH7_DEV, FRESH7_NOW, 46],
  ['fresh8 (eight personas’ voices)', FRESH8_DEV, FRESH8_NOW, 45],
  ['fresh9 (six users’ voices: jargon, columns, report titles, dictation)', FRESH9_DEV, FRESH9_NOW, 44],
  ['fresh10 (typos, multi-sentence requests and four other styles)', FRESH10_DEV, FRESH10_NOW, 40],
  ['fresh11 (non-native, terse keywords, compliance and three other voices)', FRESH11_DEV, FRESH11_NOW, 41],
  ['fresh12 (journalist, civil servant, bullet fragments and three other voices)', FRESH12_DEV, FRESH12_NOW, 36],
  ['fresh13 (an email, Australian slang, steps, shouting and two other voices)', FRESH13_DEV, FRESH13_NOW, 34],
  ['fresh14 (minutes, GDPR, Indian English, user stories and two other voices)', FRESH14_DEV, FRESH14_NOW, 41],
  ['fresh15 (SQL, reported speech, self-corrections, prompts, Irish English, a lawyer)', FRESH15_DEV, FRESH15_NOW, 47],
  [
    'fresh16 (Slack, Gen-Z texting, a genealogist, a quiz master, an economist, a fact-checker)',
    FRESH16_DEV,
    FRESH16_NOW,
    45,
  ],
  ['fresh17 (Singlish, a briefing, an accountant, a ticket, litotes, German calques)', FRESH17_DEV, FRESH17_NOW, 46],
  [
    'fresh18 (dictation, clinical criteria, text-speak, Nigerian English, an elderly newcomer, analytics)',
    FRESH18_DEV,
    FRESH18_NOW,
    43,
  ],
  [
    'fresh19 (Northern English, a methods section, tweets, spreadsheet formulas, a press release, Southern)',
    FRESH19_DEV,
    FRESH19_NOW,
    45,
  ],
  [
    'fresh20 (South African English, a patent examiner, a commentator, an audit report, a word problem, a voice assistant)',
    FRESH20_DEV,
    FRESH20_NOW,
    40,
  ],
  ['fresh21 (Irish, a litigator, pasted queries, radio procedure, Scots, headlines)', FRESH21_DEV, FRESH21_NOW, 48],
  [
    'fresh22 (a prompt engineer, wiki titles, search operators, named eras, Canadian English, a voice memo)',
    FRESH22_DEV,
    FRESH22_NOW,
    39,
  ],
  [
    'fresh23 (Singlish, Spanish calques, a gamer, an elderly letter-writer, a journalist, a sticky note)',
    FRESH23_DEV,
    FRESH23_NOW,
    48,
  ],
  [
    'fresh24 (a beginner, a literary writer, a report, Jamaican English, a punter, an estate agent)',
    FRESH24_DEV,
    FRESH24_NOW,
    48,
  ],
  [
    'fresh25 (an emoji texter, Norwegian calques, an archivist, a weather presenter, a columnist, Welsh English)',
    FRESH25_DEV,
    FRESH25_NOW,
    47,
  ],
];

describe('Operator: the fresh sets’ development halves', () => {
  const ctx = useTestApp();
  let vocab: Vocabulary;
  beforeAll(async () => {
    vocab = (await bankTenant(ctx.database)).vocab;
  });

  it.each(SETS)('%s: no confident-wrong answer, and at least its floor exact', (_name, rows, day, floor) => {
    const now = new Date(`${day}T12:00:00Z`);
    const dev = rows.map((row) => scoreRow(row, vocab, now));
    const wrong = dev
      .filter((r) => r.verdict === 'confident-wrong')
      .map((r) => ({ text: r.text, expected: r.expect, actual: r.actual, said: r.said }));
    expect(wrong).toEqual([]);
    expect(dev.filter((r) => r.verdict === 'exact').length).toBeGreaterThanOrEqual(floor);
  });
});
