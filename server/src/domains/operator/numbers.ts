/**
 * Numbers said in words, as dictation writes them, turned into digits before the question is read: "thirty five" →
 * 35, "twenty-five" → 25, "two thousand twenty two" → 2022, "twenty fifteen" → 2015, "nineteen ninety nine" → 1999,
 * "one hundred and fifty" → 150, "twenty first" → 21st, and a day of a month in words ("first of july" → 1st of july).
 * A number of one word stays a word ("the three oldest", "one third": the rules read those), but a common misspelling
 * of one is fixed ("fourty" → forty).
 */

/** Number words, shared with the age rules (ages.ts). */
export const UNITS = ['one', 'two', 'three', 'four', 'five', 'six', 'seven', 'eight', 'nine'];
export const TEENS = [
  'ten',
  'eleven',
  'twelve',
  'thirteen',
  'fourteen',
  'fifteen',
  'sixteen',
  'seventeen',
  'eighteen',
  'nineteen',
];
export const TENS = ['twenty', 'thirty', 'forty', 'fifty', 'sixty', 'seventy', 'eighty', 'ninety'];
export const ORDINAL_UNITS = ['first', 'second', 'third', 'fourth', 'fifth', 'sixth', 'seventh', 'eighth', 'ninth'];
export const ORDINAL_TEENS = [
  'tenth',
  'eleventh',
  'twelfth',
  'thirteenth',
  'fourteenth',
  'fifteenth',
  'sixteenth',
  'seventeenth',
  'eighteenth',
  'nineteenth',
];
const ORDINAL_TENS: Record<string, number> = { twentieth: 20, thirtieth: 30 };

/** Misspellings of number words common enough to be read as them (never a word of its own). */
const MISSPELT: Record<string, string> = {
  fourty: 'forty',
  ninty: 'ninety',
  nintey: 'ninety',
  fiveteen: 'fifteen',
  eightteen: 'eighteen',
  nineth: 'ninth',
  twelth: 'twelfth',
  fourtieth: 'fortieth',
};

type Word = { w: string; start: number; end: number };
type Read = { value: number; next: number; ordinal?: boolean };

const cardinal = (w: string | undefined): number | null => {
  if (!w) return null;
  const u = UNITS.indexOf(w);
  if (u >= 0) return u + 1;
  const t = TEENS.indexOf(w);
  if (t >= 0) return t + 10;
  const n = TENS.indexOf(w);
  return n >= 0 ? (n + 2) * 10 : null;
};
const ordinal = (w: string | undefined): number | null => {
  if (!w) return null;
  const u = ORDINAL_UNITS.indexOf(w);
  if (u >= 0) return u + 1;
  const t = ORDINAL_TEENS.indexOf(w);
  if (t >= 0) return t + 10;
  return ORDINAL_TENS[w] ?? null;
};

/**
 * The words at `i` joined only by spaces or one hyphen; `gap(i)` is the text between word i and word i+1.
 * Reads below a hundred: "twenty five", "twenty-five", "twenty fifth", "fifteen".
 */
function below100(words: Word[], i: number, joined: (i: number) => boolean): Read | null {
  const w = words[i]?.w;
  const tens = TENS.indexOf(w ?? '');
  if (tens >= 0 && joined(i)) {
    const next = words[i + 1]?.w;
    const unit = UNITS.indexOf(next ?? '');
    if (unit >= 0) return { value: (tens + 2) * 10 + unit + 1, next: i + 2 };
    const ord = ORDINAL_UNITS.indexOf(next ?? '');
    if (ord >= 0) return { value: (tens + 2) * 10 + ord + 1, next: i + 2, ordinal: true };
  }
  const c = cardinal(w);
  return c === null ? null : { value: c, next: i + 1 };
}

/** A number of several words at `i`: a year said in pairs, thousands, hundreds or a compound below a hundred. */
function readNumber(words: Word[], i: number, joined: (i: number) => boolean): Read | null {
  const first = below100(words, i, joined);
  if (!first) return null;
  if (first.ordinal) return first;
  const wordAt = (k: number) => words[k]?.w;
  // "twenty fifteen", "nineteen ninety nine", "twenty twenty five", "twenty oh five".
  if (first.next === i + 1 && [18, 19, 20].includes(first.value) && joined(i)) {
    const unit = UNITS.indexOf(wordAt(i + 2) ?? '');
    if (wordAt(i + 1) === 'oh' && joined(i + 1) && unit >= 0)
      return { value: first.value * 100 + unit + 1, next: i + 3 };
    const second = below100(words, i + 1, joined);
    if (second && !second.ordinal && second.value >= 10)
      return { value: first.value * 100 + second.value, next: second.next };
  }
  let value = first.value;
  let next = first.next;
  // Where the rest of a number starts after "hundred" or "thousand" ("and" may join it), or -1.
  const restAt = (k: number) => (wordAt(k) === 'and' && joined(k - 1) && joined(k) ? k + 1 : joined(k - 1) ? k : -1);
  const tail = (k: number) => {
    const r = k < 0 ? null : below100(words, k, joined);
    if (r && !r.ordinal) {
      value += r.value;
      next = r.next;
    }
  };
  // "one hundred and fifty", "nineteen hundred".
  if (value < 20 && wordAt(next) === 'hundred' && joined(next - 1)) {
    value *= 100;
    next++;
    tail(restAt(next));
  }
  // "two thousand", "two thousand and five", "two thousand twenty two", "two thousand three hundred".
  if (value < 1000 && wordAt(next) === 'thousand' && joined(next - 1)) {
    value *= 1000;
    next++;
    const k = restAt(next);
    const h = k < 0 ? null : below100(words, k, joined);
    if (h && !h.ordinal && h.value < 10 && wordAt(h.next) === 'hundred' && joined(h.next - 1)) {
      value += h.value * 100;
      next = h.next + 1;
      tail(restAt(next));
    } else tail(k);
  }
  return next - i >= 2 ? { value, next } : null;
}

const MONTHS =
  '(?:jan(?:uary)?|feb(?:ruary)?|mar(?:ch)?|apr(?:il)?|may|june?|july?|aug(?:ust)?|sep(?:t(?:ember)?)?|oct(?:ober)?|nov(?:ember)?|dec(?:ember)?)';
/** Month names that are no other word ("may" and "march" are verbs too). */
const FULL_MONTHS = '(?:january|february|april|june|july|august|september|october|november|december)';
const suffix = (n: number) =>
  n % 10 === 1 && n !== 11 ? 'st' : n % 10 === 2 && n !== 12 ? 'nd' : n % 10 === 3 && n !== 13 ? 'rd' : 'th';

/** The question with its numbers of several words in digits, and a day of a month in words as "1st of july". */
export function spelledNumbers(text: string): string {
  const words: Word[] = [];
  for (const m of text.matchAll(/\p{L}+/gu)) {
    const start = m.index ?? 0;
    const low = m[0].toLowerCase();
    words.push({ w: MISSPELT[low] ?? low, start, end: start + m[0].length });
  }
  // Two words belong to one number when only spaces or one hyphen lie between them.
  const joined = (k: number) => {
    const a = words[k];
    const b = words[k + 1];
    return !!a && !!b && /^(?:\s+|-)$/.test(text.slice(a.end, b.start));
  };
  let out = '';
  let at = 0;
  for (let i = 0; i < words.length; ) {
    const word = words[i] as Word;
    const read = readNumber(words, i, joined);
    if (read) {
      const last = words[read.next - 1] as Word;
      out += text.slice(at, word.start) + String(read.value) + (read.ordinal ? suffix(read.value) : '');
      at = last.end;
      i = read.next;
      continue;
    }
    const fixed = MISSPELT[text.slice(word.start, word.end).toLowerCase()];
    if (fixed) {
      out += text.slice(at, word.start) + fixed;
      at = word.end;
    }
    i++;
  }
  out += text.slice(at);
  // "first of july", "the fifth of may", "july first": a day of a month.
  const ordinalWord = [...ORDINAL_UNITS, ...ORDINAL_TEENS, ...Object.keys(ORDINAL_TENS)].join('|');
  const dayWord = `${ordinalWord}|${[...UNITS, ...TEENS].join('|')}`;
  const day = (w: string) => {
    const n = ordinal(w.toLowerCase()) ?? cardinal(w.toLowerCase()) ?? 0;
    return `${n}${suffix(n)}`;
  };
  // "between ten and twenty percent", "from two to four years ago": a span whose ends are both numbers, in digits.
  const one = [...UNITS, ...TEENS, ...TENS].join('|');
  const digit = (w: string) => String(cardinal(w.toLowerCase()) ?? w);
  out = out.replace(
    new RegExp(
      `(?<![\\p{L}])(between|from)\\s+(${one}|\\d{1,3})\\s+(and|to)\\s+(${one}|\\d{1,3})(?![\\p{L}\\d])`,
      'giu',
    ),
    (_all, prep: string, a: string, join: string, b: string) => `${prep} ${digit(a)} ${join} ${digit(b)}`,
  );
  return out
    .replace(
      new RegExp(
        `(?<![\\p{L}\\d])(${dayWord})(?=\\s+of\\s+${MONTHS}(?![\\p{L}])|\\s+${FULL_MONTHS}(?![\\p{L}]))`,
        'giu',
      ),
      (w) => day(w),
    )
    .replace(
      new RegExp(`(?<![\\p{L}])(${MONTHS})\\s+(?:the\\s+)?(${ordinalWord})(?![\\p{L}\\d])`, 'giu'),
      (_all, month: string, w: string) => `${month} ${day(w)}`,
    );
}
