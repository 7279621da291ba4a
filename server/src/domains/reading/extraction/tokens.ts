import { CAPITALS_ONLY_LEGAL, DOTTED_ONLY_LEGAL, LEGAL_PREFIXES, LEGAL_SEQUENCES, WEAK_LEGAL } from './legal-forms.ts';
import { fold } from './lexicon.ts';

export type Token = { text: string; start: number; end: number; folded: string; cap: boolean; word: boolean };

const TOKEN_RE =
  /(?:\p{L}{1,2}\.){2,}|\p{Lu}\/\p{Lu}|\p{L}[\p{L}\p{M}\p{N}’'-]*|\p{N}[\p{N}.,]*\p{N}|\p{N}|[^\s\p{L}\p{N}]/gu;

/** The tokens of text[start, end), with offsets into the whole text. */
export function tokenize(text: string, start: number, end: number): Token[] {
  const out: Token[] = [];
  const part = text.slice(start, end);
  for (const m of part.matchAll(TOKEN_RE)) {
    const at = start + (m.index ?? 0);
    const raw = m[0];
    // A possessive is not part of a name ("Quillmoor’s shares" names Quillmoor), but for a few brands.
    // "Sequoia-backed", "Alibaba-owned": the name, then what it did (read by the relation rules).
    // (Cheap tests first: most words have no hyphen and do not end in "s".)
    const agent = raw.includes('-') ? AGENT.exec(raw)?.[1] : undefined;
    if (agent) {
      out.push(token(agent, at), token(raw.slice(agent.length), at + agent.length, false));
      continue;
    }
    const owner = raw.endsWith('s') ? POSSESSIVE.exec(raw)?.[1] : undefined;
    if (owner && !POSSESSIVE_NAMES.has(fold(raw))) {
      out.push(token(owner, at), token(raw.slice(owner.length), at + owner.length, false));
      continue;
    }
    out.push(token(raw, at));
  }
  return out;
}

const AGENT = /^(\p{Lu}[\p{L}\p{M}\p{N}’'.-]*?)-(?:backed|funded|owned|controlled|led)$/u;
/** "Quillmoor’s", and the same mark read in the wrong encoding as published ("Groupâ€™s", "Groupâs"). */
const POSSESSIVE = /^(\p{Lu}[\p{L}\p{M}\p{N}’'-]+?)(?:[’']|â[\u0080-\u009f€™]*)s$/u;
/** Names whose "'s" is part of them (McDonald's is not a McDonald's). */
const POSSESSIVE_NAMES = new Set(
  `mcdonalds macys moodys sothebys christies kelloggs sainsburys lloyds wendys dennys dillards kohls claires
   hersheys applebees friendlys carls arbys chilis muellers reeses barclays`
    .split(/\s+/)
    .filter(Boolean),
);

function token(text: string, start: number, word = /^\p{L}/u.test(text)): Token {
  return { text, start, end: start + text.length, folded: fold(text), cap: /^\p{Lu}/u.test(text), word };
}

/**
 * The legal forms by their first word, longest first as in LEGAL_SEQUENCES: a form can start only at a word
 * that is its first (every token was compared with every form's first word: a tenth of the extractor's time).
 */
const SEQUENCES_BY_FIRST = new Map<string, string[][]>();
for (const seq of LEGAL_SEQUENCES) {
  const list = SEQUENCES_BY_FIRST.get(seq[0] as string);
  if (list) list.push(seq);
  else SEQUENCES_BY_FIRST.set(seq[0] as string, [seq]);
}

/**
 * The end (exclusive) of the longest legal form starting at token i, skipping the dots and commas
 * inside it ("Co., Ltd.", "S.A. de C.V.", "sp. z o.o."), or -1. A one-word form that is also an
 * ordinary word ("AS", "Co") counts only when capitalised.
 */
export function legalAt(tokens: Token[], i: number): number {
  const first = tokens[i];
  if (!first?.word) return -1;
  for (const seq of SEQUENCES_BY_FIRST.get(first.folded) ?? []) {
    let j = i;
    let k = 0;
    while (k < seq.length && j < tokens.length) {
      const t = tokens[j] as Token;
      if (!t.word && (t.text === '.' || t.text === ',') && k > 0) {
        j++;
        continue;
      }
      if (t.folded !== seq[k]) break;
      j++;
      k++;
    }
    if (k < seq.length) continue;
    if (seq.length === 1 && WEAK_LEGAL.has(seq[0] as string) && first.text !== first.text.toUpperCase()) {
      if (!(seq[0] === 'co' && first.cap)) continue;
    }
    if (seq.length === 1 && seq[0] === 'limited' && !first.cap) continue;
    // "Ellen Pao": a title-case word is no legal form only ever written in capitals ("PAO").
    if (seq.length === 1 && CAPITALS_ONLY_LEGAL.has(seq[0] as string) && /^\p{Lu}\p{Ll}/u.test(first.text)) continue;
    if (
      seq.length === 1 &&
      DOTTED_ONLY_LEGAL.has(seq[0] as string) &&
      !first.text.includes('.') &&
      tokens[i + 1]?.text !== '.' &&
      first.text !== first.text.toUpperCase()
    )
      continue;
    // A trailing dot belongs to an abbreviated form (Ltd., Inc.).
    while (j > i && !(tokens[j - 1] as Token).word) j--;
    const lastWord = (tokens[j - 1] as Token).folded;
    if (tokens[j]?.text === '.' && tokens[j]?.start === (tokens[j - 1] as Token).end && DOTTED.has(lastWord)) j++;
    return j;
  }
  return -1;
}

/** Legal forms written with a closing dot when abbreviated (the dot is part of the name). */
const DOTTED = new Set(['inc', 'ltd', 'ltda', 'co', 'corp', 'bhd', 'sdn', 'pty', 'pte', 'pvt', 'lda']);

export const isLegalPrefix = (t: Token) => LEGAL_PREFIXES.has(t.folded) && t.text === t.text.toUpperCase();
