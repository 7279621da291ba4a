import { existsSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { loadWeights, type Weights } from './tagger.ts';
import { loadVerifier, type VerifierModel } from './verifier.ts';

const WEIGHTS_FILE = fileURLToPath(new URL('./tagger-weights.json', import.meta.url));
const VERIFIER_FILE = fileURLToPath(new URL('./verifier-weights.json', import.meta.url));

/**
 * The tagger as the extractor uses it: its weights and the least margin over "not a name" its verdict on a
 * name the rules left without a kind must have (`verdict` for two words or more, `verdictOne` for one word),
 * chosen by cross-validation on the development half (eval/train-tagger.ts, 2026-12-06 afternoon: 8 / 15 gave
 * organizations 0.97 / 0.87 and people 0.97 / 0.89 there, 5 / 15 gave 0.95 / 0.87 and 0.96 / 0.90, 3 / 15 gave
 * 0.94 / 0.87 and 0.94 / 0.90; in the morning, with fewer rules, 5 / 15 was chosen over 3 / 10 and 0 / 0).
 * `verdictOnePerson` (2026-12-07, 378 development passages): a one-word person needs 30, since between 15 and 30 the
 * tagger's one-word people were more often wrong than right (given names alone, companies named like people):
 * people 1,094 found / 152 wrong → 1,079 / 132, organizations unchanged (50 gave 1,075 / 128, none 1,072 / 127).
 */
export type TaggerModel = {
  weights: Weights;
  verdict: number;
  verdictOne: number;
  verdictOnePerson: number;
  /** The entity verifier (verifier.ts) run after every join, when its weights are committed. */
  verifier?: VerifierModel;
};

/** The committed model (weights written by eval/train-tagger.ts --write), read once when the module loads. */
export const TAGGER: TaggerModel | null = existsSync(WEIGHTS_FILE)
  ? {
      weights: loadWeights(JSON.parse(readFileSync(WEIGHTS_FILE, 'utf8'))),
      verdict: 8,
      verdictOne: 15,
      verdictOnePerson: 30,
      ...(existsSync(VERIFIER_FILE) ? { verifier: loadVerifier(JSON.parse(readFileSync(VERIFIER_FILE, 'utf8'))) } : {}),
    }
  : null;
