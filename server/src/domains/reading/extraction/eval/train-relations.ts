/**
 * `npm run train:relations`: trains the pair reader of relations (relation-model.ts) on the real-news development
 * half and, with `--write`, writes its weights to relation-weights.json. Each development passage is read by the
 * extractor (rules only); every pair of names of a sentence is an example, labelled with the passage's relations
 * between the two labelled entities the names resolve to (a document's relation may be stated in another sentence
 * of it: the labels are the passage's, as an analyst would review them). Before writing, `--folds=5` (default)
 * measures the rules alone and the rules with the model by cross-validation on the development half only: each
 * fold's passages are read with a model trained on the other folds. The test half is never read here.
 */
import { writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { normaliseName } from '../../recognise.ts';
import { extract } from '../extract.ts';
import { CLASSES, type PairModel, pairFeatures, pairsOf, type SentenceView } from '../relation-model.ts';
import { formatJson } from './format-json.ts';
import { loadLabels, loadTexts } from './news-set.ts';
import { precision, recall, score, type Tally } from './score.ts';
import type { LabelledPassage } from './types.ts';

type Example = { feats: string[]; gold: boolean[] };

const key = (name: string) => normaliseName(name).replace(/^the /, '');

/** Every pair of names of a passage's sentences, with the classes its labels give the pair. */
export function examplesOf(p: LabelledPassage): Example[] {
  const views: SentenceView[] = [];
  const found = extract(p.text, new Set(), () => false, undefined, { model: null, collect: (v) => views.push(v) });
  const gold = new Map<string, string>();
  for (const e of [...p.people, ...p.organizations])
    for (const n of [e.name, ...(e.aliases ?? [])]) gold.set(key(n), e.name);
  const entityOf = new Map<string, string>();
  for (const e of found.entities) {
    const hit = [e.name, ...e.aliases].map((n) => gold.get(key(n))).find(Boolean);
    if (hit) entityOf.set(e.name, hit);
  }
  const labelled = new Set(p.relations.map((r) => `${r.type}|${r.from}|${r.to}`));
  const out: Example[] = [];
  for (const view of views)
    for (const [a, b] of pairsOf(view)) {
      const ma = view.mentions[a];
      const mb = view.mentions[b];
      if (!ma || !mb) continue;
      const ga = entityOf.get(ma.name);
      const gb = entityOf.get(mb.name);
      const has = (type: string, from?: string, to?: string) =>
        from !== undefined && to !== undefined && labelled.has(`${type}|${from}|${to}`);
      const [person, org] = ma.kind === 'person' ? [ga, gb] : [gb, ga];
      const orgs = ma.kind === 'organization' && mb.kind === 'organization';
      const labels = CLASSES.map((c) => {
        if (c === 'role' || c === 'founder' || c === 'board') return !orgs && has(c, person, org);
        if (!orgs) return false;
        const type = c.slice(0, -1);
        return c.endsWith('>') ? has(type, ga, gb) : has(type, gb, ga);
      });
      out.push({ feats: pairFeatures(view, a, b), gold: labels });
    }
  return out;
}

/** One averaged perceptron per class (one-vs-rest), over examples in a fixed shuffled order. */
export function train(examples: Example[], epochs = 20, seed = 11): PairModel {
  const n = CLASSES.length;
  const w = new Map<string, Float64Array>();
  const total = new Map<string, Float64Array>();
  const stamp = new Map<string, Float64Array>();
  let clock = 0;
  const get = (m: Map<string, Float64Array>, f: string) => {
    let v = m.get(f);
    if (!v) {
      v = new Float64Array(n);
      m.set(f, v);
    }
    return v;
  };
  const bump = (f: string, k: number, v: number) => {
    const wf = get(w, f);
    const tf = get(total, f);
    const sf = get(stamp, f);
    tf[k] = (tf[k] as number) + (clock - (sf[k] as number)) * (wf[k] as number);
    sf[k] = clock;
    wf[k] = (wf[k] as number) + v;
  };
  let state = seed;
  const random = () => {
    state = (state * 1103515245 + 12345) % 2147483648;
    return state / 2147483648;
  };
  const order = examples.map((_, i) => i);
  for (let e = 0; e < epochs; e++) {
    for (let i = order.length - 1; i > 0; i--) {
      const j = Math.floor(random() * (i + 1));
      [order[i], order[j]] = [order[j] as number, order[i] as number];
    }
    for (const i of order) {
      const ex = examples[i] as Example;
      clock++;
      for (let k = 0; k < n; k++) {
        let s = 0;
        for (const f of ex.feats) s += w.get(f)?.[k] ?? 0;
        const want = ex.gold[k] ? 1 : -1;
        if (s * want <= 0) for (const f of ex.feats) bump(f, k, want);
      }
    }
  }
  const weights = new Map<string, number[]>();
  for (const [f, wf] of w) {
    const tf = total.get(f) as Float64Array;
    const sf = stamp.get(f) as Float64Array;
    const avg = Array.from(wf, (v, k) => {
      const t = (tf[k] as number) + (clock - (sf[k] as number)) * v;
      return Math.round((t / clock) * 1000) / 1000;
    });
    if (avg.some((v) => v !== 0)) weights.set(f, avg);
  }
  return { weights, thresholds: CLASSES.map(() => 0) };
}

const fmt = (t: Tally) => `P ${precision(t).toFixed(3)} R ${recall(t).toFixed(3)} (tp ${t.tp} fp ${t.fp} fn ${t.fn})`;

function main() {
  const args = process.argv.slice(2);
  const option = (name: string) => args.find((a) => a.startsWith(`--${name}=`))?.split('=')[1];
  const folds = Number(option('folds') ?? 5);
  const margin = Number(option('threshold') ?? 10);
  const dev = loadTexts(loadLabels()).passages.filter((p) => p.split === 'dev');
  console.log(`Development half: ${dev.length} passages`);
  const examples = new Map(dev.map((p) => [p.id, examplesOf(p)]));
  const rules = score(dev, (t) => extract(t, new Set(), () => false, undefined, { model: null }));
  console.log(`rules alone            relations ${fmt(rules.relations)}`);
  if (folds > 1) {
    const tally: Tally = { tp: 0, fp: 0, fn: 0 };
    const byType = new Map<string, { extra: number; missed: number; gold: number }>();
    const count = (type: string, what: 'extra' | 'missed' | 'gold') => {
      const t = byType.get(type) ?? { extra: 0, missed: 0, gold: 0 };
      t[what]++;
      byType.set(type, t);
    };
    for (let k = 0; k < folds; k++) {
      const held = dev.filter((_, i) => i % folds === k);
      const model = train(dev.filter((_, i) => i % folds !== k).flatMap((p) => examples.get(p.id) ?? []));
      model.thresholds = CLASSES.map(() => margin);
      const s = score(held, (t) => extract(t, new Set(), () => false, undefined, { model }));
      tally.tp += s.relations.tp;
      tally.fp += s.relations.fp;
      tally.fn += s.relations.fn;
      for (const p of held) for (const r of p.relations) count(r.type, 'gold');
      if (args.includes('--errors'))
        for (const e of s.errors.filter((x) => x.includes(' relation '))) console.log(`  ${e}`);
      for (const e of s.errors) {
        const m = / (extra|missed) relation (\w+) /.exec(e);
        if (m) count(m[2] as string, m[1] as 'extra' | 'missed');
      }
    }
    for (const [type, t] of byType)
      console.log(`  ${type.padEnd(9)} gold ${t.gold} found ${t.gold - t.missed} extra ${t.extra}`);
    console.log(`rules + model (${folds}-fold) relations ${fmt(tally)}`);
  }
  if (args.includes('--write')) {
    const model = train(dev.flatMap((p) => examples.get(p.id) ?? []));
    const file = fileURLToPath(new URL('../relation-weights.json', import.meta.url));
    writeFileSync(
      file,
      `${JSON.stringify({ thresholds: CLASSES.map(() => margin), weights: Object.fromEntries(model.weights) })}\n`,
    );
    formatJson(file);
    console.log(`wrote ${model.weights.size} features to ${file}`);
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) main();
