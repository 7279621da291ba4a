/**
 * Date phrases of the Operator, by our own rules: chrono-node reads "founded after 2015", "since
 * 2018" and "in 2015" as nothing and "last quarter" as minus three months (DESIGN §10). A phrase
 * becomes an inclusive range in the list filters' format: YYYY, YYYY-MM or YYYY-MM-DD on each side.
 */

import { findAges } from './ages.ts';
import type { DateMention, DateRange, DateVerb } from './date-types.ts';
import { NUMBER_WORDS } from './patterns.ts';
import { findPeriods } from './periods.ts';

export type { DateMention, DateRange, DateVerb } from './date-types.ts';

type Unit = 'year' | 'month' | 'day';
/** A calendar span: first and last day, and the unit it was said in. */
type Span = { start: Date; end: Date; unit: Unit; untilNow?: boolean };

const MONTHS = [
  'january',
  'february',
  'march',
  'april',
  'may',
  'june',
  'july',
  'august',
  'september',
  'october',
  'november',
  'december',
];
const MONTH =
  '(?:jan(?:uary)?|feb(?:ruary)?|mar(?:ch)?|apr(?:il)?|may|june?|july?|aug(?:ust)?|sep(?:t(?:ember)?)?|oct(?:ober)?|nov(?:ember)?|dec(?:ember)?)';
const YEAR = '(?:1[89]\\d{2}|20\\d{2}|2100)';
const ORD = '(?:st|nd|rd|th)?';
const COUNT = `(?:\\d{1,3}|${Object.keys(NUMBER_WORDS).join('|')})`;

/** Every way of naming a span, most specific first. */
const ATOM = [
  `\\d{4}-\\d{2}-\\d{2}`,
  `\\d{4}-\\d{2}(?!\\d)`,
  `\\d{1,2}${ORD}\\s+(?:of\\s+)?${MONTH}\\.?,?\\s+${YEAR}`,
  `${MONTH}\\.?\\s+\\d{1,2}${ORD},?\\s+${YEAR}`,
  `${MONTH}\\.?,?\\s+${YEAR}`,
  `q[1-4]\\s+${YEAR}`,
  `h[12]\\s+${YEAR}`,
  `(?:the\\s+)?year\\s+${YEAR}`,
  `(?:first|second|third|fourth|1st|2nd|3rd|4th)\\s+quarter\\s+(?:of\\s+)?${YEAR}`,
  `(?:the\\s+)?(?:1[89]|20)\\d0s`,
  `(?:the\\s+)?'?[2-9]0s`,
  `(?:the\\s+)?(?:twenties|thirties|forties|fifties|sixties|seventies|eighties|nineties)`,
  `(?:the\\s+)?(?:last|past|previous)\\s+decade`,
  `(?:the\\s+)?(?:this|current|present)\\s+decade`,
  `(?:the\\s+)?(?:start|beginning)\\s+of\\s+(?:the|this)\\s+(?:year|month|quarter|decade)`,
  `(?:the\\s+)?(?:start|beginning|first)\\s+of\\s+(?:last|previous|the\\s+previous|the\\s+last)\\s+(?:year|month|quarter)`,
  `(?:the\\s+)?year\\s+before\\s+last`,
  `(?:the\\s+)?(?:first|second|1st|2nd)\\s+half\\s+of\\s+(?:the\\s+)?(?:(?:this|last|previous|current)\\s+year|${YEAR})`,
  `(?:h[12]|q[1-4])\\s+(?:of\\s+)?(?:this|last|previous|current)\\s+year`,
  `(?:the\\s+)?(?:first|second|third|fourth|1st|2nd|3rd|4th)\\s+quarter\\s+of\\s+(?:this|last|previous|current)\\s+year`,
  `(?:the\\s+)?(?:last|past)\\s+fortnight`,
  `(?:last|this)\\s+(?:summer|spring|autumn|fall)`,
  `(?:the\\s+)?(?:last|previous|past|this|current)\\s+(?:quarter|year|month|week)`,
  `(?:the\\s+)?(?:last|past)\\s+${COUNT}\\s+(?:years?|months?|weeks?|days?|decades?)`,
  `today|yesterday`,
  YEAR,
].join('|');

export const DATE_VERBS: Record<string, DateVerb> = {
  founded: 'founded',
  established: 'founded',
  incorporated: 'founded',
  started: 'founded',
  launched: 'founded',
  formed: 'founded',
  'set up': 'founded',
  published: 'published',
  publish: 'published',
  publishes: 'published',
  released: 'published',
  written: 'published',
  issued: 'published',
  aired: 'published',
  'came out': 'published',
  'come out': 'published',
  'comes out': 'published',
  dated: 'dated',
  invested: 'invested',
  closed: 'invested',
  made: 'invested',
  born: 'born',
  added: 'added',
  created: 'added',
  updated: 'updated',
  changed: 'updated',
  modified: 'updated',
};
const VERB = `(?:${Object.keys(DATE_VERBS).join('|')})`;
const PREP =
  '(?:no later than|later than|newer than|more recent than|older than|after|post|since|starting(?:\\s+(?:in|from))?|beginning(?:\\s+(?:in|from))?|as of|from|prior to|earlier than|before|pre|until|till|up to|through|by|in|during|within|for|on|of)';
const TAIL = '(?:\\s*(?:-|–|and|to|until|till|through)\\s*)';

/**
 * "2015 or later", "from 2014 onwards", "2012 or earlier": an open side after the span; not when a
 * bound follows ("before 2010 or after 2020" is two spans, each read on its own).
 */
const OPEN_END =
  '(?:\\s+(?:or|and)\\s+(later|after|newer|since|beyond|earlier|before|older|prior)(?!\\s+(?:the\\s+)?\\d)|\\s+(onwards?|on))';
const PATTERN = new RegExp(
  `(?<![\\w-])(?:(${VERB})\\s+)?(?:(${PREP})\\s+)?(${ATOM})(?:${TAIL}(${ATOM}))?(?:${OPEN_END})?(?![\\w%])`,
  'g',
);
/** Spans of years in words: "a decade", "a quarter of a century", "half a century", "two decades". */
const LONG = `(?:an?\\s+|one\\s+)?(?:quarter\\s+of\\s+a\\s+century|half\\s+a\\s+century|century|decade)|(?:${COUNT})\\s+(?:decades|centuries)`;
const longYears = (w: string) => {
  const n = count(w.match(/^(\S+)\s+(?:decades|centuries)/)?.[1] ?? '');
  if (/decades$/.test(w)) return n * 10;
  if (/centuries$/.test(w)) return n * 100;
  return /quarter/.test(w) ? 25 : /half/.test(w) ? 50 : /century/.test(w) ? 100 : 10;
};
const AGE = new RegExp(
  `(?<![\\w-])(?:(${VERB})\\s+)?(?:(older|younger|more|less|over|under|at\\s+least)\\s+(?:than\\s+)?)(?:(${COUNT})\\s+years?|(${LONG}))(?:\\s+(old|ago))?(?![\\w])`,
  'g',
);

const utc = (y: number, m = 0, d = 1) => new Date(Date.UTC(y, m, d));
const lastDay = (y: number, m: number) => new Date(Date.UTC(y, m + 1, 0));
const monthIndex = (word: string) => MONTHS.findIndex((m) => m.startsWith(word.replace('.', '').slice(0, 3)));
const count = (word: string) => NUMBER_WORDS[word] ?? Number(word);

function yearSpan(y: number): Span {
  return { start: utc(y), end: utc(y, 11, 31), unit: 'year' };
}
function monthSpan(y: number, m: number): Span {
  return { start: utc(y, m), end: lastDay(y, m), unit: 'month' };
}
function daySpan(y: number, m: number, d: number): Span {
  return { start: utc(y, m, d), end: utc(y, m, d), unit: 'day' };
}
function quarterSpan(y: number, q: number): Span {
  return { start: utc(y, q * 3), end: lastDay(y, q * 3 + 2), unit: 'month' };
}

type Groups = (string | undefined)[];
const decade = (y: number): Span => ({ start: utc(y), end: utc(y + 9, 11, 31), unit: 'year' });
const num = (x: string | undefined) => Number(x);
const QUARTER_WORDS = ['first', 'second', 'third', 'fourth'];

function relative(g: Groups, now: Date): Span {
  const y = now.getUTCFullYear();
  const m = now.getUTCMonth();
  const back = g[1] === 'this' || g[1] === 'current' ? 0 : 1;
  if (g[2] === 'year') return yearSpan(y - back);
  if (g[2] === 'month') return monthSpan(m - back < 0 ? y - 1 : y, (m - back + 12) % 12);
  if (g[2] === 'quarter') {
    const q = Math.floor(m / 3) - back;
    return q < 0 ? quarterSpan(y - 1, 3) : quarterSpan(y, q);
  }
  const today = utc(y, m, now.getUTCDate());
  const monday = new Date(today.getTime() - ((today.getUTCDay() + 6) % 7) * 86_400_000);
  const start = new Date(monday.getTime() - back * 7 * 86_400_000);
  return { start, end: new Date(start.getTime() + 6 * 86_400_000), unit: 'day' };
}

function lastN(g: Groups, now: Date): Span {
  const n = count(g[1] ?? '');
  const y = now.getUTCFullYear();
  const m = now.getUTCMonth();
  const today = utc(y, m, now.getUTCDate());
  const start =
    g[2] === 'year'
      ? utc(y - n, m, now.getUTCDate())
      : g[2] === 'month'
        ? utc(y, m - n, now.getUTCDate())
        : new Date(today.getTime() - n * (g[2] === 'week' ? 7 : 1) * 86_400_000);
  return { start, end: today, unit: 'day', untilNow: true };
}

/** "the start of the year": its first day. */
function startOf(g: Groups, now: Date): Span {
  const y = now.getUTCFullYear();
  const m = now.getUTCMonth();
  const first =
    g[1] === 'year'
      ? utc(y)
      : g[1] === 'month'
        ? utc(y, m)
        : g[1] === 'quarter'
          ? utc(y, m - (m % 3))
          : utc(Math.floor(y / 10) * 10);
  return { start: first, end: first, unit: 'day' };
}

/** Each way of naming a span and how to read it, most specific first. */
const SPAN_RULES: [RegExp, (g: Groups, now: Date) => Span][] = [
  [/^(\d{4})-(\d{2})-(\d{2})$/, (g) => daySpan(num(g[1]), num(g[2]) - 1, num(g[3]))],
  [/^(\d{4})-(\d{2})$/, (g) => monthSpan(num(g[1]), num(g[2]) - 1)],
  [
    new RegExp(`^(\\d{1,2})${ORD}\\s+(?:of\\s+)?(${MONTH})\\.?,?\\s+(\\d{4})$`),
    (g) => daySpan(num(g[3]), monthIndex(g[2] ?? ''), num(g[1])),
  ],
  [
    new RegExp(`^(${MONTH})\\.?\\s+(\\d{1,2})${ORD},?\\s+(\\d{4})$`),
    (g) => daySpan(num(g[3]), monthIndex(g[1] ?? ''), num(g[2])),
  ],
  [new RegExp(`^(${MONTH})\\.?,?\\s+(\\d{4})$`), (g) => monthSpan(num(g[2]), monthIndex(g[1] ?? ''))],
  [/^q([1-4])\s+(\d{4})$/, (g) => quarterSpan(num(g[2]), num(g[1]) - 1)],
  [
    /^h([12])\s+(\d{4})$/,
    (g) => ({ start: utc(num(g[2]), num(g[1]) * 6 - 6), end: lastDay(num(g[2]), num(g[1]) * 6 - 1), unit: 'month' }),
  ],
  [/^year\s+(\d{4})$/, (g) => yearSpan(num(g[1]))],
  [
    /^(first|second|third|fourth|1st|2nd|3rd|4th)\s+quarter\s+(?:of\s+)?(\d{4})$/,
    (g) => {
      const word = g[1] ?? '';
      const q = /^\d/.test(word) ? num(word[0]) - 1 : QUARTER_WORDS.indexOf(word);
      return quarterSpan(num(g[2]), q);
    },
  ],
  [/^(\d{3})0s$/, (g) => ({ start: utc(num(`${g[1]}0`)), end: utc(num(`${g[1]}0`) + 9, 11, 31), unit: 'year' })],
  [/^'?([2-9])0s$/, (g) => decade(1900 + num(g[1]) * 10)],
  [
    /^(twen|thir|for|fif|six|seven|eigh|nine)ties$/,
    (g) => decade(1900 + 10 * (['twen', 'thir', 'for', 'fif', 'six', 'seven', 'eigh', 'nine'].indexOf(g[1] ?? '') + 2)),
  ],
  [/^(?:last|past)\s+decade$/, (_g, now) => lastN([undefined, '10', 'year'], now)],
  // "the previous decade": the calendar decade before this one (the 2010s in the 2020s).
  [/^previous\s+decade$/, (_g, now) => decade(Math.floor(now.getUTCFullYear() / 10) * 10 - 10)],
  [/^(?:this|current|present)\s+decade$/, (_g, now) => decade(Math.floor(now.getUTCFullYear() / 10) * 10)],
  [/^(?:start|beginning)\s+of\s+(?:the|this)\s+(year|month|quarter|decade)$/, startOf],
  [
    /^(?:start|beginning|first)\s+of\s+(?:the\s+)?(?:last|previous)\s+(year|month|quarter)$/,
    (g, now) => {
      const s = relative([undefined, 'last', g[1]], now).start;
      return { start: s, end: s, unit: 'day' };
    },
  ],
  [/^year\s+before\s+last$/, (_g, now) => yearSpan(now.getUTCFullYear() - 2)],
  [
    /^(first|second|1st|2nd)\s+half\s+of\s+(?:the\s+)?(?:(this|last|previous|current)\s+year|(\d{4}))$/,
    (g, now) => {
      const y = g[3] ? num(g[3]) : now.getUTCFullYear() - (g[2] === 'last' || g[2] === 'previous' ? 1 : 0);
      const h = /^(first|1st)$/.test(g[1] ?? '') ? 0 : 1;
      return { start: utc(y, h * 6), end: lastDay(y, h * 6 + 5), unit: 'month' };
    },
  ],
  [
    /^(?:(h[12])|q([1-4])|(first|second|third|fourth|1st|2nd|3rd|4th)\s+quarter)\s+(?:of\s+)?(this|last|previous|current)\s+year$/,
    (g, now) => {
      const y = now.getUTCFullYear() - (g[4] === 'last' || g[4] === 'previous' ? 1 : 0);
      if (g[1]) {
        const h = g[1] === 'h1' ? 0 : 1;
        return { start: utc(y, h * 6), end: lastDay(y, h * 6 + 5), unit: 'month' };
      }
      const word = g[3] ?? '';
      const q = g[2] ? num(g[2]) - 1 : /^\d/.test(word) ? num(word[0]) - 1 : QUARTER_WORDS.indexOf(word);
      return quarterSpan(y, q);
    },
  ],
  [/^(?:last|past)\s+fortnight$/, (_g, now) => lastN([undefined, '14', 'day'], now)],
  [
    /^(last|this)\s+(summer|spring|autumn|fall)$/,
    (g, now) => {
      // The season's months in the northern hemisphere; "last summer" is the latest one that is over.
      const first = g[2] === 'spring' ? 2 : g[2] === 'summer' ? 5 : 8;
      const y = now.getUTCFullYear();
      const ended = now.getUTCMonth() > first + 2;
      const year = g[1] === 'this' ? y : ended ? y : y - 1;
      return { start: utc(year, first), end: lastDay(year, first + 2), unit: 'month' };
    },
  ],
  [/^(last|previous|past|this|current)\s+(quarter|year|month|week)$/, relative],
  [
    new RegExp(`^(?:last|past)\\s+(${COUNT})\\s+decades?$`),
    (g, now) => lastN([undefined, String(count(g[1] ?? '') * 10), 'year'], now),
  ],
  [new RegExp(`^(?:last|past)\\s+(${COUNT})\\s+(year|month|week|day)s?$`), lastN],
  [/^today$/, (_g, now) => daySpan(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate())],
  [
    /^yesterday$/,
    (_g, now) => {
      const d = new Date(utc(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate()).getTime() - 86_400_000);
      return daySpan(d.getUTCFullYear(), d.getUTCMonth(), d.getUTCDate());
    },
  ],
  [/^(\d{4})$/, (g) => yearSpan(num(g[1]))],
];

/** One phrase naming a span ("march 2020", "last quarter", "the 1980s") → the span, or null. */
export function parseSpan(raw: string, now: Date): Span | null {
  const s = raw.trim().replace(/^the\s+/, '');
  for (const [re, read] of SPAN_RULES) {
    const g = s.match(re);
    if (g) return read([...g], now);
  }
  return null;
}

/** A date in the filter's format at a unit: 2020, 2020-03 or 2020-03-12. */
export function formatAt(d: Date, unit: Unit): string {
  const iso = d.toISOString().slice(0, 10);
  return unit === 'year' ? iso.slice(0, 4) : unit === 'month' ? iso.slice(0, 7) : iso;
}

/** The unit after a span ends, and the unit before it starts ("after 2015" → 2016). */
function nextUnit(span: Span): Date {
  const e = span.end;
  if (span.unit === 'year') return utc(e.getUTCFullYear() + 1);
  if (span.unit === 'month') return utc(e.getUTCFullYear(), e.getUTCMonth() + 1);
  return new Date(e.getTime() + 86_400_000);
}
function previousUnit(span: Span): Date {
  const s = span.start;
  if (span.unit === 'year') return utc(s.getUTCFullYear() - 1);
  if (span.unit === 'month') return utc(s.getUTCFullYear(), s.getUTCMonth() - 1);
  return new Date(s.getTime() - 86_400_000);
}

/** A preposition and one or two spans → the inclusive range they mean. */
export function rangeOf(prep: string | null, first: Span, second: Span | null): DateRange {
  const from = formatAt(first.start, first.unit);
  const to = formatAt(first.end, first.unit);
  if (second) return { from, to: formatAt(second.end, second.unit) };
  const p = (prep ?? 'in').replace(/\s+/g, ' ');
  if (/^(after|later than|newer than|more recent than|post)$/.test(p))
    return { from: formatAt(nextUnit(first), first.unit), to: null };
  if (/^(since|as of|starting|beginning)/.test(p)) return { from, to: null };
  if (/^(before|prior to|earlier than|older than|pre)$/.test(p))
    return { from: null, to: formatAt(previousUnit(first), first.unit) };
  if (/^(until|till|up to|through|by|no later than)$/.test(p)) return { from: null, to };
  // "in the last 5 years" runs up to today, and nothing later is on record.
  if (first.untilNow) return { from, to: null };
  return { from, to };
}

/** Every date phrase in a (lower-case) text, with its position, its verb and its range. */
export function findDates(text: string, now: Date): DateMention[] {
  const out: DateMention[] = findAges(text, now);
  for (const p of findPeriods(text, now)) if (!out.some((d) => d.start < p.end && p.start < d.end)) out.push(p);
  const ages = out.length;
  for (const m of text.matchAll(PATTERN)) {
    const at = m.index ?? 0;
    if (out.slice(0, ages).some((d) => d.start < at + m[0].length && at < d.end)) continue;
    const first = parseSpan(m[3] ?? '', now);
    if (!first) continue;
    const second = m[4] ? parseSpan(m[4], now) : null;
    // "between 2015 and 2018"; a lone "between" is dropped with the preposition.
    if (m[4] && !second) continue;
    const verb = m[1] ? (DATE_VERBS[m[1].replace(/\s+/g, ' ')] ?? null) : null;
    const start = m.index ?? 0;
    const before = text.slice(Math.max(0, start - 8), start);
    const between = second && /between\s+$/.test(before) ? before.length - before.search(/between\s+$/) : 0;
    const open = m[5] ?? m[6];
    const prep = !open
      ? (m[2] ?? null)
      : /^(later|after|newer|since|beyond|onwards?|on)$/.test(open)
        ? 'since'
        : 'until';
    out.push({ start: start - between, end: start + m[0].length, verb, range: rangeOf(prep, first, second) });
  }
  for (const m of text.matchAll(AGE)) {
    const n = m[4] ? longYears(m[4]) : count(m[3] ?? '');
    const y = now.getUTCFullYear();
    const cut = formatAt(utc(y - n, now.getUTCMonth(), now.getUTCDate()), 'day');
    const atLeast = /^at\s+least$/.test(m[2] ?? '');
    const older = atLeast || /^(older|more|over)$/.test(m[2] ?? '');
    const ago = m[5] === 'ago';
    // "under three years old": strictly younger, so not the day exactly three years ago.
    const after = formatAt(new Date(utc(y - n, now.getUTCMonth(), now.getUTCDate()).getTime() + 86_400_000), 'day');
    // "founded more than 10 years ago" and "older than 10 years" both end before the cut.
    const range =
      older || (ago && /^(more|over)$/.test(m[2] ?? ''))
        ? { from: null, to: cut }
        : { from: m[5] === 'old' ? after : cut, to: null };
    const verb = m[1] ? (DATE_VERBS[m[1]] ?? null) : null;
    const start = m.index ?? 0;
    if (out.some((d) => d.start < start + m[0].length && start < d.end)) continue;
    // "younger than five years": whether the day exactly five years ago counts is not said.
    const unsure = `read as including ${cut} itself; strictly ${older ? 'older' : 'younger'} would leave that day out`;
    // "under 30 years old" is an age as the bank reads it; a span of years ("younger than five years") states its bound.
    out.push({ start, end: start + m[0].length, verb, range, ...(m[5] === 'old' || atLeast ? {} : { unsure }) });
  }
  return out.sort((a, b) => a.start - b.start);
}

/** `from,to` as the list filters take it. */
export const rangeValue = (r: DateRange) => `${r.from ?? ''},${r.to ?? ''}`;
