import {
  ABBREVIATIONS,
  CONNECTORS,
  FAMILY_FIRST,
  fold,
  HEAD_NOUNS,
  isCommonWord,
  isGivenName,
  isGrammarWord,
  isPlace,
  isPlainAdjective,
  NAME_PARTICLES,
  NAME_SUFFIXES,
  OF_HEADS,
  ROLE_WORDS,
  STOP,
  TITLES,
  WEAK_TITLES,
} from './lexicon.ts';
import {
  campusAfter,
  institutionAfterAnd,
  isNameWord,
  ministryFields,
  placeAround,
  placeThenForm,
  tailAfterForm,
} from './name-joins.ts';
import { isLegalPrefix, legalAt, type Token } from './tokens.ts';

/**
 * A candidate name: a run of capitalised words (with connectors and a legal form) cut at role words,
 * titles and prepositions. `tokens` are indices into the sentence's tokens; the cues say what was seen.
 */
export type Piece = {
  from: number;
  to: number; // exclusive
  legal: boolean;
  title: boolean;
  /** Cut from the piece before it at "of" ("Tomas Lindqvist of Northbay Capital Partners"). */
  ofLeft: number | null;
};

/** Heads of a fund's name, which may end in its number. */
const FUND_HEADS = new Set(['fund', 'partnership']);
/** A number of one to four digits right after a name, not a sum ("Fund 2 (SBVF2)", not "fund 2 billion"). */
const fundNumber = (tokens: Token[], j: number) => {
  const n = tokens[j];
  const next = tokens[j + 1];
  return (
    !!n &&
    /^\p{N}{1,4}$/u.test(n.text) &&
    n.start === (tokens[j - 1] as Token).end + 1 &&
    !(next?.word && !next.cap) &&
    next?.text !== '%'
  );
};
const fundNumberAt = (tokens: Token[], k: number) =>
  /^\p{N}+$/u.test(tokens[k]?.text ?? '') && FUND_HEADS.has(tokens[k - 1]?.folded ?? '');
/** A place's compound after a name's words: "Kong-based", "Eindhoven-headquartered". */
const PLACE_COMPOUND = /-(?:based|headquartered|born|registered)$/i;

/** Candidate pieces of one sentence. */
export function pieces(tokens: Token[]): Piece[] {
  const out: Piece[] = [];
  let i = 0;
  while (i < tokens.length) {
    const t = tokens[i] as Token;
    if (!(isNameWord(t) || isLegalPrefix(t))) {
      i++;
      continue;
    }
    // Extend a run: name words, dots closing abbreviations, connectors before a name word, legal forms.
    let j = i;
    let legalEnd = -1;
    while (j < tokens.length) {
      const u = tokens[j] as Token;
      const legal = j > i ? legalAt(tokens, j) : -1;
      if (legal > 0) {
        legalEnd = legal;
        j = legal;
        // "Power Construction Corporation of China", "Holding Company for Chemical Industries": the form is the
        // name's head and its complement follows.
        if (tailAfterForm(tokens, legal)) continue;
        // "Settlement Corporation Ltd": a form word of the name before the company's legal form.
        const more = legalAt(tokens, legal);
        if (more > 0 && tokens[legal]?.cap) {
          legalEnd = more;
          j = more;
        }
        break;
      }
      if (isNameWord(u)) {
        j++;
        // "Dr." and initials keep their dot; "Co., Ltd." is a legal form seen at the comma.
        if (tokens[j]?.text === '.' && (ABBREVIATIONS.has(u.folded) || /^\p{Lu}$/u.test(u.text))) j++;
        continue;
      }
      // "Ministry of Energy, Industry and Mineral Resources": a ministry's fields listed with commas up to "and".
      const fields = u.text === ',' ? ministryFields(tokens, i, j) : -1;
      if (fields > 0) {
        j = fields;
        continue;
      }
      if (u.text === ',' && legalAt(tokens, j + 1) > 0 && j > i) {
        legalEnd = legalAt(tokens, j + 1);
        j = legalEnd;
        break;
      }
      const connector = CONNECTORS.has(u.folded) && !u.cap;
      if (connector || u.text === '&') {
        // Particles may come in twos ("van der", "de la") before the next name word.
        let k = j + 1;
        if (connector && tokens[k] && NAME_PARTICLES.has((tokens[k] as Token).text)) k++;
        // "University of the Philippines", "Office of the President": "of the" after a body's head noun.
        else if (u.folded === 'of' && tokens[k]?.text === 'the' && OF_HEADS.has((tokens[j - 1] as Token).folded)) k++;
        if (tokens[k] && (isNameWord(tokens[k] as Token) || legalAt(tokens, k) > 0)) {
          j = k;
          continue;
        }
      }
      break;
    }
    if (j === i) j = i + 1;
    const campus = legalEnd < 0 ? campusAfter(tokens, i, j) : -1;
    if (campus > 0) j = campus;
    // "Vision Fund 2", "Growth Investment Partnership 2023": a fund's number is its name's.
    if (legalEnd < 0 && FUND_HEADS.has((tokens[j - 1] as Token).folded) && fundNumber(tokens, j)) j++;
    // "Hong Kong-based", "High Tech Campus Eindhoven-based": capitalised words before a place's compound are the
    // place, not a name (the compound itself is no name word).
    const next = tokens[j];
    if (
      legalEnd < 0 &&
      next?.cap &&
      PLACE_COMPOUND.test(next.text) &&
      next.start === (tokens[j - 1] as Token).end + 1
    ) {
      i = j + 1;
      continue;
    }
    const base = out.length;
    for (const p of cut(tokens, i, j, legalEnd > 0, i === 0 || isSentenceStart(tokens, i)))
      out.push({ ...p, ofLeft: p.ofLeft === null ? null : p.ofLeft + base });
    i = j;
  }
  return out;
}

const isSentenceStart = (tokens: Token[], i: number) => {
  const prev = tokens[i - 1];
  return !prev || ['"', '“', '—', '-', ':', '(', '‘'].includes(prev.text);
};

/** Nouns of the stop list that end an organization's name after a name word: "ABC News", "QED Investors". */
const NAMED_TAILS = new Set(['news', 'investors']);
/**
 * Whether the stop word before `e` ends the name: "News" after a capitalised word ("NPR News", "Daily News"),
 * "Investors" after an acronym or no ordinary word or given name ("QED Investors"; not "Angel Investors"); neither after a place or a nationality
 * ("Chinese Investors").
 */
const namedTail = (tokens: Token[], s: number, e: number) => {
  const last = tokens[e - 1] as Token;
  const prev = tokens[e - 2];
  return (
    e - 1 > s &&
    last.cap &&
    NAMED_TAILS.has(last.folded) &&
    !!prev?.word &&
    prev.cap &&
    !isPlace(prev.text) &&
    !/^\p{Lu}\p{Ll}+(?:an|ese|ish|ian)$/u.test(prev.text) &&
    (last.folded === 'news' || /^\p{Lu}{2,}$/u.test(prev.text) || !(isCommonWord(prev.text) || isGivenName(prev.text)))
  );
};
/**
 * Words of the stop list that begin a name inside a sentence: "First Round Capital", "The New York Times", "The News
 * Tribune", "Eight Roads Ventures".
 */
const NAMED_HEADS = new Set([
  'new',
  'first',
  'news',
  'two',
  'three',
  'four',
  'five',
  'six',
  'seven',
  'eight',
  'nine',
  'ten',
]);
const namedHead = (tokens: Token[], a: number, to: number, sentenceStart: boolean) =>
  !sentenceStart &&
  NAMED_HEADS.has((tokens[a] as Token).folded) &&
  (tokens[a] as Token).cap &&
  a + 1 < to &&
  (tokens[a + 1] as Token).word &&
  (tokens[a + 1] as Token).cap;

/** Cuts one run at titles, roles, "of" and "and", and drops sentence words at its ends. */
function cut(tokens: Token[], from: number, to: number, legal: boolean, atStart: boolean): Piece[] {
  const out: Piece[] = [];
  let a = from;
  let title = false;
  let ofLeft: number | null = null;
  const flush = (b: number, isLegal: boolean) => {
    const s = a;
    let e = b;
    while (e > s && !(tokens[e - 1] as Token).word && !fundNumberAt(tokens, e - 1)) e--;
    while (e > s && STOP.has((tokens[e - 1] as Token).folded) && !(isLegal && e === b) && !namedTail(tokens, s, e)) e--;
    // A capitalised particle ends a name ("Mad Street Den"); a lower-case connector does not.
    while (e > s && CONNECTORS.has((tokens[e - 1] as Token).folded) && !(tokens[e - 1] as Token).cap) e--;
    if (tokens[b - 1]?.text === '.' && isLegal) e = b;
    // "Jr." and "Sr." keep their dot: it is part of the name.
    if (e < b && tokens[e]?.text === '.' && NAME_SUFFIXES.has((tokens[e - 1] as Token).folded)) e++;
    if (e > s) out.push({ from: s, to: e, legal: isLegal, title, ofLeft });
    title = false;
    ofLeft = null;
  };
  // Leading sentence words, titles and roles.
  while (a < to) {
    const t = tokens[a] as Token;
    if (!t.word) {
      a++;
      continue;
    }
    const f = t.folded;
    // "Datuk Seri Anwar Ibrahim": "Seri" after a title is one ("Seri Tanjung Plantations" alone is a name).
    const afterTitle = f === 'seri' && a > from && TITLES.has((tokens[a - 1] as Token).folded);
    if ((TITLES.has(f) && f !== 'seri' && (!WEAK_TITLES.has(f) || tokens[a + 1]?.text === '.')) || afterTitle) {
      title = true;
      a++;
      continue;
    }
    const nameStart = (FAMILY_FIRST.has(f) || isGivenName(t.text)) && tokens[a + 1]?.cap === true;
    if (
      (STOP.has(f) && !namedHead(tokens, a, to, a === from && atStart)) ||
      ROLE_WORDS.has(f) ||
      (CONNECTORS.has(f) && !t.cap) ||
      (a === from &&
        a + 1 < to &&
        atStart &&
        !nameStart &&
        isGrammarWord(t.text) &&
        // "Royal Bank of Canada", "National Grid": an adjective before an organization's head noun is its name's.
        !(isPlainAdjective(t.text) && HEAD_NOUNS.has((tokens[a + 1] as Token).folded)))
    ) {
      a++;
      continue;
    }
    break;
  }
  let inTail = false;
  let tailFrom = 0;
  for (let k = a; k < to; k++) {
    const t = tokens[k] as Token;
    const prev = tokens[k - 1];
    if (
      t.word &&
      t.cap &&
      (ROLE_WORDS.has(t.folded) || (TITLES.has(t.folded) && !WEAK_TITLES.has(t.folded))) &&
      k > a
    ) {
      flush(k, false);
      title = TITLES.has(t.folded);
      a = k + 1;
      continue;
    }
    if ((t.folded === 'of' || t.folded === 'for') && !t.cap) {
      if (prev && (OF_HEADS.has(prev.folded) || tailAfterForm(tokens, k) || (legal && placeThenForm(tokens, k, to)))) {
        inTail = true;
        tailFrom = k + 1;
        continue;
      }
      const left = out.length;
      flush(k, false);
      ofLeft = out.length > left ? out.length - 1 : null;
      a = k + 1;
      continue;
    }
    // In a body's "of" tail, "and" joins its fields ("Bank for Reconstruction and Development") unless the tail is a
    // place or a place follows: "Bank of Ghana and Kestrel Capital", "Institute of Technology and Tokyo … University".
    const splitsTail = inTail && t.folded === 'and' && !t.cap && placeAround(tokens, tailFrom, k);
    if (splitsTail) inTail = false;
    if (t.folded === 'and' && !t.cap && !inTail && !institutionAfterAnd(tokens, a, k, to)) {
      flush(k, false);
      a = k + 1;
    }
  }
  // The last piece carries the legal form (or starts with a legal prefix such as PT).
  const startsLegal = tokens[a] ? isLegalPrefix(tokens[a] as Token) : false;
  flush(to, legal || startsLegal);
  return out;
}

/** The words of a piece, without legal forms and prefixes: what its short forms are made of. */
export function coreWords(tokens: Token[], p: Piece): string[] {
  const words: string[] = [];
  for (let k = p.from; k < p.to; k++) {
    const t = tokens[k] as Token;
    if (!t.word) continue;
    if (k === p.from && isLegalPrefix(t)) continue;
    if (p.legal && legalAt(tokens, k) > 0 && k > p.from) break;
    words.push(fold(t.text));
  }
  return words;
}

export const hasHeadNoun = (words: string[]) =>
  words.length >= 2 && words.some((w, i) => HEAD_NOUNS.has(w) && (i > 0 || words[1] === 'of' || words.length >= 3));
