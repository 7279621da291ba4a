/**
 * `npm run train:tagger`: trains the token tagger (tagger.ts) on the real-news development half and
 * writes its weights to tagger-weights.json. The labels name entities, not spans, so each passage's
 * names and aliases are found in its text and their tokens tagged B/I (the longest first). Before that,
 * `--folds=5` (default) measures what the tagger adds by cross-validation on the development half only:
 * each fold's passages are read by the extractor with a tagger trained on the other folds, and the
 * totals are printed beside the rules alone on the same passages. The test half is never read here.
 */
import { writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { extract } from '../extract.ts';
import { sentences } from '../segment.ts';
import { best, lexicalAll, scores, TAGS, type Tag, tokenFeatures, type Weights } from '../tagger.ts';
import { type Token, tokenize } from '../tokens.ts';
import { PLACES } from './extractors.ts';
import { formatJson } from './format-json.ts';
import { loadLabels, loadTexts } from './news-set.ts';
import { precision, recall, type Scores, score, sumScores, type Tally } from './score.ts';
import { seededShuffle } from './shuffle.ts';
import type { LabelledPassage } from './types.ts';

type Example = { tokens: Token[]; feats: string[][]; gold: Tag[] };

/** Gold tags of one passage's sentences: every occurrence of a labelled name or alias, longest first. */
export function examplesOf(p: LabelledPassage): Example[] {
  const names: { words: string[]; kind: 'PER' | 'ORG' }[] = [];
  for (const [list, kind] of [
    [p.people, 'PER'],
    [p.organizations, 'ORG'],
  ] as const)
    for (const e of list)
      for (const n of [e.name, ...(e.aliases ?? [])]) {
        const words = tokenize(n, 0, n.length).map((t) => t.text);
        if (words.length) names.push({ words, kind });
      }
  names.sort((a, b) => b.words.length - a.words.length);
  return sentences(p.text).map((s) => {
    const tokens = tokenize(p.text, s.start, s.end);
    const gold: Tag[] = tokens.map(() => 'O');
    for (const n of names)
      for (let i = 0; i + n.words.length <= tokens.length; i++) {
        if (n.words.some((w, k) => tokens[i + k]?.text !== w || gold[i + k] !== 'O')) continue;
        n.words.forEach((_, k) => {
          gold[i + k] = `${k === 0 ? 'B' : 'I'}-${n.kind}` as Tag;
        });
      }
    const lex = lexicalAll(tokens);
    return { tokens, feats: tokens.map((_, i) => tokenFeatures(tokens, lex, i)), gold };
  });
}

/** Averaged perceptron, greedy decoding with the previous tag (as the tagger decodes). */
export function train(examples: Example[], epochs = 8, seed = 7): Weights {
  const w = new Map<string, Float64Array>();
  const total = new Map<string, Float64Array>();
  const stamp = new Map<string, Float64Array>();
  let clock = 0;
  const bump = (f: string, k: number, v: number) => {
    let wf = w.get(f);
    if (!wf) {
      wf = new Float64Array(5);
      w.set(f, wf);
      total.set(f, new Float64Array(5));
      stamp.set(f, new Float64Array(5));
    }
    const tf = total.get(f) as Float64Array;
    const sf = stamp.get(f) as Float64Array;
    tf[k] = (tf[k] as number) + (clock - (sf[k] as number)) * (wf[k] as number);
    sf[k] = clock;
    wf[k] = (wf[k] as number) + v;
  };
  const shuffle = seededShuffle(seed);
  const order = examples.map((_, i) => i);
  for (let epoch = 0; epoch < epochs; epoch++) {
    shuffle(order);
    for (const idx of order) {
      const ex = examples[idx] as Example;
      let prev: Tag = 'O';
      let goldPrev: Tag = 'O';
      ex.tokens.forEach((_, i) => {
        clock++;
        const feats = ex.feats[i] as string[];
        const guess = best(scores(w, feats, prev), prev);
        const truth = ex.gold[i] as Tag;
        if (guess !== truth) {
          const all = [...feats, `pt=${prev}`, `pt+${feats[2]}`];
          const allGold = [...feats, `pt=${goldPrev}`, `pt+${feats[2]}`];
          for (const f of allGold) bump(f, TAGS.indexOf(truth), 1);
          for (const f of all) bump(f, TAGS.indexOf(guess), -1);
        }
        prev = guess;
        goldPrev = truth;
      });
    }
  }
  const averaged: Weights = new Map();
  for (const [f, wf] of w) {
    const tf = total.get(f) as Float64Array;
    const sf = stamp.get(f) as Float64Array;
    const avg = Array.from(wf, (v, k) => ((tf[k] as number) + (clock - (sf[k] as number)) * v) / clock);
    averaged.set(f, avg);
  }
  return averaged;
}

/** The weights as a small JSON object: rounded, and features whose weights are all near zero dropped. */
export function compact(weights: Weights, min = 0.01): Record<string, number[]> {
  const out: Record<string, number[]> = {};
  for (const [f, v] of weights) {
    const r = Array.from(v, (x) => Math.round(x * 100) / 100);
    if (r.some((x) => Math.abs(x) >= min)) out[f] = r;
  }
  return out;
}

const fmt = (t: Tally) => `P ${precision(t).toFixed(2)} R ${recall(t).toFixed(2)} (tp ${t.tp} fp ${t.fp} fn ${t.fn})`;
const VERDICT = Number(process.env.TAGGER_VERDICT ?? 8);
const VERDICT_ONE = Number(process.env.TAGGER_VERDICT_ONE ?? 15);
const VERDICT_ONE_PERSON = Number(process.env.TAGGER_VERDICT_ONE_PERSON ?? 30);
const asPredicted = (weights: Weights | null) => {
  const tagger = weights && {
    weights,
    verdict: VERDICT,
    verdictOne: VERDICT_ONE,
    verdictOnePerson: VERDICT_ONE_PERSON,
  };
  // Each text read once per fold: its result is scored with all the passages and again with its batch's.
  const memo = new Map<string, ReturnType<typeof predicted>>();
  const predicted = (text: string) => {
    const r = extract(text, PLACES, () => false, tagger);
    return {
      entities: r.entities.map((e) => ({ kind: e.kind, name: e.name, aliases: e.aliases })),
      relations: r.relations.map((x) => ({ type: x.type, from: x.from, to: x.to, role: x.role })),
    };
  };
  return (text: string) => {
    const hit = memo.get(text) ?? predicted(text);
    memo.set(text, hit);
    return hit;
  };
};
/** The sixth batch (n359 …, tenth session): scored apart too, since its first run was on text nothing had read. */
const LATEST = (id: string) => Number(/^n(\d+)-/.exec(id)?.[1]) >= 359;

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  const args = process.argv.slice(2);
  const option = (name: string) => args.find((a) => a.startsWith(`--${name}=`))?.split('=')[1];
  const folds = Number(option('folds') ?? 5);
  const epochs = Number(option('epochs') ?? 8);
  const dev = loadTexts(loadLabels()).passages.filter((p) => p.split === 'dev');
  if (dev.length < 40) throw new Error(`only ${dev.length} development texts: run npm run eval:news:fetch first`);
  const cached = new Map(dev.map((p) => [p.id, examplesOf(p)]));
  if (folds > 1) {
    let rules: Scores | null = null;
    let both: Scores | null = null;
    let rulesLatest: Scores | null = null;
    let bothLatest: Scores | null = null;
    for (let k = 0; k < folds; k++) {
      const held = dev.filter((_, i) => i % folds === k);
      const rest = dev.filter((_, i) => i % folds !== k);
      const model = train(
        rest.flatMap((p) => cached.get(p.id) ?? []),
        epochs,
      );
      const byRules = asPredicted(null);
      const byBoth = asPredicted(model);
      rules = sumScores(rules, score(held, byRules));
      both = sumScores(both, score(held, byBoth));
      rulesLatest = sumScores(
        rulesLatest,
        score(
          held.filter((p) => LATEST(p.id)),
          byRules,
        ),
      );
      bothLatest = sumScores(
        bothLatest,
        score(
          held.filter((p) => LATEST(p.id)),
          byBoth,
        ),
      );
    }
    console.log(`${dev.length} development passages, ${dev.filter((p) => LATEST(p.id)).length} of them n359 …`);
    for (const [name, s] of [
      ['rules alone', rules],
      ['rules + tagger (cross-validated)', both],
      ['rules alone, n359 …', rulesLatest],
      ['rules + tagger (cross-validated), n359 …', bothLatest],
    ] as const) {
      console.log(`== ${name}`);
      console.log(`   people        ${fmt((s as Scores).people)}`);
      console.log(`   organizations ${fmt((s as Scores).organizations)}`);
      console.log(`   relations     ${fmt((s as Scores).relations)}`);
    }
    // Every cross-validated error of the rules with the tagger: what to read before changing anything.
    if (args.includes('--errors')) for (const e of (both as Scores).errors) console.log(`  ${e}`);
    if (args.includes('--misses'))
      for (const e of (both as Scores).errors.filter((x) => !(rules as Scores).errors.includes(x)))
        console.log(`  + ${e}`);
    if (args.includes('--misses'))
      for (const e of (rules as Scores).errors.filter((x) => !(both as Scores).errors.includes(x)))
        console.log(`  - ${e}`);
  }
  if (args.includes('--write')) {
    const weights = compact(train([...cached.values()].flat(), epochs));
    const file = fileURLToPath(new URL('../tagger-weights.json', import.meta.url));
    writeFileSync(file, `${JSON.stringify(weights)}\n`);
    formatJson(file);
    console.log(`wrote ${Object.keys(weights).length} features to ${file}`);
  }
}
