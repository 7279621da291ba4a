import { existsSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { loadWeights, type Weights } from './tagger.ts';

const WEIGHTS_FILE = fileURLToPath(new URL('./tagger-weights.json', import.meta.url));

/**
 * The tagger as the extractor uses it: its weights and the least margin over "not a name" its verdict on a
 * name the rules left without a kind must have (`verdict` for two words or more, `verdictOne` for one word),
 * chosen by cross-validation on the development half (eval/train-tagger.ts: 5 / 15 kept organizations'
 * precision at 0.92 there; 3 / 10 gave 0.90, 0 / 0 gave 0.81).
 */
export type TaggerModel = { weights: Weights; verdict: number; verdictOne: number };

/** The committed model (weights written by eval/train-tagger.ts --write), read once when the module loads. */
export const TAGGER: TaggerModel | null = existsSync(WEIGHTS_FILE)
  ? { weights: loadWeights(JSON.parse(readFileSync(WEIGHTS_FILE, 'utf8'))), verdict: 5, verdictOne: 15 }
  : null;
