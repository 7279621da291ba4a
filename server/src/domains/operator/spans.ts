/**
 * Phrases naming one span of time ("march 2020", "last quarter", "the 1980s", "the past year",
 * "this century", "Q3") and the calendar span each names on a given day (dates.ts adds the
 * preposition and the verb around them).
 */

import { calendarBack } from './date-types.ts';
import { COMPOUND, countOf, NUMBER_WORDS } from './patterns.ts';
import { WEEKDAY_RULE, weekdaySpan } from './weekdays.ts';

export type Unit = 'year' | 'month' | 'day';
/** A calendar span: first and last day, and the unit it was said in. */
export type Span = {
  start: Date;
  end: Date;
  unit: Unit;
  untilNow?: boolean;
  unsure?: string;
  yearless?: boolean;
  /** The doubt is about the span as a whole ("at the turn of the century"), not as a bound ("before the turn …"). */
  boundSure?: boolean;
};

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
export const MONTH =
  '(?:jan(?:uary)?|feb(?:ruary)?|mar(?:ch)?|apr(?:il)?|may|june?|july?|aug(?:ust)?|sep(?:t(?:ember)?)?|oct(?:ober)?|nov(?:ember)?|dec(?:ember)?)';
export const YEAR = '(?:1[89]\\d{2}|20\\d{2}|2100)';
export const ORD = '(?:st|nd|rd|th)?';
export const COUNT = `(?:\\d{1,3}|${COMPOUND}|${Object.keys(NUMBER_WORDS).join('|')})`;

export const utc = (y: number, m = 0, d = 1) => new Date(Date.UTC(y, m, d));
export const lastDay = (y: number, m: number) => new Date(Date.UTC(y, m + 1, 0));
const monthIndex = (word: string) => MONTHS.findIndex((m) => m.startsWith(word.replace('.', '').slice(0, 3)));
export const count = (word: string) => countOf(word);

function yearSpan(y: number): Span {
  return { start: utc(y), end: utc(y, 11, 31), unit: 'year' };
}
function monthSpan(y: number, m: number): Span {
  return { start: utc(y, m), end: lastDay(y, m), unit: 'month' };
}
function daySpan(y: number, m: number, d: number): Span {
  return { start: utc(y, m, d), end: utc(y, m, d), unit: 'day' };
}
/** Days of the year known by name, at the same date every year: [words, month (0-11), day]. */
const NAMED_DAYS: [string, number, number][] = [
  ["new\\s+year(?:['’]?s)?\\s+eve|hogmanay", 11, 31],
  ["new\\s+year(?:['’]?s)?(?:\\s+day)?", 0, 1],
  ['burns\\s+night', 0, 25],
  ["(?:st\\.?|saint)\\s+valentine(?:['’]?s)?\\s+day|valentine(?:['’]?s)?\\s+day", 1, 14],
  ["(?:st\\.?|saint)\\s+david(?:['’]?s)?\\s+day", 2, 1],
  ["(?:st\\.?|saint)\\s+patrick(?:['’]?s)?\\s+day|paddy(?:['’]?s)?\\s+day", 2, 17],
  ["(?:st\\.?|saint)\\s+george(?:['’]?s)?\\s+day", 3, 23],
  ['may\\s+day', 4, 1],
  ['bastille\\s+day', 6, 14],
  ['halloween', 9, 31],
  ["all\\s+saints['’]?\\s+day", 10, 1],
  ['(?:guy\\s+fawkes|bonfire)\\s+night', 10, 5],
  ['armistice\\s+day|remembrance\\s+day|veterans\\s+day', 10, 11],
  ["(?:st\\.?|saint)\\s+andrew(?:['’]?s)?\\s+day", 10, 30],
  ['christmas\\s+eve', 11, 24],
  ['christmas(?:\\s+day)?|xmas', 11, 25],
  ["boxing\\s+day|(?:st\\.?|saint)\\s+stephen(?:['’]?s)?\\s+day", 11, 26],
];
/** The named days as one alternation (dates.ts reads them as spans). */
export const NAMED_DAY = NAMED_DAYS.map(([w]) => `(?:${w})`).join('|');
/** A named day: this year's, or last year's when this year's is still to come (stated). */
const NAMED_DAY_RES = NAMED_DAYS.map(([w, m, d]) => [new RegExp(`^(?:${w})$`, 'u'), m, d] as const);
function namedDay(name: string, now: Date): Span | null {
  if (!/day|night|eve|halloween|christmas|xmas|hogmanay|year/.test(name)) return null;
  const hit = NAMED_DAY_RES.find(([re]) => re.test(name));
  if (!hit) return null;
  const [, m, d] = hit;
  const y = now.getUTCFullYear();
  // "born on Halloween": a day of a month in any year, as "born on 3 March" is.
  if (utc(y, m, d).getTime() <= now.getTime()) return { ...daySpan(y, m, d), yearless: true };
  return {
    ...daySpan(y - 1, m, d),
    yearless: true,
    unsure: `read as the last one, ${y - 1}; this year's is still to come`,
  };
}
function quarterSpan(y: number, q: number): Span {
  return { start: utc(y, q * 3), end: lastDay(y, q * 3 + 2), unit: 'month' };
}

type Groups = (string | undefined)[];
const decade = (y: number): Span => ({ start: utc(y), end: utc(y + 9, 11, 31), unit: 'year' });
const century = (y: number): Span => ({ start: utc(y), end: utc(y + 99, 11, 31), unit: 'year' });
const num = (x: string | undefined) => Number(x);
const QUARTER_WORDS = ['first', 'second', 'third', 'fourth'];
const DECADE_ORDINALS = ['first', 'second', 'third', 'fourth', 'fifth', 'sixth', 'seventh', 'eighth', 'ninth', 'tenth'];
/** "20", "twentieth", "twenty-first" → the century's number. */
const centuryNumber = (w: string) =>
  /^\d+$/.test(w) ? Number(w) : w === 'nineteenth' ? 19 : w === 'twentieth' ? 20 : 21;

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

type CalendarUnit = 'year' | 'quarter' | 'month' | 'week';
/** The calendar unit `n` back from the current one (n = 1: last year, last month, last week). */
function back(unit: CalendarUnit, n: number, now: Date): Span {
  const y = now.getUTCFullYear();
  const m = now.getUTCMonth();
  if (unit === 'year') return yearSpan(y - n);
  if (unit === 'month') return monthSpan(utc(y, m - n).getUTCFullYear(), utc(y, m - n).getUTCMonth());
  if (unit === 'quarter') {
    const first = utc(y, m - (m % 3) - 3 * n);
    return quarterSpan(first.getUTCFullYear(), first.getUTCMonth() / 3);
  }
  const today = utc(y, m, now.getUTCDate());
  const monday = new Date(today.getTime() - ((today.getUTCDay() + 6) % 7) * 86_400_000);
  const start = new Date(monday.getTime() - n * 7 * 86_400_000);
  return { start, end: new Date(start.getTime() + 6 * 86_400_000), unit: 'day' };
}

export { WEEKDAY, WEEKDAYS } from './weekdays.ts';

function lastN(g: Groups, now: Date): Span {
  const n = count(g[1] ?? '');
  const y = now.getUTCFullYear();
  const m = now.getUTCMonth();
  const today = utc(y, m, now.getUTCDate());
  const start =
    g[2] === 'year'
      ? calendarBack(now, n)
      : g[2] === 'month'
        ? calendarBack(now, 0, n)
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
const SPAN_RULES: [RegExp, (g: Groups, now: Date) => Span | null][] = [
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
  // "before the turn of the century": the first day of 2000; "at the turn of the century" names no span of years.
  [
    /^turn\s+of\s+(?:the\s+)?(?:century|millennium)$/,
    () => ({
      ...daySpan(2000, 0, 1),
      unsure: 'read as the day 2000-01-01; "the turn of the century" names no exact span of years around it',
      boundSure: true,
    }),
  ],
  // "the latter half of the 1970s": five years of the decade.
  [
    /^(first|second|latter|former|earlier|later)\s+half\s+of\s+(?:the\s+)?(.+s|(?:previous|current|this)\s+decade)$/,
    (g, now) => {
      const d = parseSpan(g[2] ?? '', now);
      if (!d || d.unit !== 'year' || d.end.getUTCFullYear() - d.start.getUTCFullYear() !== 9) return null;
      const y = d.start.getUTCFullYear() + (/^(?:second|latter|later)$/.test(g[1] ?? '') ? 5 : 0);
      return { start: utc(y), end: utc(y + 4, 11, 31), unit: 'year' };
    },
  ],
  [
    /^(first|second|third|fourth|1st|2nd|3rd|4th)\s+quarter\s+(?:of\s+)?(\d{4})$/,
    (g) => {
      const word = g[1] ?? '';
      const q = /^\d/.test(word) ? num(word[0]) - 1 : QUARTER_WORDS.indexOf(word);
      return quarterSpan(num(g[2]), q);
    },
  ],
  // "the early 1980s", "the mid-70s", "the late nineties": a third of the decade, as ages read "early 40s".
  [
    /^(early|mid|late)[\s-]+(.+)$/,
    (g, now) => {
      const decadeSpan = parseSpan(g[2] ?? '', now);
      if (!decadeSpan) return null;
      const y = decadeSpan.start.getUTCFullYear();
      const [a, b] = g[1] === 'early' ? [y, y + 3] : g[1] === 'mid' ? [y + 3, y + 6] : [y + 6, y + 9];
      return { start: utc(a), end: utc(b, 11, 31), unit: 'year', unsure: `"${g[1]}" read as ${a}–${b}` };
    },
  ],
  // "the nineteen-eighties", "the twenty-tens".
  [
    /^(nineteen|twenty)[\s-]+(ten|twen|thir|for|fif|six|seven|eigh|nine)(?:ties|s)$/,
    (g) =>
      decade(
        (g[1] === 'nineteen' ? 1900 : 2000) +
          10 * (['ten', 'twen', 'thir', 'for', 'fif', 'six', 'seven', 'eigh', 'nine'].indexOf(g[2] ?? '') + 1),
      ),
  ],
  [/^(\d{3})0s$/, (g) => ({ start: utc(num(`${g[1]}0`)), end: utc(num(`${g[1]}0`) + 9, 11, 31), unit: 'year' })],
  [/^'?([2-9])0s$/, (g) => decade(1900 + num(g[1]) * 10)],
  // "the noughties", "the aughts": the 2000s.
  [/^(?:noughties|aughts)$/, () => decade(2000)],
  [
    /^(twen|thir|for|fif|six|seven|eigh|nine)ties$/,
    (g) => decade(1900 + 10 * (['twen', 'thir', 'for', 'fif', 'six', 'seven', 'eigh', 'nine'].indexOf(g[1] ?? '') + 2)),
  ],
  [/^(?:last|past)\s+decade$/, (_g, now) => lastN([undefined, '10', 'year'], now)],
  // "the previous decade": the calendar decade before this one (the 2010s in the 2020s).
  [/^previous\s+decade$/, (_g, now) => decade(Math.floor(now.getUTCFullYear() / 10) * 10 - 10)],
  [/^(?:this|current|present)\s+decade$/, (_g, now) => decade(Math.floor(now.getUTCFullYear() / 10) * 10)],
  [/^(?:start|beginning)\s+of\s+(?:the|this)\s+(year|month|quarter|decade)$/, startOf],
  // "the start of the previous decade", "the beginning of last year": the first day of the unit before this one.
  [
    /^(?:start|beginning)\s+of\s+(?:the\s+)?(?:previous|last|prior|preceding)\s+(year|month|quarter|decade)$/,
    (g, now) => {
      const y = now.getUTCFullYear();
      const m = now.getUTCMonth();
      const first =
        g[1] === 'year'
          ? utc(y - 1)
          : g[1] === 'month'
            ? utc(y, m - 1)
            : g[1] === 'quarter'
              ? utc(y, m - (m % 3) - 3)
              : utc(Math.floor(y / 10) * 10 - 10);
      return { start: first, end: first, unit: 'day' };
    },
  ],
  // "since the beginning of 2024", "by the end of 2023": the year's first or last day.
  [/^(?:start|beginning)\s+of\s+(\d{4})$/, (g) => daySpan(num(g[1]), 0, 1)],
  [/^(?:end|close)\s+of\s+(\d{4})$/, (g) => daySpan(num(g[1]), 11, 31)],
  [
    /^(?:start|beginning|first)\s+of\s+(?:the\s+)?(?:last|previous)\s+(year|month|quarter)$/,
    (g, now) => {
      const s = relative([undefined, 'last', g[1]], now).start;
      return { start: s, end: s, unit: 'day' };
    },
  ],
  [/^year\s+(?:before|prior\s+to)\s+last$/, (_g, now) => yearSpan(now.getUTCFullYear() - 2)],
  // "the week before last", "the month before last": two calendar units back.
  [/^(quarter|month|week)\s+(?:before|prior\s+to)\s+last$/, (g, now) => back(g[1] as CalendarUnit, 2, now)],
  // "the decade before this one", "the year preceding the current one": the calendar unit before this one.
  [
    /^(decade|year|quarter|month|week)\s+(?:before|preceding|prior\s+to)\s+(?:this|the\s+current|the\s+present)\s+(?:one|decade|year|quarter|month|week)$/,
    (g, now) =>
      g[1] === 'decade' ? decade(Math.floor(now.getUTCFullYear() / 10) * 10 - 10) : back(g[1] as CalendarUnit, 1, now),
  ],
  // "the three full calendar years preceding this one", "the last two complete quarters": whole
  // calendar units before the current one, not a span up to today.
  [
    new RegExp(
      `^(?:(?:last|past|previous|preceding)\\s+)?(${COUNT})\\s+(?:(?:(?:full|complete|whole|entire)\\s+)?(?:calendar\\s+)?(year|quarter|month|week)s?\\s+(?:before|preceding|prior\\s+to)\\s+(?:this|the\\s+current|the\\s+present)\\s+(?:one|year|quarter|month|week)|(?:(?:full|complete|whole|entire)\\s+(?:calendar\\s+)?|calendar\\s+)(year|quarter|month|week)s?)$`,
    ),
    (g, now) => {
      const n = count(g[1] ?? '');
      if (!Number.isFinite(n) || n < 1) return null;
      const unit = (g[2] ?? g[3]) as CalendarUnit;
      return { ...back(unit, n, now), end: back(unit, 1, now).end };
    },
  ],
  // "Monday", "last Friday", "this Friday", "Monday of last week": one day (weekdays.ts).
  [WEEKDAY_RULE, weekdaySpan],
  [
    /^(first|second|1st|2nd)\s+half\s+of\s+(?:the\s+)?(?:(this|last|previous|current)\s+year|(\d{4}))$/,
    (g, now) => {
      const y = g[3] ? num(g[3]) : now.getUTCFullYear() - (g[2] === 'last' || g[2] === 'previous' ? 1 : 0);
      const h = /^(first|1st)$/.test(g[1] ?? '') ? 0 : 1;
      return { start: utc(y, h * 6), end: lastDay(y, h * 6 + 5), unit: 'month' };
    },
  ],
  [
    /^(?:(h[12])|q([1-4])|(first|second|third|fourth|1st|2nd|3rd|4th)\s+quarter)\s+(?:of\s+)?(?:(this|last|previous|current)\s+year|the\s+year\s+(before)\s+last)$/,
    (g, now) => {
      const y = now.getUTCFullYear() - (g[5] ? 2 : g[4] === 'last' || g[4] === 'previous' ? 1 : 0);
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
  // "this half-year": January to June or July to December, the one today is in; "last half-year" the one before;
  // "the past half-year" the six months up to today.
  [
    /^(this|current|present|last|previous|prior|preceding|past)\s+half[\s-]*year$/,
    (g, now) => {
      if (g[1] === 'past') return lastN([undefined, '6', 'month'], now);
      const half = Math.floor(now.getUTCMonth() / 6) - (/^(?:this|current|present)$/.test(g[1] ?? '') ? 0 : 1);
      const y = now.getUTCFullYear() + Math.floor(half / 2);
      const h = ((half % 2) + 2) % 2;
      return { start: utc(y, h * 6), end: lastDay(y, h * 6 + 5), unit: 'month' };
    },
  ],
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
  // "the past year", "this past month": the span up to today; "last year" is the calendar year before.
  [
    /^(?:this\s+)?past\s+(quarter|year|month|week)$/,
    (g, now) => lastN([undefined, g[1] === 'quarter' ? '3' : '1', g[1] === 'quarter' ? 'month' : g[1]], now),
  ],
  [/^(last|previous|past|this|current)\s+(quarter|year|month|week)$/, relative],
  [/^(this|current|present)\s+century$/, (_g, now) => century(Math.floor(now.getUTCFullYear() / 100) * 100)],
  [/^(?:last|previous|past)\s+century$/, (_g, now) => century(Math.floor(now.getUTCFullYear() / 100) * 100 - 100)],
  // "the last decade of the 20th century": the 1990s, as the century is read (1900–1999), stated.
  [
    /^(first|second|third|fourth|fifth|sixth|seventh|eighth|ninth|tenth|last|final)\s+decade\s+of\s+(?:the\s+)?(19|20|21|nineteenth|twentieth|twenty[\s-]first)(?:st|th)?\s+century$/,
    (g) => {
      const nth = /^(?:last|final)$/.test(g[1] ?? '') ? 9 : DECADE_ORDINALS.indexOf(g[1] ?? '');
      const y = (centuryNumber(g[2] ?? '') - 1) * 100 + nth * 10;
      return {
        ...decade(y),
        unsure: `read as ${y}–${y + 9}; counted strictly from the century's first year, ${y + 1}–${y + 10}`,
      };
    },
  ],
  // "the decade starting 1990", "the 1990 decade": ten years from that year.
  [
    /^decade\s+(?:starting|beginning|from|that\s+(?:started|began))\s+(?:in\s+)?(\d{4})$/,
    (g) => ({ start: utc(num(g[1])), end: utc(num(g[1]) + 9, 11, 31), unit: 'year' }),
  ],
  [/^(\d{3}0)\s+decade$/, (g) => decade(num(g[1]))],
  [
    /^(19|20|21|nineteenth|twentieth|twenty[\s-]first)(?:st|th)?\s+century$/,
    (g) => {
      const from = (centuryNumber(g[1] ?? '') - 1) * 100;
      return {
        ...century(from),
        unsure: `read as ${from}–${from + 99}; counted strictly, the century runs ${from + 1}–${from + 100}`,
      };
    },
  ],
  [
    /^(?:last|past|previous)\s+(few|several|couple\s+of)\s+(year|month|week|day)s$/,
    (g, now) => {
      const n = /^couple/.test(g[1] ?? '') ? 2 : 3;
      const span = lastN([undefined, String(n), g[2]], now);
      return n === 2 ? span : { ...span, unsure: `"${g[1]}" read as ${n}` };
    },
  ],
  // "Q3", "the first quarter", "H2" with no year: this year's, or last year's when it has not begun.
  [
    /^(?:q([1-4])|(first|second|third|fourth|1st|2nd|3rd|4th)\s+quarter)$/,
    (g, now) => {
      const word = g[2] ?? '';
      const q = g[1] ? num(g[1]) - 1 : /^\d/.test(word) ? num(word[0]) - 1 : QUARTER_WORDS.indexOf(word);
      const y = now.getUTCFullYear() - (q * 3 > now.getUTCMonth() ? 1 : 0);
      return quarterSpan(y, q);
    },
  ],
  [
    /^h([12])$/,
    (g, now) => {
      const h = num(g[1]) - 1;
      const y = now.getUTCFullYear() - (h * 6 > now.getUTCMonth() ? 1 : 0);
      return { start: utc(y, h * 6), end: lastDay(y, h * 6 + 5), unit: 'month' };
    },
  ],
  // "the summer", "since the spring": the latest season of that name that has begun.
  [
    /^(summer|spring|autumn|fall|winter)$/,
    (g, now) => {
      const first = { spring: 2, summer: 5, autumn: 8, fall: 8, winter: 11 }[g[1] ?? 'spring'] ?? 2;
      let year = now.getUTCFullYear();
      while (utc(year, first).getTime() > now.getTime()) year--;
      return { start: utc(year, first), end: lastDay(year, first + 2), unit: 'month' };
    },
  ],
  [
    new RegExp(`^(?:last|past)\\s+(${COUNT})\\s+decades?$`),
    (g, now) => lastN([undefined, String(count(g[1] ?? '') * 10), 'year'], now),
  ],
  [new RegExp(`^(?:last|past|previous|preceding)\\s+(${COUNT})\\s+(year|month|week|day)s?$`), lastN],
  // "by the end of last year": its last day.
  [
    /^(?:end|close)\s+of\s+(?:the\s+)?(last|previous|this|current)\s+(year|month|quarter)$/,
    (g, now) => {
      const e = relative([undefined, g[1], g[2]], now).end;
      return { start: e, end: e, unit: 'day' };
    },
  ],
  // "on the 3rd of November", "November 3rd": that day of the latest such month that has begun.
  [
    new RegExp(`^(\\d{1,2})(?:st|nd|rd|th)?\\s+(?:of\\s+)?(${MONTH})$|^(${MONTH})\\s+(\\d{1,2})(?:st|nd|rd|th)$`),
    (g, now) => {
      const d = num(g[1] ?? g[4]);
      const m = monthIndex(g[2] ?? g[3] ?? '');
      if (m < 0 || d < 1 || d > lastDay(2024, m).getUTCDate()) return null;
      let y = now.getUTCFullYear();
      // The latest such day that has begun; "29 February" is the latest leap year's.
      while (utc(y, m, d).getTime() > now.getTime() || utc(y, m, d).getUTCMonth() !== m) y--;
      return { ...daySpan(y, m, d), yearless: true };
    },
  ],
  [
    new RegExp(`^(?:last|past|previous)\\s+(${COUNT})\\s+quarters?$`),
    (g, now) => lastN([undefined, String(count(g[1] ?? '') * 3), 'month'], now),
  ],
  [/^today$/, (_g, now) => daySpan(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate())],
  [
    /^day\s+before\s+yesterday$/,
    (_g, now) => {
      const d = new Date(utc(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate()).getTime() - 2 * 86_400_000);
      return daySpan(d.getUTCFullYear(), d.getUTCMonth(), d.getUTCDate());
    },
  ],
  [
    /^yesterday$/,
    (_g, now) => {
      const d = new Date(utc(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate()).getTime() - 86_400_000);
      return daySpan(d.getUTCFullYear(), d.getUTCMonth(), d.getUTCDate());
    },
  ],
  [/^(\d{4})$/, (g) => yearSpan(num(g[1]))],
  // "before '75": a year in two digits, of this century when it is not later than this year.
  [
    /^['’](\d{2})$/,
    (g, now) => {
      const yy = num(g[1]);
      return yearSpan(yy <= now.getUTCFullYear() % 100 ? 2000 + yy : 1900 + yy);
    },
  ],
];

/** One phrase naming a span ("march 2020", "last quarter", "the 1980s") → the span, or null. */
export function parseSpan(raw: string, now: Date): Span | null {
  const named = namedDay(raw.trim().replace(/^the\s+/, ''), now);
  if (named) return named;
  // "this calendar year" is this year.
  const s = raw
    .trim()
    .replace(/^the\s+/, '')
    .replace(/^(last|previous|past|this|current)\s+calendar\s+/, '$1 ');
  // "founded last decade" is the calendar decade before this one, as "last year" is the year before;
  // "the last decade" is the ten years up to today, the calendar decade being another reading.
  if (/^last\s+decade$/.test(raw.trim())) return decade(Math.floor(now.getUTCFullYear() / 10) * 10 - 10);
  if (/^the\s+last\s+decade$/.test(raw.trim()))
    return {
      ...lastN([undefined, '10', 'year'], now),
      unsure: 'read as the ten years up to today; the calendar decade before this one is another reading',
    };
  for (const [re, read] of SPAN_RULES) {
    const g = s.match(re);
    if (!g) continue;
    const span = read([...g], now);
    if (!span) return null;
    // "in the last year": the calendar year before this one, or the twelve months up to today?
    const unit = /^the\s+(?:last|previous)\s+(year|month|week)$/.exec(raw.trim())?.[1];
    return unit
      ? {
          ...span,
          unsure: `read as the calendar ${unit} before this one; the ${unit === 'year' ? 'twelve months' : unit === 'month' ? 'month' : 'seven days'} up to today is another reading`,
        }
      : span;
  }
  return null;
}

/** A date in the filter's format at a unit: 2020, 2020-03 or 2020-03-12. */
export function formatAt(d: Date, unit: Unit): string {
  const iso = d.toISOString().slice(0, 10);
  return unit === 'year' ? iso.slice(0, 4) : unit === 'month' ? iso.slice(0, 7) : iso;
}
