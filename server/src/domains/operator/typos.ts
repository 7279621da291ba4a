import nlp from 'compromise';
import { DATE_VERBS } from './dates.ts';
import {
  GENDER_WORDS,
  GRAMMAR_WORDS,
  KIND_WORDS,
  LIST_TYPE_WORDS,
  MEANING_WORDS,
  STOPWORDS,
  VISIBILITY_WORDS,
} from './lexicon.ts';
import type { Parsed } from './mention.ts';
import { TEENS, TENS, UNITS } from './numbers.ts';
import { NEGATION_WORDS } from './patterns.ts';
import { editDistance } from './phrases.ts';

/**
 * Typo tolerance (issue 35): "artciles publshed in the lsat 30 days", "how mnay orgnaizations". A word the reader
 * could not use (named as not used, or guessed as part of a name) is compared with the reader's own vocabulary by
 * Damerau–Levenshtein distance (a swap of two neighbours is one slip): one edit for words of 4 to 7 letters, two for
 * longer ones, never for words under 4 letters. Only the unique nearest word is taken. The question is read again with
 * the corrections; a correction is kept only when the word it gives is used by that reading, and the reading is kept
 * only when it leaves fewer words unused. The answer states each correction as a guess, so a typo read wrongly is
 * never a confident answer. A word the reader could use is never corrected: only unused and guessed words are.
 * Places and keywords of the tenant are corrected where they are matched (phrases.ts, by trigrams); this is the
 * grammar's side: kind words, date verbs, comparisons, numbers, months, negations. The distance is phrases.ts's
 * editDistance (optimal string alignment, with an early stop past the bound): no library is needed for it.
 */

const MONTHS =
  'january february march april may june july august september october november december jan feb mar apr jun jul aug sep sept oct nov dec';
const FRACTIONS =
  'half halves third thirds quarter quarters fifth fifths sixth sixths seventh sevenths eighth eighths ninth ninths tenth tenths twelfth twelfths twentieth twentieths';
/** Words the rules read inside their patterns (comparisons, counts, spans, orderings) that no word list holds. */
const RULE_WORDS = `between least most many count number numbers included inclusive exclusive exactly precisely
  roughly approximately around about date dates investment investments invested ledger city cities country countries
  region regions ascending descending alphabetical alphabetically sorted ordered yesterday today tomorrow morning
  afternoon evening tonight week weekend fiscal calendar earlier later newer than greater higher lower bigger larger
  smaller fewer less more maximum minimum upwards excess exceeding exceeds excluded excluding except anniversary
  ownership percent percentage share shares equity position holder holders holding publisher author authors wrote
  written email emails phone website dashboard favourite favorite visible visibility hidden public private women men
  female male gender living based where which whose what show list give find fetch display count tally total
  average largest smallest biggest oldest youngest newest latest earliest first last next previous past recent
  recently since until till during before after within outside inside elsewhere anywhere nowhere nobody anyone`;

let known: Set<string> | null = null;
/** Every one-word entry of the reader's vocabulary, in lower case. */
export function readerWords(): Set<string> {
  if (known) return known;
  const words = [
    ...GRAMMAR_WORDS,
    ...MEANING_WORDS,
    ...STOPWORDS,
    ...NEGATION_WORDS,
    ...Object.keys(KIND_WORDS),
    ...Object.keys(LIST_TYPE_WORDS),
    ...Object.keys(GENDER_WORDS),
    ...Object.keys(VISIBILITY_WORDS),
    ...Object.keys(DATE_VERBS),
    ...UNITS,
    ...TEENS,
    ...TENS,
    ...`${MONTHS} ${FRACTIONS} ${RULE_WORDS}`.split(/\s+/),
  ];
  known = new Set(words.filter((w) => /^\p{Ll}+$/u.test(w)));
  return known;
}

/** The most edits a word of this length may be from the word it means; 0: too short to guess. */
export const maxSlips = (length: number) => (length < 4 ? 0 : length < 8 ? 1 : 2);

/** `longer` is `word` with an ending ("name" → "named", "count" → "counts"): another word, not a slip of it. */
const ENDINGS = ['s', 'es', 'd', 'ed', 'ing', 'ly', 'er', 'ers'];
const formOf = (word: string, longer: string) => longer.startsWith(word) && ENDINGS.includes(longer.slice(word.length));

let english: Record<string, unknown> | null = null;
/**
 * A word of compromise's English lexicon (≈25k common words: "take", "fine", "name", "proper") is a word of its own,
 * never read as a slip of another: a correction must not change what a real word says.
 */
export function isEnglishWord(w: string): boolean {
  if (!english) english = (nlp.model() as { one: { lexicon: Record<string, unknown> } }).one.lexicon;
  return Object.hasOwn(english, w);
}

const stem = (w: string) => w.replace(/s$/, '').replace(/e$/, '');

/**
 * The reader's words nearest to `word` within its slips, one per stem ("episods": episode and episodes count as
 * one). A slip keeps the first letter, or swaps the first two ("lsat" is "last", "wat" is too short to say). A
 * word is not read as itself with an ending added ("name" is no slip of "named"); an ending too many may be a slip
 * ("companys", "peoples"), kept only when the reading uses the word it gives. A word that carries no condition
 * ("find", "which") is no correction: it would only silence the word.
 */
export function nearestWords(word: string, words = readerWords()): string[] {
  const w = word.toLowerCase();
  const max = maxSlips(w.length);
  if (!max || words.has(w) || isEnglishWord(w)) return [];
  let best = max + 1;
  let hits: string[] = [];
  for (const g of words) {
    if (g.length < 4 || Math.abs(g.length - w.length) > max || STOPWORDS.has(g)) continue;
    if (g[0] !== w[0] && !(g[0] === w[1] && g[1] === w[0])) continue;
    if (formOf(w, g)) continue;
    const d = editDistance(w, g, max);
    if (d > max || d > best) continue;
    if (d < best) [best, hits] = [d, []];
    if (!hits.some((h) => stem(h) === stem(g))) hits.push(g);
  }
  return hits;
}

/** The words of a question that may be slips: unused or guessed, letters only, not a name inside the sentence. */
function slipCandidates(parsed: Parsed, question: string): string[] {
  const out = new Set<string>();
  for (const phrase of [...parsed.unused, ...(parsed.guessed ?? [])])
    for (const word of phrase.split(/[\s,;:]+/)) {
      if (!/^\p{L}+$/u.test(word) || word === word.toUpperCase()) continue;
      // A capitalised word inside the sentence is a name ("Lisa" is no slip of "list"); only the opening one may be.
      if (/^\p{Lu}/u.test(word) && !new RegExp(`^\\W*${word}(?![\\p{L}])`, 'u').test(question)) continue;
      if (/\p{Lu}/u.test(word.slice(1))) continue;
      out.add(word);
    }
  return [...out];
}

const wordsIn = (phrases: string[]) => phrases.reduce((n, p) => n + p.split(/\s+/).filter(Boolean).length, 0);
/** How many words of the question a reading could not use: left out, or guessed as part of a name. */
const unread = (p: Parsed) => wordsIn(p.unused) + wordsIn(p.guessed ?? []);
/** Whether a reading still leaves `word` unused or guessed. */
const stillUnread = (p: Parsed, word: string) =>
  [...p.unused, ...(p.guessed ?? [])].some((phrase) =>
    phrase
      .toLowerCase()
      .split(/[\s,;:]+/)
      .includes(word),
  );

/** The question with every `word` written as `fix` (its capital kept). */
function replaced(question: string, pairs: [string, string][]): string {
  let out = question;
  for (const [word, fix] of pairs) {
    const as = /^\p{Lu}/u.test(word) ? fix[0]?.toUpperCase() + fix.slice(1) : fix;
    out = out.replace(new RegExp(`(?<![\\p{L}])${word}(?![\\p{L}])`, 'gu'), as);
  }
  return out;
}

/**
 * The question read with its slips corrected, when that reading uses more of it; else the first reading. `read` is the
 * whole reading of a question as written. Each correction is stated as a guess in the notes and the doubt.
 */
export function readWithTypos(question: string, read: (text: string) => Parsed): Parsed {
  const first = read(question);
  const words = slipCandidates(first, question);
  if (!words.length) return first;
  const sure: [string, string][] = [];
  const open: [string, string[]][] = [];
  for (const word of words) {
    const near = nearestWords(word);
    const [only] = near;
    if (near.length === 1 && only) sure.push([word, only]);
    else if (near.length > 1) open.push([word, near]);
  }
  if (!sure.length && !open.length) return first;
  // A word with several nearest words ("founed": found or founded?) takes the one whose reading alone is best.
  for (const [word, near] of open) {
    const scored = near.map((g) => ({ g, score: unread(read(replaced(question, [...sure, [word, g]]))) }));
    const low = Math.min(...scored.map((s) => s.score));
    const best = scored.filter((s) => s.score === low);
    if (best.length === 1 && best[0]) sure.push([word, best[0].g]);
  }
  let pairs = sure;
  let second = read(replaced(question, pairs));
  // A correction the second reading did not use is no correction: the word stays as written.
  const used = pairs.filter(([, g]) => !stillUnread(second, g));
  if (used.length < pairs.length) {
    if (!used.length) return first;
    pairs = used;
    second = read(replaced(question, pairs));
  }
  if (unread(second) >= unread(first)) return first;
  const said = pairs.map(([w, g]) => `"${w}" as "${g}"`).join(', ');
  second.notes.push(`Not sure: read ${said} — a typo, the reader guesses.`);
  second.unsure.push(...pairs.map(([w]) => w));
  if (!second.withheld)
    second.doubt = `Not sure: ${second.unsure.map((u) => `"${u}"`).join(', ')} may mean something else than the reading below.`;
  return second;
}
