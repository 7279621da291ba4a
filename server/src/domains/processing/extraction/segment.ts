import { ABBREVIATIONS, fold, SENTENCE_FINAL_ABBREVIATIONS, STOP } from './lexicon.ts';

export type Sentence = { start: number; end: number };

const BOUNDARY_RE = /[.!?]+["'”’)\]]*(?=\s+["'“‘([]?[\p{Lu}\p{N}])|\n\s*\n|\n(?=\s*[\p{Lu}\p{N}"“•*-])/gu;

/**
 * Sentences of a text as offsets. A period ends a sentence unless it closes an abbreviation: a title
 * (Dr., Prof.), an initial (J. R.), a dotted abbreviation (U.S., S.p.A.) or a month; after a legal
 * form (Ltd., Inc., Co.) it ends the sentence only when an ordinary sentence word follows ("… Acme
 * Ltd. The deal …", but "Hanbit Semicon Co., Ltd. said …" stays one sentence).
 */
export function sentences(text: string): Sentence[] {
  const out: Sentence[] = [];
  let start = 0;
  for (const m of text.matchAll(BOUNDARY_RE)) {
    const at = m.index ?? 0;
    if (m[0].startsWith('.') && !endsSentence(text, at)) continue;
    const end = at + m[0].length;
    push(out, text, start, end);
    start = end;
  }
  push(out, text, start, text.length);
  return out;
}

function push(out: Sentence[], text: string, start: number, end: number) {
  let s = start;
  let e = end;
  while (s < e && /\s/.test(text[s] as string)) s++;
  while (e > s && /\s/.test(text[e - 1] as string)) e--;
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
