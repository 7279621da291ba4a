/**
 * Cross-validation of the pair reader on the development half, fast enough to calibrate its thresholds: each passage
 * is read once by the rules (collecting its sentences), each fold's reader scores the held-out passages' pairs once,
 * and any set of per-class thresholds is then tallied without reading the text again. The tally is score.ts's: a
 * relation is its type and the labelled entities its names resolve to; the reader's relations join the rules'.
 */
import { normaliseName } from '../../recognise.ts';
import { extract } from '../extract.ts';
import {
  CLASSES,
  noDealIn,
  pairFeatures,
  pairRelation,
  pairScores,
  pairsOf,
  type SentenceView,
} from '../relation-model.ts';
import { type Example, train } from './pair-training.ts';
import { precision, recall, type Tally } from './score.ts';
import type { LabelledPassage } from './types.ts';

/** A pair of names of a sentence: its features and, per class, the relation it would give (by labelled entities). */
type Pair = { feats: string[]; ids: (string | null)[] };
export type Read = { id: string; gold: Set<string>; rules: Set<string>; pairs: Pair[]; examples: Example[] };

const key = (name: string) => normaliseName(name).replace(/^the /, '');

/** One passage read by the rules: its labels, the rules' relations, its pairs as examples and as candidates. */
export function readPassage(
  p: LabelledPassage,
  features: (view: SentenceView, a: number, b: number) => string[] = pairFeatures,
): Read {
  const views: SentenceView[] = [];
  const found = extract(p.text, new Set(), () => false, undefined, { model: null, collect: (v) => views.push(v) });
  const goldName = new Map<string, string>();
  for (const e of [...p.people, ...p.organizations])
    for (const n of [e.name, ...(e.aliases ?? [])]) goldName.set(key(n), e.name);
  const entityOf = new Map<string, string>();
  for (const e of found.entities) {
    const hit = [e.name, ...e.aliases].map((n) => goldName.get(key(n))).find(Boolean);
    if (hit) entityOf.set(e.name, hit);
  }
  const id = (type: string, from: string, to: string) =>
    `${type}|${entityOf.get(from) ?? null}|${entityOf.get(to) ?? null}`;
  const gold = new Set(p.relations.map((r) => `${r.type}|${r.from}|${r.to}`));
  const rules = new Set(found.relations.map((r) => id(r.type, r.from, r.to)));
  const pairs: Pair[] = [];
  const examples: Example[] = [];
  for (const view of views) {
    const noDeal = noDealIn(view);
    for (const [a, b] of pairsOf(view)) {
      const feats = features(view, a, b);
      const ids = CLASSES.map((_, k) => {
        const r = pairRelation(view, a, b, k, noDeal);
        return r ? id(r.type, r.from, r.to) : null;
      });
      pairs.push({ feats, ids });
      const ma = view.mentions[a];
      const mb = view.mentions[b];
      if (!ma || !mb) continue;
      const ga = entityOf.get(ma.name);
      const gb = entityOf.get(mb.name);
      const orgs = ma.kind === 'organization' && mb.kind === 'organization';
      const [person, org] = ma.kind === 'person' ? [ga, gb] : [gb, ga];
      const has = (type: string, from?: string, to?: string) =>
        from !== undefined && to !== undefined && gold.has(`${type}|${from}|${to}`);
      examples.push({
        feats,
        gold: CLASSES.map((c) => {
          if (c === 'role' || c === 'founder' || c === 'board') return !orgs && has(c, person, org);
          if (!orgs) return false;
          return c.endsWith('>') ? has(c.slice(0, -1), ga, gb) : has(c.slice(0, -1), gb, ga);
        }),
      });
    }
  }
  return { id: p.id, gold, rules, pairs, examples };
}

/** Each held-out pair's scores under cross-validation: `foldOf` gives a passage's fold (by default index modulo folds). */
export function crossScores(
  reads: Read[],
  folds: number,
  foldOf: (r: Read, i: number) => number = (_, i) => i % folds,
): Float64Array[][] {
  const out: Float64Array[][] = reads.map(() => []);
  for (let k = 0; k < folds; k++) {
    const model = train(reads.filter((r, i) => foldOf(r, i) !== k).flatMap((r) => r.examples));
    reads.forEach((r, i) => {
      if (foldOf(r, i) === k) out[i] = r.pairs.map((p) => Float64Array.from(pairScores(model.weights, p.feats)));
    });
  }
  return out;
}

/** The tally of the rules with the reader's relations over `thresholds` (null: the rules alone). */
export function tallyAt(reads: Read[], scores: Float64Array[][], thresholds: number[] | null): Tally {
  const t: Tally = { tp: 0, fp: 0, fn: 0 };
  reads.forEach((r, i) => {
    const predicted = new Set(r.rules);
    if (thresholds)
      r.pairs.forEach((p, j) => {
        const s = scores[i]?.[j];
        if (!s) return;
        p.ids.forEach((id, k) => {
          if (id !== null && (s[k] as number) > (thresholds[k] as number)) predicted.add(id);
        });
      });
    for (const id of predicted)
      if (r.gold.has(id)) t.tp++;
      else t.fp++;
    for (const id of r.gold) if (!predicted.has(id)) t.fn++;
  });
  return t;
}

/** One threshold for every class: the lowest whose whole holds precision `target` (the most found), from a sweep. */
export function sweep(reads: Read[], scores: Float64Array[][], target: number, from = 0, to = 60, step = 0.5) {
  let best = { threshold: Number.POSITIVE_INFINITY, tally: tallyAt(reads, scores, null) };
  for (let v = to; v >= from; v -= step) {
    const t = tallyAt(
      reads,
      scores,
      CLASSES.map(() => v),
    );
    if (precision(t) >= target && t.tp > best.tally.tp) best = { threshold: v, tally: t };
  }
  return best;
}

export const fmt = (t: Tally) =>
  `P ${precision(t).toFixed(3)} R ${recall(t).toFixed(3)} (tp ${t.tp} fp ${t.fp} fn ${t.fn})`;
