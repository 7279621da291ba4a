import type { TAGGING_ALGORITHMS } from '@intel/contracts';
import { RE2JS } from 're2js';

export type Algorithm = (typeof TAGGING_ALGORITHMS)[number];
export type RuleSpec = { matchText: string; algorithm: Algorithm; caseSensitive: boolean };
export type RuleMatch = { matched: boolean; start: number; end: number };

/** Regex and fuzzy rules read at most this much of a text. */
const REGEX_MAX_INPUT = 200_000;
/** A fuzzy phrase longer than this is refused (the comparison is per word window of the phrase's size). */
export const FUZZY_MAX_TERM = 200;
/** A fuzzy rule stops looking in one text after this long (and counts as not matching). */
const FUZZY_MAX_MS = 250;
const NO_MATCH: RuleMatch = { matched: false, start: -1, end: -1 };

/** The terms of an any / all / fuzzy rule: comma- or line-separated phrases, else single words. */
export function ruleTerms(matchText: string): string[] {
  const parts = /[,\n;]/.test(matchText) ? matchText.split(/[,\n;]/) : matchText.split(/\s+/);
  return [...new Set(parts.map((p) => p.trim()).filter(Boolean))];
}

const escapeRe = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * Why a regular expression may not be used, or null. Refused: back-references, lookbehind of
 * unbounded length, and nested quantifiers ("(a+)+", "(x*)*", "(a|aa)+") — the shapes that make
 * a backtracking engine take exponential time.
 */
export function regexProblem(pattern: string): string | null {
  if (pattern.length > 500) return 'The pattern is too long (at most 500 characters).';
  if (/\\[1-9]|\\k</.test(pattern)) return 'Back-references are not allowed in rules.';
  try {
    new RegExp(pattern, 'u');
  } catch (err) {
    return `The pattern is not a valid regular expression: ${(err as Error).message}`;
  }
  if (/\(\?<?[=!]/.test(pattern)) return 'Lookahead and lookbehind are not supported in rules.';
  try {
    compiled(pattern, false);
  } catch (err) {
    return `The pattern is not a valid regular expression: ${(err as Error).message}`;
  }
  // Walk the pattern: a group that holds a quantifier (or an alternation) and is itself quantified is refused.
  const stack: { quantified: boolean; alternation: boolean }[] = [{ quantified: false, alternation: false }];
  for (let i = 0; i < pattern.length; i++) {
    const c = pattern[i];
    if (c === '\\') {
      i++;
      continue;
    }
    if (c === '[') {
      while (i < pattern.length && pattern[i] !== ']') {
        if (pattern[i] === '\\') i++;
        i++;
      }
      continue;
    }
    const top = stack[stack.length - 1] as { quantified: boolean; alternation: boolean };
    if (c === '(') stack.push({ quantified: false, alternation: false });
    else if (c === '|') top.alternation = true;
    else if (c === ')') {
      const inner = stack.pop() as { quantified: boolean; alternation: boolean };
      const next = pattern[i + 1];
      const quantifiedGroup = next === '*' || next === '+' || next === '{';
      if (quantifiedGroup && (inner.quantified || inner.alternation))
        return 'The pattern nests repetitions (like "(a+)+"), which can take forever on some texts; simplify it.';
      const parent = stack[stack.length - 1];
      if (parent && (inner.quantified || quantifiedGroup)) parent.quantified = true;
    } else if (c === '*' || c === '+' || c === '{') top.quantified = true;
  }
  return null;
}

const compiledCache = new Map<string, RE2JS>();

/**
 * A rule's pattern in RE2 (re2js): matching time is linear in the text whatever the pattern
 * (`a*a*a*c` over 600 a's took 44 s in V8's backtracking engine). Kept for the next text, a few hundred at most.
 */
function compiled(pattern: string, caseSensitive: boolean): RE2JS {
  const key = `${caseSensitive ? 'c' : 'i'}${pattern}`;
  let re = compiledCache.get(key);
  if (!re) {
    re = RE2JS.compile(pattern, caseSensitive ? 0 : RE2JS.CASE_INSENSITIVE);
    if (compiledCache.size >= 500) compiledCache.delete(compiledCache.keys().next().value as string);
    compiledCache.set(key, re);
  }
  return re;
}

/** Why a rule may not be saved or previewed, or null: a regex `regexProblem` refuses, a fuzzy phrase too long. */
export function ruleProblem(matchText: string, algorithm: Algorithm): string | null {
  if (algorithm === 'regex') return regexProblem(matchText);
  if (algorithm === 'fuzzy' && ruleTerms(matchText).some((t) => t.length > FUZZY_MAX_TERM))
    return `A fuzzy phrase may be at most ${FUZZY_MAX_TERM} characters (split it with commas).`;
  return null;
}

function findTerm(text: string, term: string, caseSensitive: boolean): RuleMatch {
  const re = new RegExp(`(?<![\\p{L}\\p{N}])${escapeRe(term)}(?![\\p{L}\\p{N}])`, caseSensitive ? 'u' : 'iu');
  const m = re.exec(text);
  return m ? { matched: true, start: m.index, end: m.index + m[0].length } : NO_MATCH;
}

/**
 * Levenshtein distance, or `max + 1` once it exceeds `max`. Only the diagonal band |i − j| ≤ max is
 * computed: O(|a| × max) instead of O(|a| × |b|).
 */
function distance(a: string, b: string, max: number): number {
  if (Math.abs(a.length - b.length) > max) return max + 1;
  const big = max + 1;
  let prev = new Array<number>(b.length + 1).fill(big);
  for (let j = 0; j <= Math.min(b.length, max); j++) prev[j] = j;
  for (let i = 1; i <= a.length; i++) {
    const cur = new Array<number>(b.length + 1).fill(big);
    if (i <= max) cur[0] = i;
    let rowMin = i <= max ? i : big;
    for (let j = Math.max(1, i - max); j <= Math.min(b.length, i + max); j++) {
      const v = Math.min(
        (prev[j] ?? big) + 1,
        (cur[j - 1] ?? big) + 1,
        (prev[j - 1] ?? big) + (a[i - 1] === b[j - 1] ? 0 : 1),
      );
      cur[j] = Math.min(v, big);
      rowMin = Math.min(rowMin, v);
    }
    if (rowMin > max) return big;
    prev = cur;
  }
  return Math.min(prev[b.length] ?? big, big);
}

type Words = RegExpMatchArray[];
const wordsOf = (text: string): Words => [...text.slice(0, REGEX_MAX_INPUT).matchAll(/[\p{L}\p{N}][\p{L}\p{N}'’-]*/gu)];

/**
 * Typo-tolerant: one edit allowed from 5 letters, two from 9 (per phrase, compared word window by window).
 * Bounded: the phrase is at most `FUZZY_MAX_TERM` characters, the text is read up to `REGEX_MAX_INPUT`,
 * and all phrases of a rule give up together at `deadline` (100,000 words against a 990-word rule
 * froze the server 20 s).
 */
function findFuzzy(words: Words, term: string, caseSensitive: boolean, deadline: number): RuleMatch {
  if (term.length > FUZZY_MAX_TERM) return NO_MATCH;
  const fold = (s: string) => (caseSensitive ? s : s.toLowerCase());
  const target = fold(term);
  const max = target.length >= 9 ? 2 : target.length >= 5 ? 1 : 0;
  const size = term.split(/\s+/).length;
  for (let i = 0; i + size <= words.length; i++) {
    if (i % 512 === 511 && performance.now() > deadline) return NO_MATCH;
    const first = words[i] as RegExpMatchArray;
    const last = words[i + size - 1] as RegExpMatchArray;
    const start = first.index ?? 0;
    const end = (last.index ?? 0) + last[0].length;
    const window = fold(
      words
        .slice(i, i + size)
        .map((w) => w[0])
        .join(' '),
    );
    if (distance(window, target, max) <= max) return { matched: true, start, end };
  }
  return NO_MATCH;
}

/** Whether a rule matches a text, and where (its first hit). Regex rules must have passed `regexProblem`. */
export function matchRule(rule: RuleSpec, text: string): RuleMatch {
  const { matchText, algorithm, caseSensitive } = rule;
  switch (algorithm) {
    case 'literal': {
      const hay = caseSensitive ? text : text.toLowerCase();
      const needle = caseSensitive ? matchText : matchText.toLowerCase();
      const at = hay.indexOf(needle);
      return at >= 0 ? { matched: true, start: at, end: at + needle.length } : NO_MATCH;
    }
    case 'regex': {
      if (regexProblem(matchText)) return NO_MATCH;
      const m = compiled(matchText, caseSensitive).matcher(text.slice(0, REGEX_MAX_INPUT));
      return m.find() ? { matched: true, start: m.start(), end: m.end() } : NO_MATCH;
    }
    case 'all': {
      let first = NO_MATCH;
      for (const term of ruleTerms(matchText)) {
        const hit = findTerm(text, term, caseSensitive);
        if (!hit.matched) return NO_MATCH;
        if (!first.matched || hit.start < first.start) first = hit;
      }
      return first;
    }
    case 'fuzzy': {
      const words = wordsOf(text);
      const deadline = performance.now() + FUZZY_MAX_MS;
      for (const term of ruleTerms(matchText)) {
        if (performance.now() > deadline) return NO_MATCH;
        const hit = findFuzzy(words, term, caseSensitive, deadline);
        if (hit.matched) return hit;
      }
      return NO_MATCH;
    }
    default: {
      for (const term of ruleTerms(matchText)) {
        const hit = findTerm(text, term, caseSensitive);
        if (hit.matched) return hit;
      }
      return NO_MATCH;
    }
  }
}

/**
 * Each rule against each text, in order, until `budgetMs` is spent (the text being read is finished):
 * one row per text read, one match per rule. Runs in the parser thread (reading/extract.ts).
 */
export function matchRules(rules: RuleSpec[], texts: string[], budgetMs: number): RuleMatch[][] {
  const deadline = performance.now() + budgetMs;
  const out: RuleMatch[][] = [];
  for (const text of texts) {
    if (out.length > 0 && performance.now() > deadline) break;
    out.push(rules.map((rule) => matchRule(rule, text)));
  }
  return out;
}
