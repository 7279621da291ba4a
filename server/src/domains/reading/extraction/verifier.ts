import { isNameWord, isTown } from './gazetteers.ts';
import { isCommonWord, isGivenName, isPlace } from './lexicon.ts';
import type { Piece } from './spans.ts';
import { lexical, pieceVerdict, type Weights, wordClass } from './tagger.ts';
import type { Token } from './tokens.ts';
import type { Entity } from './types.ts';

/**
 * A learned verifier of the extractor's names (issue 34, eleventh session): once every mention of a document is
 * resolved to its entity, a linear score over features of the whole entity — what its mentions look like, the
 * words around each of them, whether the rules or the tagger gave its kind, whether a word of it names an entity
 * of the other kind — and an entity that scores under its kind's threshold is not suggested. The document-level
 * view (all mentions at once) is what a token tagger lacks (Krishnan & Manning 2006's second stage, here on
 * entities). Weights and thresholds are written by eval/train-verifier.ts from out-of-fold extractions of the
 * development passages; scoring is a few map lookups per mention.
 */
export type VerifierModel = {
  weights: Map<string, number>;
  threshold: { person: number; organization: number };
  /** Training only: every entity's features and score, before any is rejected. */
  trace?: (entity: Entity, features: string[], score: number) => void;
};

/** One mention as the extractor found it (extract.ts's `Found`, the fields read here). */
export type VerifiedMention = {
  tokens: Token[];
  piece: Piece;
  end: number;
  core: string[];
  strong: boolean;
  learned?: boolean;
  entity: number | null;
};

const bucket = (n: number, top: number) => String(Math.min(n, top));
const around = (t: Token | undefined) => (t ? (t.word ? t.folded : t.text) : 'edge');

/** The features of one entity from all its mentions and the document's other entities' words. */
export function entityFeatures(
  text: string,
  entity: Entity,
  mentions: VerifiedMention[],
  /** Its words that a name of the other kind holds too. */
  otherKindWords: ReadonlySet<string>,
): string[] {
  const k = entity.kind === 'person' ? 'p' : 'o';
  const out = new Set<string>([k, `${k}n=${bucket(mentions.length, 4)}`, `${k}alias=${entity.aliases.length > 0}`]);
  const longest = mentions.reduce((a, b) => (b.core.length > a.core.length ? b : a), mentions[0] as VerifiedMention);
  const words = longest.core;
  out.add(`${k}w=${bucket(words.length, 5)}`);
  out.add(`${k}f=${words[0]}`);
  out.add(`${k}l=${words.at(-1)}`);
  const classes = [];
  for (let i = longest.piece.from; i < longest.piece.to; i++)
    classes.push(wordClass(longest.tokens[i] as Token, lexical(longest.tokens, i)));
  out.add(`${k}cls=${classes.join('').slice(0, 6)}`);
  if (words.length === 1 && isCommonWord(entity.name)) out.add(`${k}common`);
  // What the word lists say of the whole name and of its words: a place, a town, common words, personal names.
  const written = longest.tokens.slice(longest.piece.from, longest.piece.to).filter((t) => t.word && t.cap);
  if (isPlace(entity.name)) out.add(`${k}place`);
  if (isTown(entity.name)) out.add(`${k}town`);
  const share = (n: number) => (n === 0 ? 'none' : n === written.length ? 'all' : 'some');
  out.add(`${k}commonw=${share(written.filter((t) => isCommonWord(t.text)).length)}`);
  out.add(`${k}placew=${share(written.filter((t) => isPlace(t.text)).length)}`);
  out.add(`${k}namew=${share(written.filter((t) => isNameWord(t.text)).length)}`);
  if (written[0] && isGivenName(written[0].text)) out.add(`${k}given`);
  if (/^\p{Lu}{2,}$/u.test(entity.name)) out.add(`${k}caps`);
  if (words.some((w) => otherKindWords.has(w))) out.add(`${k}other`);
  let strong = 0;
  let learned = 0;
  for (const m of mentions) {
    if (m.strong) strong++;
    if (m.learned) learned++;
    if (m.piece.legal) out.add(`${k}legal`);
    if (m.piece.title) out.add(`${k}title`);
    if (m.piece.ofLeft !== null) out.add(`${k}ofLeft`);
    if (m.piece.from === 0) out.add(`${k}first`);
    if (/^[’']s\b/u.test(text.slice(m.end, m.end + 3))) out.add(`${k}poss`);
    out.add(`${k}pre=${around(m.tokens[m.piece.from - 1])}`);
    out.add(`${k}post=${around(m.tokens[m.piece.to])}`);
  }
  out.add(`${k}strong=${strong === mentions.length ? 'all' : strong > 0 ? 'some' : 'none'}`);
  out.add(`${k}learned=${learned === mentions.length ? 'all' : learned > 0 ? 'some' : 'none'}`);
  return [...out];
}

/**
 * What the tagger says of the entity's longest mention, read alone: its kind (or none) and how sure it is, as the
 * rules' strong verdicts never ask it.
 */
function taggerSays(tagger: Weights, mentions: VerifiedMention[], k: string): string[] {
  const m = mentions.reduce((a, b) => (b.core.length > a.core.length ? b : a), mentions[0] as VerifiedMention);
  const v = pieceVerdict(tagger, m.tokens, m.piece.from, m.piece.to);
  if (!v) return [`${k}tag=none`];
  const sure = v.margin >= 15 ? 'high' : v.margin >= 5 ? 'mid' : 'low';
  return [`${k}tag=${v.kind === 'person' ? 'p' : 'o'}`, `${k}tag=${v.kind === 'person' ? 'p' : 'o'}${sure}`];
}

/** The verifier's score of a feature list (the sum of its features' weights). */
export function verifierScore(weights: ReadonlyMap<string, number>, features: string[]): number {
  let s = 0;
  for (const f of features) s += weights.get(f) ?? 0;
  return s;
}

/**
 * Empties the mentions of every entity the verifier rejects (so neither it nor its relations are returned).
 * `found` are the document's mentions with their entity after every join.
 */
export function rejectUnverified(
  text: string,
  entities: Entity[],
  found: VerifiedMention[],
  model: VerifierModel,
  tagger: Weights,
): void {
  const byEntity = new Map<number, VerifiedMention[]>();
  for (const f of found) {
    if (f.entity === null || (entities[f.entity] as Entity).mentions.length === 0) continue;
    const list = byEntity.get(f.entity);
    if (list) list.push(f);
    else byEntity.set(f.entity, [f]);
  }
  // Which entities of each kind hold each word: a word shared with the other kind, or with another entity of the same.
  const holders = { person: new Map<string, Set<number>>(), organization: new Map<string, Set<number>>() };
  for (const [id, ms] of byEntity) {
    const of = holders[(entities[id] as Entity).kind];
    for (const m of ms) for (const w of m.core) of.set(w, (of.get(w) ?? new Set()).add(id));
  }
  const verdicts: [Entity, boolean][] = [];
  for (const [id, ms] of byEntity) {
    const e = entities[id] as Entity;
    // A kind the verifier never rejects is not scored (unless training asks for every entity's features).
    if (model.threshold[e.kind] === Number.NEGATIVE_INFINITY && !model.trace) continue;
    const other = holders[e.kind === 'person' ? 'organization' : 'person'];
    const same = holders[e.kind];
    const words = new Set(ms.flatMap((m) => m.core));
    const shared = [...words].some((w) => [...(same.get(w) ?? [])].some((x) => x !== id));
    const features = entityFeatures(text, e, ms, new Set([...words].filter((w) => other.has(w))));
    const k = e.kind === 'person' ? 'p' : 'o';
    if (shared) features.push(`${k}shared`);
    features.push(...taggerSays(tagger, ms, k));
    const score = verifierScore(model.weights, features);
    model.trace?.(e, features, score);
    verdicts.push([e, score >= model.threshold[e.kind]]);
  }
  for (const [e, kept] of verdicts) if (!kept) e.mentions = [];
}

/** A verifier from its JSON form ({weights: {feature: number}, threshold: {person, organization}}; null: never rejects). */
export function loadVerifier(json: {
  weights: Record<string, number>;
  threshold: { person: number | null; organization: number | null };
}): VerifierModel {
  const at = (t: number | null) => t ?? Number.NEGATIVE_INFINITY;
  return {
    weights: new Map(Object.entries(json.weights)),
    threshold: { person: at(json.threshold.person), organization: at(json.threshold.organization) },
  };
}
