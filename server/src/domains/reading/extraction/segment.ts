import { ABBREVIATIONS, fold, SENTENCE_FINAL_ABBREVIATIONS, STOP } from './lexicon.ts';

export type Sentence = { start: number; end: number };

const SPACE = /\s/;
/** Where a boundary may be: a whole run of `.!?` with its closing quotes and brackets, or a line break. */
const CANDIDATE = /[.!?]+["'”’)\]]*|\n/g;
/** What must follow a run of `.!?` (read from the run's end). */
const NEXT_SENTENCE = /\s+["'“‘([]?[\p{Lu}\p{N}]/uy;
/** A line break that ends a paragraph (to its last line break), or one before a line that starts a sentence. */
const EMPTY_LINE = /\n\s*\n/y;
const NEXT_LINE = /\s*[\p{Lu}\p{N}"“•*-]/uy;

/**
 * The sentence boundaries of a text, read once from left to right: the boundaries of
 * `/[.!?]+["'”’)\]]*(?=\s+["'“‘([]?[\p{Lu}\p{N}])|\n\s*\n|\n(?=\s*[\p{Lu}\p{N}"“•*-])/gu`, which
 * retried every dot of a run to the run's end (21 s on 60,000 dots). A run whose end is not followed by a
 * sentence has no dot that is: the same closers and spaces follow each.
 */
function* boundaries(text: string): Generator<{ at: number; end: number }> {
  CANDIDATE.lastIndex = 0;
  for (let m = CANDIDATE.exec(text); m; m = CANDIDATE.exec(text)) {
    const at = m.index;
    const end = at + m[0].length;
    if (m[0] !== '\n') {
      NEXT_SENTENCE.lastIndex = end;
      if (NEXT_SENTENCE.test(text)) yield { at, end };
      continue;
    }
    EMPTY_LINE.lastIndex = at;
    if (EMPTY_LINE.test(text)) {
      yield { at, end: EMPTY_LINE.lastIndex };
      CANDIDATE.lastIndex = EMPTY_LINE.lastIndex;
      continue;
    }
    NEXT_LINE.lastIndex = end;
    if (NEXT_LINE.test(text)) yield { at, end };
  }
}

/**
 * Sentences of a text as offsets, in time linear in its length. A period ends a sentence unless it
 * closes an abbreviation: a title (Dr., Prof.), an initial (J. R.), a dotted abbreviation (U.S., S.p.A.)
 * or a month; after a legal form (Ltd., Inc., Co.) it ends the sentence only when an ordinary sentence
 * word follows ("… Acme Ltd. The deal …", but "Hanbit Semicon Co., Ltd. said …" stays one sentence).
 */
export function sentences(text: string): Sentence[] {
  const out: Sentence[] = [];
  let start = 0;
  for (const b of boundaries(text)) {
    if (text[b.at] === '.' && !endsSentence(text, b.at)) continue;
    push(out, text, start, b.end);
    start = b.end;
  }
  push(out, text, start, text.length);
  return out;
}

function push(out: Sentence[], text: string, start: number, end: number) {
  let s = start;
  let e = end;
  while (s < e && SPACE.test(text[s] as string)) s++;
  while (e > s && SPACE.test(text[e - 1] as string)) e--;
  if (e > s) out.push({ start: s, end: e });
}

/** Whether the period at `at` ends its sentence. */
function endsSentence(text: string, at: number): boolean {
  const before = /([\p{L}.]+)$/u.exec(text.slice(Math.max(0, at - 20), at))?.[1] ?? '';
  const word = before.split('.').filter(Boolean).at(-1) ?? '';
  const next = /^\s+["'“‘([]?([\p{L}\p{N}]+)/u.exec(text.slice(at + 1, at + 40))?.[1] ?? '';
  const nextIsSentenceWord = STOP.has(next.toLowerCase());
  // An initial (a single capital) or a dotted abbreviation (U.S., S.p.A.): a boundary only before a sentence word.
  if (/^\p{Lu}$/u.test(word) || before.includes('.')) return nextIsSentenceWord;
  const folded = fold(word);
  if (SENTENCE_FINAL_ABBREVIATIONS.has(folded)) return nextIsSentenceWord;
  if (ABBREVIATIONS.has(folded)) return false;
  return true;
}
