/**
 * `npm run train:relations`: trains the pair reader of relations (relation-model.ts) on the real-news development
 * half and, with `--write`, writes its weights to relation-weights.json. Each development passage is read by the
 * extractor (rules only); every pair of names of a sentence is an example, labelled with the passage's relations
 * between the two labelled entities the names resolve to (a document's relation may be stated in another sentence
 * of it: the labels are the passage's, as an analyst would review them). Before writing, `--folds=5` (default)
 * measures the rules alone and the rules with the model by cross-validation on the development half only: each
 * fold's passages are read with a model trained on the other folds (`--by=batch`: a fold per labelling batch, as a
 * new batch is read). The threshold written is the lowest one that keeps the cross-validated precision at
 * `--precision` (default 0.85), or `--threshold`. The test half is never read here.
 */
import { writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { CLASSES } from '../relation-model.ts';
import { formatJson } from './format-json.ts';
import { loadLabels, loadTexts } from './news-set.ts';
import { train } from './pair-training.ts';
import { crossScores, fmt, type Read, readPassage, sweep, tallyAt } from './relation-cv.ts';

/** The labelling batch of a passage (news-set.ts): n01–n80, n81–n148, n149–n208, n209–n298, n299–n358, n359 …. */
const batchOf = (r: Read) => {
  const n = Number(/^n(\d+)-/.exec(r.id)?.[1]);
  return [80, 148, 208, 298, 358].findIndex((last) => n <= last) + 1 || 6;
};

function main() {
  const args = process.argv.slice(2);
  const option = (name: string) => args.find((a) => a.startsWith(`--${name}=`))?.split('=')[1];
  const folds = Number(option('folds') ?? 5);
  const target = Number(option('precision') ?? 0.85);
  const dev = loadTexts(loadLabels()).passages.filter((p) => p.split === 'dev');
  console.log(`Development half: ${dev.length} passages`);
  const reads = dev.map((p) => readPassage(p));
  console.log(`rules alone               relations ${fmt(tallyAt(reads, [], null))}`);
  let threshold = Number(option('threshold') ?? Number.NaN);
  if (folds > 1) {
    const byBatch = option('by') === 'batch';
    const batches = [...new Set(reads.map(batchOf))].sort();
    const scores = byBatch
      ? crossScores(reads, batches.length, (r) => batches.indexOf(batchOf(r)))
      : crossScores(reads, folds);
    const label = byBatch ? `${batches.length} batches` : `${folds}-fold`;
    for (const at of [10, 15, 20])
      console.log(
        `rules + model (${label}, threshold ${at}) ${fmt(
          tallyAt(
            reads,
            scores,
            CLASSES.map(() => at),
          ),
        )}`,
      );
    const best = sweep(reads, scores, target);
    console.log(`rules + model (${label}, P >= ${target}: threshold ${best.threshold}) ${fmt(best.tally)}`);
    if (Number.isNaN(threshold)) threshold = best.threshold;
  }
  if (args.includes('--write')) {
    if (!Number.isFinite(threshold)) throw new Error('No threshold: give --threshold or measure with --folds > 1');
    const model = train(reads.flatMap((r) => r.examples));
    const file = fileURLToPath(new URL('../relation-weights.json', import.meta.url));
    writeFileSync(
      file,
      `${JSON.stringify({ thresholds: CLASSES.map(() => threshold), weights: Object.fromEntries(model.weights) })}\n`,
    );
    formatJson(file);
    console.log(`wrote ${model.weights.size} features, threshold ${threshold}, to ${file}`);
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) main();
