import type { TAGGING_ALGORITHMS } from '@intel/contracts';

export type Algorithm = (typeof TAGGING_ALGORITHMS)[number];
export type RuleSpec = { matchText: string; algorithm: Algorithm; caseSensitive: boolean };
export type RuleMatch = { matched: boolean; start: number; end: number };

/** Regex rules read at most this much of a text, so that even a slow pattern ends. */
const REGEX_MAX_INPUT = 200_000;
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

function findTerm(text: string, term: string, caseSensitive: boolean): RuleMatch {
  const re = new RegExp(`(?<![\\p{L}\\p{N}])${escapeRe(term)}(?![\\p{L}\\p{N}])`, caseSensitive ? 'u' : 'iu');
  const m = re.exec(text);
  return m ? { matched: true, start: m.index, end: m.index + m[0].length } : NO_MATCH;
}

/** Levenshtein distance, stopping early once it exceeds `max`. */
function distance(a: string, b: string, max: number): number {
  if (Math.abs(a.length - b.length) > max) return max + 1;
  let prev = Array.from({ length: b.length + 1 }, (_, i) => i);
  for (let i = 1; i <= a.length; i++) {
    const cur = [i];
    let rowMin = i;
    for (let j = 1; j <= b.length; j++) {
      const v = Math.min(
        (prev[j] ?? 0) + 1,
        (cur[j - 1] ?? 0) + 1,
        (prev[j - 1] ?? 0) + (a[i - 1] === b[j - 1] ? 0 : 1),
      );
      cur.push(v);
      rowMin = Math.min(rowMin, v);
    }
    if (rowMin > max) return max + 1;
    prev = cur;
  }
  return prev[b.length] ?? max + 1;
}

/** Typo-tolerant: one edit allowed from 5 letters, two from 9 (per phrase, compared word window by window). */
function findFuzzy(text: string, term: string, caseSensitive: boolean): RuleMatch {
  const fold = (s: string) => (caseSensitive ? s : s.toLowerCase());
  const target = fold(term);
  const max = target.length >= 9 ? 2 : target.length >= 5 ? 1 : 0;
  const size = term.split(/\s+/).length;
  const words = [...text.matchAll(/[\p{L}\p{N}][\p{L}\p{N}'’-]*/gu)];
  for (let i = 0; i + size <= words.length; i++) {
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
      const m = new RegExp(matchText, caseSensitive ? 'u' : 'iu').exec(text.slice(0, REGEX_MAX_INPUT));
      return m ? { matched: true, start: m.index, end: m.index + m[0].length } : NO_MATCH;
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
      for (const term of ruleTerms(matchText)) {
        const hit = findFuzzy(text, term, caseSensitive);
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
