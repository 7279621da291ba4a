/**
 * `npm run train:verifier`: trains the entity verifier (verifier.ts) and measures it by 5-fold cross-validation on
 * the real-news development passages only (the test halves are never read here). Stacking is done honestly: each
 * fold's passages are read by the extractor with a tagger trained on the other folds, and every entity it returns
 * is labelled right or wrong as eval/score.ts counts it; the verifier of fold k learns from the other folds' such
 * entities and scores fold k's. The sweep prints people and organizations at several thresholds; `--person=T
 * --organization=T` reads the extractor once more with those thresholds (relations included); `--write` trains on
 * every fold's entities and writes verifier-weights.json with the thresholds given.
 */
import { writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { normaliseName } from '../../recognise.ts';
import type { Kind } from '../classify.ts';
import { extract } from '../extract.ts';
import type { Weights } from '../tagger.ts';
import type { TaggerModel } from '../tagger-pieces.ts';
import type { Entity } from '../types.ts';
import { verifierScore } from '../verifier.ts';
import { PLACES } from './extractors.ts';
import { formatJson } from './format-json.ts';
import { loadLabels, loadTexts } from './news-set.ts';
import { addTally, precision, recall, type Scores, score, sumScores, type Tally } from './score.ts';
import { seededShuffle } from './shuffle.ts';
import { examplesOf, train } from './train-tagger.ts';
import type { LabelledPassage } from './types.ts';

/** One entity the extractor returned, with its features and whether the scorer counts it right. */
export type Candidate = {
  fold: number;
  kind: Kind;
  features: string[];
  right: boolean;
  /** Wrong, and named as an entity of the other kind. */
  otherKind: boolean;
  /** Wrong, and a second suggestion of an entity found already. */
  again: boolean;
  /** Wrong, and a labelled name of its kind holds it or is held by it (a boundary). */
  boundary: boolean;
};

const key = (name: string) => normaliseName(name).replace(/^the /, '');

/** The entities of one extraction labelled as eval/score.ts counts them (a second hit of one entity is wrong). */
export function labelled(p: LabelledPassage, entities: Entity[], featuresOf: Map<Entity, string[]>, fold: number) {
  const out: Candidate[] = [];
  const keysOf = (gold: LabelledPassage['people']) => {
    const byKey = new Map<string, string>();
    for (const g of gold) for (const n of [g.name, ...(g.aliases ?? [])]) byKey.set(key(n), g.name);
    return byKey;
  };
  for (const kind of ['person', 'organization'] as const) {
    const byKey = keysOf(kind === 'person' ? p.people : p.organizations);
    const otherKeys = keysOf(kind === 'person' ? p.organizations : p.people);
    const found = new Set<string>();
    for (const e of entities.filter((x) => x.kind === kind)) {
      const hit = [e.name, ...e.aliases].map((n) => byKey.get(key(n))).find(Boolean);
      const right = !!hit && !found.has(hit);
      if (hit) found.add(hit);
      const otherKind = !hit && [e.name, ...e.aliases].some((n) => otherKeys.has(key(n)));
      const mine = ` ${key(e.name)} `;
      const boundary =
        !hit && !otherKind && [...byKey.keys()].some((g) => mine.includes(` ${g} `) || ` ${g} `.includes(mine));
      out.push({ fold, kind, features: featuresOf.get(e) ?? [], right, otherKind, again: !!hit && !right, boundary });
    }
  }
  return out;
}

/** A binary averaged perceptron (right +1, wrong −1) over the candidates' features. */
export function trainVerifier(
  candidates: Candidate[],
  epochs = 10,
  label: (c: Candidate) => boolean = (c) => c.right,
  seed = 11,
): Map<string, number> {
  const w = new Map<string, number>();
  const total = new Map<string, number>();
  const stamp = new Map<string, number>();
  let clock = 0;
  const bump = (f: string, v: number) => {
    const wf = w.get(f) ?? 0;
    total.set(f, (total.get(f) ?? 0) + (clock - (stamp.get(f) ?? 0)) * wf);
    stamp.set(f, clock);
    w.set(f, wf + v);
  };
  const shuffle = seededShuffle(seed);
  const order = candidates.map((_, i) => i);
  for (let epoch = 0; epoch < epochs; epoch++) {
    shuffle(order);
    for (const idx of order) {
      clock++;
      const c = candidates[idx] as Candidate;
      const y = label(c) ? 1 : -1;
      if (y * verifierScore(w, c.features) <= 0) for (const f of c.features) bump(f, y);
    }
  }
  const out = new Map<string, number>();
  for (const [f, wf] of w) out.set(f, ((total.get(f) ?? 0) + (clock - (stamp.get(f) ?? 0)) * wf) / clock);
  return out;
}

/** Logistic regression by stochastic gradient with an L2 penalty (the alternative to the perceptron, `--model=lr`). */
export function trainLogistic(
  candidates: Candidate[],
  epochs = 15,
  rate = 0.1,
  l2 = 1e-4,
  seed = 11,
): Map<string, number> {
  const w = new Map<string, number>();
  const shuffle = seededShuffle(seed);
  const order = candidates.map((_, i) => i);
  for (let epoch = 0; epoch < epochs; epoch++) {
    shuffle(order);
    const step = rate / (1 + epoch);
    for (const idx of order) {
      const c = candidates[idx] as Candidate;
      const p = 1 / (1 + Math.exp(-verifierScore(w, c.features)));
      const g = (c.right ? 1 : 0) - p;
      for (const f of c.features) {
        const wf = w.get(f) ?? 0;
        w.set(f, wf + step * (g - l2 * wf));
      }
    }
  }
  return w;
}

const TAGGER_MARGINS = { verdict: 8, verdictOne: 15, verdictOnePerson: 30 };
const fmt = (t: Tally) => `P ${precision(t).toFixed(3)} R ${recall(t).toFixed(3)} (tp ${t.tp} fp ${t.fp} fn ${t.fn})`;
const f1 = (t: Tally) => (2 * precision(t) * recall(t)) / (precision(t) + recall(t));

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  const args = process.argv.slice(2);
  const option = (name: string) => args.find((a) => a.startsWith(`--${name}=`))?.split('=')[1];
  const folds = Number(option('folds') ?? 5);
  const epochs = Number(option('epochs') ?? 10);
  // Feature groups left out (an ablation): "--drop=f,l,pre,post" leaves out the first and last words and the words around.
  const drop = (option('drop') ?? '').split(',').filter(Boolean);
  const kept = (f: string) => !drop.some((d) => f.slice(1).startsWith(d));
  const learn = (cs: Candidate[]) =>
    option('model') === 'lr' ? trainLogistic(cs, Number(option('epochs') ?? 15)) : trainVerifier(cs, epochs);
  const dev = loadTexts(loadLabels()).passages.filter((p) => p.split === 'dev');
  if (dev.length < 40) throw new Error(`only ${dev.length} development texts: run npm run eval:news:fetch first`);
  const examples = new Map(dev.map((p) => [p.id, examplesOf(p)]));
  const taggers: Weights[] = [];
  const candidates: Candidate[] = [];
  const gold = { person: 0, organization: 0 };
  const goldIn = { person: Array<number>(folds).fill(0), organization: Array<number>(folds).fill(0) };
  for (let k = 0; k < folds; k++) {
    const rest = dev.filter((_, i) => i % folds !== k);
    const weights = train(rest.flatMap((p) => examples.get(p.id) ?? []));
    taggers.push(weights);
    for (const p of dev.filter((_, i) => i % folds === k)) {
      const featuresOf = new Map<Entity, string[]>();
      const tagger: TaggerModel = {
        weights,
        ...TAGGER_MARGINS,
        verifier: {
          weights: new Map(),
          threshold: { person: Number.NEGATIVE_INFINITY, organization: Number.NEGATIVE_INFINITY },
          trace: (e, features) => featuresOf.set(e, features),
        },
      };
      const r = extract(p.text, PLACES, () => false, tagger);
      for (const [e, f] of featuresOf) featuresOf.set(e, f.filter(kept));
      candidates.push(...labelled(p, r.entities, featuresOf, k));
      gold.person += p.people.length;
      gold.organization += p.organizations.length;
      goldIn.person[k] = (goldIn.person[k] as number) + p.people.length;
      goldIn.organization[k] = (goldIn.organization[k] as number) + p.organizations.length;
    }
  }
  // Out-of-fold verifier scores of every candidate.
  const scored = candidates.map((c) => ({ ...c, score: 0 }));
  const verifiers: Map<string, number>[] = [];
  for (let k = 0; k < folds; k++) {
    const v = learn(candidates.filter((c) => c.fold !== k));
    verifiers.push(v);
    for (const c of scored) if (c.fold === k) c.score = verifierScore(v, c.features);
  }
  console.log(`${dev.length} development passages, ${candidates.length} entities returned (5-fold tagger)`);
  for (const kind of ['person', 'organization'] as const) {
    const mine = scored.filter((c) => c.kind === kind).sort((a, b) => a.score - b.score);
    const at = (t: number): Tally => {
      const kept = mine.filter((c) => c.score >= t);
      const tp = kept.filter((c) => c.right).length;
      return { tp, fp: kept.length - tp, fn: gold[kind] - tp };
    };
    console.log(
      `== ${kind}: no verifier ${fmt(at(Number.NEGATIVE_INFINITY))}, wrong: of the other kind ${mine.filter((c) => c.otherKind).length}, again ${mine.filter((c) => c.again).length}, boundary ${mine.filter((c) => c.boundary).length}`,
    );
    // Thresholds at which the lowest-scored 1 %, 2 %, … of this kind's entities are rejected.
    for (const share of [0.01, 0.02, 0.03, 0.04, 0.05, 0.07, 0.1, 0.15]) {
      const t = (mine[Math.floor(share * mine.length)] as { score: number }).score;
      console.log(
        `   reject ${String(share * 100).padStart(2)} %, threshold ${t.toFixed(3)}  ${fmt(at(t))}  F ${f1(at(t)).toFixed(3)}`,
      );
    }
    // The threshold chosen honestly too: for each fold, the share (0 to 5 %) with the best F on the other folds' scores,
    // applied to that fold's (so the figure does not rest on a threshold chosen on the entities it counts).
    let nested: Tally = { tp: 0, fp: 0, fn: 0 };
    const chosen: string[] = [];
    for (let k = 0; k < folds; k++) {
      const others = mine.filter((c) => c.fold !== k);
      const tallyOf = (cs: typeof mine, t: number, g: number): Tally => {
        const tp = cs.filter((c) => c.score >= t && c.right).length;
        return { tp, fp: cs.filter((c) => c.score >= t).length - tp, fn: g - tp };
      };
      let best = { t: Number.NEGATIVE_INFINITY, f: -1 };
      for (let share = 0; share <= 0.05; share += 0.0025) {
        const t = share === 0 ? Number.NEGATIVE_INFINITY : (others[Math.floor(share * others.length)]?.score ?? 0);
        const f = f1(tallyOf(others, t, gold[kind] - (goldIn[kind][k] as number)));
        if (f > best.f) best = { t, f };
      }
      chosen.push(best.t.toFixed(2));
      nested = addTally(
        nested,
        tallyOf(
          mine.filter((c) => c.fold === k),
          best.t,
          goldIn[kind][k] as number,
        ),
      );
    }
    console.log(
      `   threshold chosen on the other folds (${chosen.join(', ')}): ${fmt(nested)}  F ${f1(nested).toFixed(3)}`,
    );
  }
  const person = option('person');
  const organization = option('organization');
  if (person !== undefined && organization !== undefined) {
    // "none": that kind is never rejected (written as null).
    const at = (t: string) => (t === 'none' ? Number.NEGATIVE_INFINITY : Number(t));
    const threshold = { person: at(person), organization: at(organization) };
    let total: Scores | null = null;
    for (let k = 0; k < folds; k++) {
      const tagger: TaggerModel = {
        weights: taggers[k] as Weights,
        ...TAGGER_MARGINS,
        verifier: { weights: verifiers[k] as Map<string, number>, threshold },
      };
      const held = dev.filter((_, i) => i % folds === k);
      total = sumScores(
        total,
        score(held, (text) => extract(text, PLACES, () => false, tagger)),
      );
    }
    const s = total as Scores;
    console.log(`== rules + tagger + verifier at ${person} / ${organization} (cross-validated)`);
    console.log(
      `   people        ${fmt(s.people)}\n   organizations ${fmt(s.organizations)}\n   relations     ${fmt(s.relations)}`,
    );
    if (args.includes('--write')) {
      const weights: Record<string, number> = {};
      // Only the features of a kind the verifier may reject ("p…" people, "o…" organizations); "none" is written null.
      const used = (f: string) =>
        (f.startsWith('p') ? threshold.person : threshold.organization) > Number.NEGATIVE_INFINITY;
      for (const [f, v] of learn(candidates))
        if (used(f) && Math.abs(v) >= 0.005) weights[f] = Math.round(v * 100) / 100;
      const file = fileURLToPath(new URL('../verifier-weights.json', import.meta.url));
      const json = (t: number) => (t > Number.NEGATIVE_INFINITY ? t : null);
      const written = { person: json(threshold.person), organization: json(threshold.organization) };
      writeFileSync(file, `${JSON.stringify({ threshold: written, weights })}\n`);
      formatJson(file);
      console.log(`wrote ${Object.keys(weights).length} features to ${file}`);
    }
  }
}
