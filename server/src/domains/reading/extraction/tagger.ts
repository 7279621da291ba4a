import { isCompanyWord, isNameWord } from './gazetteers.ts';
import {
  CONNECTORS,
  HEAD_NOUNS,
  isCommonWord,
  isFamilyName,
  isGivenName,
  isGrammarWord,
  isKnownOrganization,
  isPlace,
  NAME_PARTICLES,
  NAME_SUFFIXES,
  ROLE_WORDS,
  STOP,
  TITLES,
} from './lexicon.ts';
import { legalAt, type Token } from './tokens.ts';

/**
 * A small learned token tagger (issue 34 item 2): an averaged perceptron over gazetteer, shape and
 * context features, tagging each token of a sentence O, B-PER, I-PER, B-ORG or I-ORG, greedily left to
 * right with the previous tag as a feature. Trained on the real-news development half by
 * eval/train-tagger.ts; its weights are tagger-weights.json. Inference is a few map lookups per token
 * and feature, so time is linear in the text; it runs wherever the extractor runs (the capped worker).
 */
export const TAGS = ['O', 'B-PER', 'I-PER', 'B-ORG', 'I-ORG'] as const;
export type Tag = (typeof TAGS)[number];
export type Weights = Map<string, Float64Array | number[]>;

/** A word's shape: case classes with repeats folded ("Xx", "XX", "X.X.", "d", "x-Xx"). */
export function shape(text: string): string {
  return text
    .replace(/\p{Lu}+/gu, 'X')
    .replace(/\p{Ll}+/gu, 'x')
    .replace(/\p{N}+/gu, 'd')
    .slice(0, 6);
}

/** What the lexicons say of one token, read once per token (the context features reuse it). */
export function lexical(tokens: Token[], i: number): string[] {
  const t = tokens[i] as Token;
  if (!t.word) return [];
  const legal = legalAt(tokens, i) > 0;
  let out = WORD_CACHE.get(t.text);
  if (!out) {
    if (WORD_CACHE.size > 20_000) WORD_CACHE.clear();
    out = wordFlags(t);
    WORD_CACHE.set(t.text, out);
  }
  return legal ? [...out, 'legal'] : out;
}

/** The lexicons' flags of a word as written (cached: the lexicon lookups are most of the tagger's time). */
const WORD_CACHE = new Map<string, string[]>();

function wordFlags(t: Token): string[] {
  const f = t.folded;
  const out: string[] = [];
  if (t.cap) out.push('cap');
  if (/^\p{Lu}{2,}$/u.test(t.text)) out.push('caps');
  if (STOP.has(f)) out.push('stop');
  if (TITLES.has(f)) out.push('title');
  if (ROLE_WORDS.has(f)) out.push('role');
  if (CONNECTORS.has(f)) out.push('conn');
  if (NAME_PARTICLES.has(f)) out.push('particle');
  if (NAME_SUFFIXES.has(f)) out.push('suffix');
  if (HEAD_NOUNS.has(f)) out.push('head');
  if (t.cap) {
    if (isNameWord(t.text)) out.push('name');
    if (isGivenName(t.text)) out.push('given');
    if (isFamilyName(t.text)) out.push('family');
    if (isCompanyWord(t.text)) out.push('company');
    if (isKnownOrganization(t.text)) out.push('org');
    if (isPlace(t.text)) out.push('place');
    if (isGrammarWord(t.text)) out.push('grammar');
    else if (isCommonWord(t.text)) out.push('common');
  }
  return out;
}

/** The features of token i that do not depend on the tags (the previous tag is added when decoding). */
export function tokenFeatures(tokens: Token[], lex: string[][], i: number): string[] {
  const t = tokens[i] as Token;
  const w = t.word ? t.folded : t.text;
  const out = ['b', `w=${w}`, `sh=${shape(t.text)}`, `s3=${w.slice(-3)}`, `p3=${w.slice(0, 3)}`];
  if (i === 0) out.push('first');
  for (const l of lex[i] as string[]) out.push(`l=${l}`);
  // What the lexicons say of this word and the next, and of the word before too: "a given name, then a company
  // word", "a name, then a name, then a head noun" (conjunctions a linear model cannot form by itself).
  const c = (k: number) => (tokens[k] ? wordClass(tokens[k] as Token, lex[k] as string[]) : '_');
  out.push(`c2=${c(i)}${c(i + 1)}`, `c3=${c(i - 1)}${c(i)}${c(i + 1)}`);
  for (const [d, name] of [
    [-2, 'p2'],
    [-1, 'p1'],
    [1, 'n1'],
    [2, 'n2'],
  ] as const) {
    const o = tokens[i + d];
    if (!o) {
      out.push(`${name}=edge`);
      continue;
    }
    out.push(`${name}w=${o.word ? o.folded : o.text}`);
    if (d === -1 || d === 1) {
      out.push(`${name}sh=${shape(o.text)}`);
      for (const l of lex[i + d] as string[]) out.push(`${name}l=${l}`);
    }
  }
  return out;
}

/** One letter for what the lexicons say first of a word, so that the tagger can weigh pairs and triples of them. */
export function wordClass(t: Token, flags: string[]): string {
  if (!t.word) return 'p';
  for (const [flag, letter] of t.cap ? CLASS_LETTERS : LOWER_LETTERS) if (flags.includes(flag)) return letter;
  return t.cap ? 'X' : 'w';
}
/** Lower-case words: a name's connector ("of", "and", "&"), a particle ("van", "bin"), another stop word. */
const LOWER_LETTERS = [
  ['conn', 'o'],
  ['particle', 'a'],
  ['stop', 's'],
] as const;
const CLASS_LETTERS = [
  ['legal', 'L'],
  ['head', 'H'],
  ['title', 'T'],
  ['role', 'R'],
  ['company', 'C'],
  ['org', 'O'],
  ['place', 'P'],
  ['given', 'G'],
  ['family', 'F'],
  ['name', 'N'],
  ['common', 'c'],
  ['grammar', 'g'],
] as const;

export function lexicalAll(tokens: Token[]): string[][] {
  return tokens.map((_, i) => lexical(tokens, i));
}

/** The lexical flags of a sentence's tokens, read only for the tokens asked for (and their neighbours). */
function lazyLexical(tokens: Token[]): string[][] {
  const cache: (string[] | undefined)[] = [];
  return new Proxy(cache as string[][], {
    get: (target, key) => {
      if (typeof key !== 'string' || !/^\d+$/.test(key)) return Reflect.get(target, key);
      const i = Number(key);
      target[i] ??= lexical(tokens, i);
      return target[i];
    },
  });
}

/**
 * The tagger's verdict on one candidate name, tokens [from, to) of a sentence: decoded from `from` (the
 * word before a candidate is no name, so the previous tag is O) to the token after it, and kept only when
 * the tags mark exactly the candidate. Only the candidate's tokens and neighbours are read, so the cost is
 * that of the names the rules could not place, not of the text.
 */
export function pieceVerdict(
  weights: Weights,
  tokens: Token[],
  from: number,
  to: number,
): { kind: 'person' | 'organization'; margin: number } | null {
  const lex = lazyLexical(tokens);
  let prev: Tag = 'O';
  let kind: 'PER' | 'ORG' | null = null;
  let margin = Number.POSITIVE_INFINITY;
  for (let i = from; i < Math.min(to + 1, tokens.length); i++) {
    const s = scores(weights, tokenFeatures(tokens, lex, i), prev);
    prev = best(s, prev);
    // The word after the candidate ends it whatever its tag when no name goes on through it: a lower-case word that
    // is no connector or particle ("KTV News on Tuesday").
    if (i === to) return prev.startsWith('I-') && !endsName(tokens[i] as Token) ? null : done();
    if (i === from ? !prev.startsWith('B-') : prev !== `I-${kind}`) return null;
    if (i === from) kind = prev.slice(2) as 'PER' | 'ORG';
    margin = Math.min(margin, (s[TAGS.indexOf(prev)] as number) - (s[0] as number));
  }
  return done();
  function done() {
    return kind ? { kind: kind === 'PER' ? ('person' as const) : ('organization' as const), margin } : null;
  }
}

/** A lower-case word no name goes on through ("on", "said"; not "of", "and", "van", "bin"). */
function endsName(t: Token): boolean {
  return t.word && !t.cap && !CONNECTORS.has(t.folded) && !NAME_PARTICLES.has(t.folded);
}

/** Scores of the five tags for one token's features and the previous tag. */
export function scores(weights: Weights, feats: string[], prev: Tag): number[] {
  const s = [0, 0, 0, 0, 0];
  const add = (w: Float64Array | number[] | undefined) => {
    if (w) for (let k = 0; k < 5; k++) s[k] = (s[k] as number) + (w[k] as number);
  };
  for (const f of feats) add(weights.get(f));
  add(weights.get(`pt=${prev}`));
  add(weights.get(`pt+${feats[2]}`));
  return s;
}

/** The best tag allowed after `prev`: an inside tag continues only its own kind. */
export function best(s: number[], prev: Tag): Tag {
  let top = 0;
  let topScore = Number.NEGATIVE_INFINITY;
  for (let k = 0; k < 5; k++) {
    const tag = TAGS[k] as Tag;
    if (tag.startsWith('I-') && prev.slice(2) !== tag.slice(2)) continue;
    if ((s[k] as number) > topScore) {
      topScore = s[k] as number;
      top = k;
    }
  }
  return TAGS[top] as Tag;
}

/** Tags one sentence's tokens, each with its margin over the tag O (how sure the tagger is that it is a name). */
export function tagSentence(weights: Weights, tokens: Token[]): { tags: Tag[]; margins: number[] } {
  const lex = lexicalAll(tokens);
  const tags: Tag[] = [];
  const margins: number[] = [];
  let prev: Tag = 'O';
  for (let i = 0; i < tokens.length; i++) {
    const s = scores(weights, tokenFeatures(tokens, lex, i), prev);
    prev = best(s, prev);
    tags.push(prev);
    margins.push((s[TAGS.indexOf(prev)] as number) - (s[0] as number));
  }
  return { tags, margins };
}

export type TaggedSpan = { from: number; to: number; kind: 'person' | 'organization'; margin: number };

/** The names a tag sequence marks, as token ranges with their least sure token's margin. */
export function spansOf({ tags, margins }: { tags: Tag[]; margins: number[] }): TaggedSpan[] {
  const out: TaggedSpan[] = [];
  let open: TaggedSpan | null = null;
  tags.forEach((tag, i) => {
    const margin = margins[i] as number;
    if (open && tag.startsWith('I-')) {
      open.to = i + 1;
      open.margin = Math.min(open.margin, margin);
      return;
    }
    if (open) out.push(open);
    open = tag === 'O' ? null : { from: i, to: i + 1, kind: tag.endsWith('PER') ? 'person' : 'organization', margin };
  });
  if (open) out.push(open);
  return out;
}

/** Weights from their JSON form ({feature: [five numbers]}). */
export function loadWeights(json: Record<string, number[]>): Weights {
  return new Map(Object.entries(json));
}
