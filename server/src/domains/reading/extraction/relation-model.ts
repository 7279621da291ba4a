import { existsSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { Placed } from './relation-parts.ts';
import { BLOCKED } from './relations-news.ts';
import type { Mention, Relation } from './types.ts';

/**
 * A learned reader of relations between two names of one sentence (issue 34 item 2, "where rules plateau"): for
 * every pair of mentions of a sentence (a person and an organization, or two organizations) it reads the words
 * between and around them, as the rules see them (other names as placeholders), and scores each relation type with
 * its own averaged perceptron (one-vs-rest, so a founder can also be the chief executive). It adds to the rules'
 * relations; it never removes one. Trained on the real-news development half by eval/train-relations.ts; the
 * weights are relation-weights.json. Inference is a few map lookups per pair and feature; a sentence with more
 * than MAX_MENTIONS names is left to the rules, so time stays linear in the text.
 */

/** Classes: a person's relation to an organization, or between two organizations (">": the first named is `from`). */
export const CLASSES = ['role', 'founder', 'board', 'investor>', 'investor<', 'acquired>', 'acquired<'] as const;
export type PairClass = (typeof CLASSES)[number];
export type PairWeights = Map<string, Float64Array | number[]>;
export type PairModel = { weights: PairWeights; thresholds: number[] };

/** A sentence as the relation rules read it: placeholders for its mentions, where each one is in the template. */
export type SentenceView = { template: string; mentions: Placed[]; at: number[]; ends: number[]; evidence: Mention };

const MAX_MENTIONS = 24;
/** Under the tests every pair's scores are checked against its written features' (read once: `process.env` is slow). */
const CHECK_SCORES = Boolean(process.env.VITEST);

const MAX_BETWEEN = 30;
const TOKEN = /⟦[PO]\d+⟧|[\p{L}\p{N}][\p{L}\p{N}’'&.-]*|[^\s\p{L}\p{N}]/gu;
/** Words kept as themselves in a pair's skeleton; every other word is "w". */
const SKELETON_WORDS = new Set(
  `of at for in by from with to as and or the a an its his her their who which that is was has had been will be
   said says named appointed joined led backed founded co-founded acquired bought owns owned invested raised
   chairman chair ceo president director founder co-founder partner head chief executive officer board member
   unit subsidiary parent stake shares investors investor round funding series including such also former new`
    .split(/\s+/)
    .filter(Boolean),
);

/** Nouns of a post: their presence between two names is a cue whatever the post's other words. */
const ROLE_NOUNS = new Set(
  `chief ceo cfo cto coo president chairman chairwoman chair chairperson founder co-founder cofounder director
   managing partner head executive officer md manager editor publisher dean provost professor governor mayor
   secretary minister treasurer commissioner chancellor rector principal vice deputy general advisor adviser
   member trustee board founders chairs directors partners`
    .split(/\s+/)
    .filter(Boolean),
);
/** Verbs that state a relation (a post, a founding, a deal, money). */
const VERBS = new Set(
  `named appointed appoints names elected joined joins join hired leads led heads headed runs ran chairs chaired
   founded co-founded started launched established set acquired acquires acquire bought buys buy purchased merged
   owns owned controls controlled invested invests backed raised raises funded secured sold sells sell took takes
   succeed succeeds replace replaces replacing succeeding served serves serve became becomes is was will`
    .split(/\s+/)
    .filter(Boolean),
);

/** A deal not (yet) made: talks, a proposal, a plan, a bid. */
const NOT_YET =
  /\b(?:talks|proposal|proposed|proposes|plans? to|planning to|considering|considers|seeking|seeks|bid|bids|offer to|would|could|might|may)\b/i;

const bucket = (n: number) => (n <= 2 ? String(n) : n <= 5 ? '3-5' : n <= 10 ? '6-10' : n <= 20 ? '11-20' : '>20');

/** A sentence's words once, and where each mention's placeholder is among them (read once per sentence, not per pair). */
type Read = { words: string[]; index: number[]; skeleton: string[] };
const READ = new WeakMap<SentenceView, Read>();
function read(view: SentenceView): Read {
  let r = READ.get(view);
  if (r) return r;
  const out: string[] = [];
  const index: number[] = [];
  let m = 0;
  for (const t of view.template.matchAll(TOKEN)) {
    if (t[0].startsWith('⟦')) {
      // The placeholders are the mentions, in order.
      index[m++] = out.length;
      out.push(t[0][1] === 'P' ? '⟦P⟧' : '⟦O⟧');
    } else out.push(t[0].toLowerCase());
  }
  // Each word as a pair's skeleton shows it: itself, or "w" for a word that is no placeholder, cue or punctuation.
  const skeleton = out.map((w) => (w.startsWith('⟦') || SKELETON_WORDS.has(w) || !/\p{L}/u.test(w) ? w : 'w'));
  r = { words: out, index, skeleton };
  READ.set(view, r);
  return r;
}

/**
 * A feature as two parts, `prefix` and `rest`, whose concatenation is the feature: `prefix` is `<t>|<name>=`
 * (the feature up to its first "="), or the whole feature when it has none (then `rest` is empty).
 */
type Emit = (prefix: string, rest: string) => void;

/** Each kind of pair's prefixes, written once (the same string every time: its hash is kept). */
type Prefixes = Record<(typeof PREFIX_NAMES)[number], string> & { t: string; far: string };
const PREFIX_NAMES = [
  'n',
  'names',
  'people',
  'pa',
  'pa2',
  'nb',
  'nb2',
  'b1',
  'bl',
  'role',
  'roleat',
  'commas',
  'paren',
  'verb',
  'v',
  'b2',
  'bl2',
  'bw',
  'sk',
] as const;
const PREFIXES = new Map<string, Prefixes>();
function prefixesOf(t: string): Prefixes {
  let p = PREFIXES.get(t);
  if (!p) {
    p = { t, far: `${t}|far` } as Prefixes;
    for (const name of PREFIX_NAMES) p[name] = `${t}|${name}=`;
    PREFIXES.set(t, p);
  }
  return p;
}
const bool = (b: boolean) => (b ? 'true' : 'false');

/** Visits the features of the pair (a, b), a named before b in the sentence, in order. */
function visitPairFeatures(view: SentenceView, a: number, b: number, emit: Emit): void {
  const ma = view.mentions[a] as Placed;
  const mb = view.mentions[b] as Placed;
  const p = prefixesOf(
    ma.kind === 'person' ? (mb.kind === 'person' ? 'PP' : 'PO') : mb.kind === 'person' ? 'OP' : 'OO',
  );
  const { words: all, index, skeleton: skeletonOf } = read(view);
  const ia = index[a] as number;
  const ib = index[b] as number;
  const between = all.slice(ia + 1, ib);
  const before = all.slice(Math.max(0, ia - 2), ia);
  const after = all.slice(ib + 1, ib + 3);
  emit(p.t, '');
  emit(p.n, bucket(between.length));
  let names = 0;
  for (const w of between) if (w.startsWith('⟦')) names += 1;
  emit(p.names, bucket(names));
  emit(p.people, bool(between.includes('⟦P⟧')));
  emit(p.pa, before.at(-1) ?? '^');
  emit(p.pa2, before.join(' ') || '^');
  emit(p.nb, after[0] ?? '$');
  emit(p.nb2, after.join(' ') || '$');
  if (between.length > MAX_BETWEEN) {
    emit(p.far, '');
    return;
  }
  emit(p.b1, between[0] ?? '');
  emit(p.bl, between.at(-1) ?? '');
  // Coarse cues that generalise across wordings: a role's noun between, which side is nearest, punctuation.
  const roles = between.filter((w) => ROLE_NOUNS.has(w));
  const role = bool(roles.length > 0);
  emit(p.role, role);
  emit(p.role, `${role}|names=${bool(names > 0)}`);
  if (roles.length)
    emit(
      p.roleat,
      between.indexOf(roles[0] as string) === 0
        ? 'first'
        : between.lastIndexOf(roles.at(-1) as string) === between.length - 2
          ? 'beforelast'
          : 'mid',
    );
  let commas = 0;
  for (const w of between) if (w === ',') commas += 1;
  emit(p.commas, bucket(commas));
  emit(p.paren, bool(between.includes('(')));
  emit(p.verb, bool(between.some((w) => VERBS.has(w))));
  for (const w of between) if (VERBS.has(w)) emit(p.v, w);
  emit(p.n, `${bucket(between.length)}|names=${bool(names > 0)}|role=${role}`);
  emit(p.b2, between.slice(0, 2).join(' '));
  emit(p.bl2, between.slice(-2).join(' '));
  for (const w of new Set(between)) emit(p.bw, w);
  const skeleton = skeletonOf.slice(ia + 1, ib);
  // Runs of "w" fold to one: "chief executive of" and "general manager of" share "w of".
  const folded = skeleton.filter((w, i) => !(w === 'w' && skeleton[i - 1] === 'w'));
  if (folded.length <= 8) emit(p.sk, folded.join(' '));
}

/** The features of the pair (a, b), a named before b in the sentence. */
export function pairFeatures(view: SentenceView, a: number, b: number): string[] {
  const f: string[] = [];
  visitPairFeatures(view, a, b, (prefix, rest) => f.push(prefix + rest));
  return f;
}

/** Each class's score for a pair's features. */
export function pairScores(weights: PairWeights, feats: string[]): number[] {
  const out = CLASSES.map(() => 0);
  for (const f of feats) {
    const w = weights.get(f);
    if (w) for (let k = 0; k < out.length; k++) out[k] = (out[k] as number) + (w[k] as number);
  }
  return out;
}

/** A model's weights by a feature's two parts (`Emit`): a pair is scored without writing its features. */
type ByParts = Map<string, Map<string, Float64Array | number[]>>;
const BY_PARTS = new WeakMap<PairWeights, ByParts>();
function byParts(weights: PairWeights): ByParts {
  let index = BY_PARTS.get(weights);
  if (index) return index;
  index = new Map();
  for (const [feature, w] of weights) {
    const eq = feature.indexOf('=');
    const prefix = eq < 0 ? feature : feature.slice(0, eq + 1);
    let rests = index.get(prefix);
    if (!rests) {
      rests = new Map();
      index.set(prefix, rests);
    }
    rests.set(eq < 0 ? '' : feature.slice(eq + 1), w);
  }
  BY_PARTS.set(weights, index);
  return index;
}

/**
 * `pairScores(weights, pairFeatures(view, a, b))` without writing the features: each is looked up by its two parts,
 * in the same order, so the sums are the same numbers. Under the tests every score is checked against that.
 */
export function pairScoresOf(weights: PairWeights, view: SentenceView, a: number, b: number): number[] {
  const index = byParts(weights);
  const out = CLASSES.map(() => 0);
  visitPairFeatures(view, a, b, (prefix, rest) => {
    const w = index.get(prefix)?.get(rest);
    if (w) for (let k = 0; k < out.length; k++) out[k] = (out[k] as number) + (w[k] as number);
  });
  if (CHECK_SCORES) {
    const slow = pairScores(weights, pairFeatures(view, a, b));
    if (slow.some((v, k) => !Object.is(v, out[k])))
      throw new Error(`The pair reader's scores differ: ${slow.join(',')} against ${out.join(',')}.`);
  }
  return out;
}

/** The pairs a sentence's relations may join: a person and an organization, or two organizations, a before b. */
export function pairsOf(view: SentenceView): [number, number][] {
  const out: [number, number][] = [];
  const n = view.mentions.length;
  if (n < 2 || n > MAX_MENTIONS) return out;
  for (let a = 0; a < n; a++)
    for (let b = a + 1; b < n; b++) {
      const ka = (view.mentions[a] as Placed).kind;
      const kb = (view.mentions[b] as Placed).kind;
      if (ka === 'person' && kb === 'person') continue;
      if ((view.mentions[a] as Placed).name === (view.mentions[b] as Placed).name) continue;
      out.push([a, b]);
    }
  return out;
}

/** Whether a sentence speaks of a deal blocked, called off or only talked about: no deal between two organizations. */
export const noDealIn = (view: SentenceView) => BLOCKED.test(view.template) || NOT_YET.test(view.template);

/** The relation class k gives the pair (a, b), a named before b; none where the class cannot join the two. */
export function pairRelation(view: SentenceView, a: number, b: number, k: number, noDeal: boolean): Relation | null {
  const ma = view.mentions[a] as Placed;
  const mb = view.mentions[b] as Placed;
  const c = CLASSES[k] as PairClass;
  const orgs = ma.kind === 'organization' && mb.kind === 'organization';
  if (k <= 2) {
    if (orgs) return null;
    const [person, org] = ma.kind === 'person' ? [ma, mb] : [mb, ma];
    return { type: c as 'role' | 'founder' | 'board', from: person.name, to: org.name, evidence: view.evidence };
  }
  if (!orgs || noDeal) return null;
  const [from, to] = c.endsWith('>') ? [ma, mb] : [mb, ma];
  return { type: c.slice(0, -1) as 'investor' | 'acquired', from: from.name, to: to.name, evidence: view.evidence };
}

/** The relations the model reads in one sentence: each class over its threshold, in the class's direction. */
export function modelRelations(model: PairModel, view: SentenceView): Relation[] {
  const out: Relation[] = [];
  // A deal blocked, called off or only talked about is no relation: the rules' guards hold for the model too.
  const noDeal = noDealIn(view);
  for (const [a, b] of pairsOf(view)) {
    const s = pairScoresOf(model.weights, view, a, b);
    for (let k = 0; k < CLASSES.length; k++) {
      if ((s[k] as number) <= (model.thresholds[k] as number)) continue;
      const r = pairRelation(view, a, b, k, noDeal);
      if (r) out.push(r);
    }
  }
  return out;
}

const WEIGHTS_FILE = fileURLToPath(new URL('./relation-weights.json', import.meta.url));

export function loadPairModel(json: { thresholds: number[]; weights: Record<string, number[]> }): PairModel {
  return { thresholds: json.thresholds, weights: new Map(Object.entries(json.weights)) };
}

/** The committed model (written by eval/train-relations.ts --write), read once when the module loads. */
export const RELATION_MODEL: PairModel | null = existsSync(WEIGHTS_FILE)
  ? loadPairModel(JSON.parse(readFileSync(WEIGHTS_FILE, 'utf8')))
  : null;
