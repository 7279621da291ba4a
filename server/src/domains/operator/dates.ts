/**
 * Date phrases of the Operator, by our own rules: chrono-node reads "founded after 2015", "since
 * 2018" and "in 2015" as nothing and "last quarter" as minus three months (DESIGN §10). A phrase
 * becomes an inclusive range in the list filters' format: YYYY, YYYY-MM or YYYY-MM-DD on each side.
 */

import { findAges } from './ages.ts';
import { calendarBack, type DateMention, type DateRange, type DateVerb } from './date-types.ts';
import { findPeriods } from './periods.ts';
import { COUNT, count, formatAt, MONTH, NAMED_DAY, ORD, parseSpan, type Span, utc, WEEKDAY, YEAR } from './spans.ts';
import { WEEKDAY_BACK } from './weekdays.ts';

export type { DateMention, DateRange, DateVerb } from './date-types.ts';

/** Every way of naming a span, most specific first. */
const ATOM = [
  `\\d{4}-\\d{2}-\\d{2}`,
  `\\d{4}-(?:0[1-9]|1[0-2])(?!\\d)`,
  `\\d{1,2}${ORD}\\s+(?:of\\s+)?${MONTH}\\.?,?\\s+${YEAR}`,
  `${MONTH}\\.?\\s+\\d{1,2}${ORD},?\\s+${YEAR}`,
  `${MONTH}\\.?,?\\s+${YEAR}`,
  `q[1-4]\\s+${YEAR}`,
  `h[12]\\s+${YEAR}`,
  `(?:the\\s+)?year\\s+${YEAR}`,
  `(?:the\\s+)?turn\\s+of\\s+(?:the\\s+)?(?:century|millennium)`,
  `(?:${NAMED_DAY})(?!\\s+\\d)`,
  `(?:the\\s+)?(?:first|second|latter|former|earlier|later)\\s+half\\s+of\\s+(?:the\\s+)?(?:(?:1[89]|20)\\d0s|'?[2-9]0s|(?:nineteen|twenty)[\\s-]+(?:twenties|thirties|forties|fifties|sixties|seventies|eighties|nineties|tens)|twenties|thirties|forties|fifties|sixties|seventies|eighties|nineties|(?:previous|current|this)\\s+decade)`,
  `(?:first|second|third|fourth|1st|2nd|3rd|4th)\\s+quarter\\s+(?:of\\s+)?${YEAR}`,
  `(?:the\\s+)?(?:early|mid|late)[\\s-]+(?:(?:1[89]|20)\\d0s|'?[2-9]0s|twenties|thirties|forties|fifties|sixties|seventies|eighties|nineties)`,
  `(?:the\\s+)?(?:1[89]|20)\\d0s`,
  `(?:the\\s+)?'?[2-9]0s`,
  `(?:the\\s+)?(?:nineteen|twenty)[\\s-]+(?:twenties|thirties|forties|fifties|sixties|seventies|eighties|nineties|tens)`,
  `(?:the\\s+)?(?:twenties|thirties|forties|fifties|sixties|seventies|eighties|nineties|noughties|aughts)`,
  `(?:the\\s+)?(?:first|second|third|fourth|fifth|sixth|seventh|eighth|ninth|tenth|last|final)\\s+decade\\s+of\\s+(?:the\\s+)?(?:(?:19|20|21)(?:st|th)|nineteenth|twentieth|twenty[\\s-]first)\\s+century`,
  `(?:the\\s+)?(?:last|past|previous)\\s+decade`,
  `(?:the\\s+)?(?:this|current|present)\\s+decade`,
  `(?:the\\s+)?(?:start|beginning)\\s+of\\s+(?:the|this)\\s+(?:year|month|quarter|decade)`,
  `(?:the\\s+)?(?:start|beginning)\\s+of\\s+(?:the\\s+)?(?:previous|last|prior|preceding)\\s+decade`,
  `(?:the\\s+)?(?:start|beginning|end|close)\\s+of\\s+${YEAR}`,
  `(?:the\\s+)?(?:start|beginning|first)\\s+of\\s+(?:last|previous|the\\s+previous|the\\s+last)\\s+(?:year|month|quarter)`,
  `(?:the\\s+)?(?:year|quarter|month|week)\\s+(?:before|prior\\s+to)\\s+last`,
  `(?:the\\s+)?(?:decade|year|quarter|month|week)\\s+(?:before|preceding|prior\\s+to)\\s+(?:this|the\\s+current|the\\s+present)\\s+(?:one|decade|year|quarter|month|week)`,
  `(?:the\\s+)?(?:(?:last|past|previous|preceding)\\s+)?${COUNT}\\s+(?:(?:full|complete|whole|entire)\\s+)?(?:calendar\\s+)?(?:years?|quarters?|months?|weeks?)\\s+(?:before|preceding|prior\\s+to)\\s+(?:this|the\\s+current|the\\s+present)\\s+(?:one|year|quarter|month|week)`,
  `(?:the\\s+)?(?:last|past|previous|preceding)\\s+${COUNT}\\s+(?:(?:full|complete|whole|entire)\\s+(?:calendar\\s+)?|calendar\\s+)(?:years?|quarters?|months?|weeks?)`,
  // "since Monday", not "on a Monday" (any Monday: no filter holds a weekday).
  WEEKDAY_BACK,
  `(?<!(?:a|an|every|each|any|of|the)\\s+)(?:this\\s+)?${WEEKDAY}(?:\\s+of\\s+(?:this|last|the\\s+current|the\\s+previous)\\s+week)?`,
  `(?:the\\s+)?(?:first|second|1st|2nd)\\s+half\\s+of\\s+(?:the\\s+)?(?:(?:this|last|previous|current)\\s+year|${YEAR})`,
  `(?:h[12]|q[1-4])\\s+(?:of\\s+)?(?:(?:this|last|previous|current)\\s+year|the\\s+year\\s+before\\s+last)`,
  `(?:the\\s+)?(?:first|second|third|fourth|1st|2nd|3rd|4th)\\s+quarter\\s+of\\s+(?:(?:this|last|previous|current)\\s+year|the\\s+year\\s+before\\s+last)`,
  `(?:the\\s+)?(?:last|past)\\s+fortnight`,
  `(?:the\\s+)?(?:this|current|present|last|previous|prior|past|preceding)\\s+half[\\s-]*year`,
  `(?:the\\s+)?(?:this|current|present|last|previous|past)\\s+century`,
  `(?:the\\s+)?(?:(?:19|20|21)(?:st|th)|nineteenth|twentieth|twenty[\\s-]first)\\s+century`,
  `(?:the\\s+)?decade\\s+(?:starting|beginning|from|that\\s+(?:started|began))\\s+(?:in\\s+)?\\d{4}`,
  `(?:the\\s+)?\\d{3}0\\s+decade`,
  `(?:the\\s+)?(?:last|past|previous)\\s+(?:few|several|couple\\s+of)\\s+(?:years|months|weeks|days)`,
  `(?:the\\s+)?(?:first|second|third|fourth|1st|2nd|3rd|4th)\\s+quarter(?!\\s+(?:of\\s+)?(?:the\\s+)?(?:\\d|this|last|previous|current|year\\s+before))`,
  `q[1-4](?!\\s*(?:of\\s+)?(?:\\d|this|last|previous|current|the\\s+year\\s+before))`,
  `h[12](?!\\s*(?:of\\s+)?(?:\\d|this|last|previous|current))`,
  `the\\s+(?:summer|spring|autumn|fall|winter)`,
  `(?:last|this)\\s+(?:summer|spring|autumn|fall)`,
  `(?:the\\s+)?(?:last|previous|past|this|current)\\s+(?:calendar\\s+)?(?:quarter|year|month|week)`,
  `(?:the\\s+)?(?:last|past|previous|preceding)\\s+${COUNT}\\s+(?:years?|months?|weeks?|days?|decades?|quarters?)`,
  `(?:the\\s+)?(?:end|close)\\s+of\\s+(?:the\\s+)?(?:last|previous|this|current)\\s+(?:year|month|quarter)`,
  `(?:the\\s+)?\\d{1,2}(?:st|nd|rd|th)?\\s+(?:of\\s+)?${MONTH}(?!\\.?,?\\s+\\d)`,
  `${MONTH}\\s+\\d{1,2}(?:st|nd|rd|th)(?!,?\\s+\\d)`,
  `(?:the\\s+)?day\\s+before\\s+yesterday|today|yesterday`,
  `['’]\\d{2}(?![\\d's])`,
  YEAR,
].join('|');

export const DATE_VERBS: Record<string, DateVerb> = {
  founded: 'founded',
  established: 'founded',
  incorporated: 'founded',
  started: 'founded',
  launched: 'founded',
  formed: 'founded',
  'came into being': 'founded',
  'came into existence': 'founded',
  'come into being': 'founded',
  'set up': 'founded',
  published: 'published',
  publish: 'published',
  publishes: 'published',
  released: 'published',
  written: 'published',
  issued: 'published',
  aired: 'published',
  'came out': 'published',
  'went out': 'published',
  'go out': 'published',
  'goes out': 'published',
  appeared: 'published',
  produced: 'published',
  'come out': 'published',
  'comes out': 'published',
  dated: 'dated',
  'dates back to': 'dated',
  'date back to': 'dated',
  'dating back to': 'dated',
  'dates back': 'dated',
  'date back': 'dated',
  'put out': 'published',
  'puts out': 'published',
  invested: 'invested',
  invest: 'invested',
  invests: 'invested',
  closed: 'invested',
  struck: 'invested',
  inked: 'invested',
  undertaken: 'invested',
  taken: 'invested',
  acquired: 'invested',
  bought: 'invested',
  purchased: 'invested',
  completed: 'invested',
  made: 'invested',
  make: 'invested',
  // "the holdings we entered in 2024", "stakes did we take last year": the investor's own words.
  'we entered': 'invested',
  // "positions entered into during 2024": a deal is entered into.
  'entered into': 'invested',
  'we took': 'invested',
  'we take': 'invested',
  'we opened': 'invested',
  born: 'born',
  // A date field named before its value ("a founding date before 1995", "whose birth date is in 1980").
  'founding date': 'founded',
  'foundation date': 'founded',
  'date of founding': 'founded',
  'incorporation date': 'founded',
  'date of incorporation': 'founded',
  'publish date': 'published',
  'publishing date': 'published',
  'publication date': 'published',
  'date of publication': 'published',
  'birth date': 'born',
  birthdate: 'born',
  'date of birth': 'born',
  'investment date': 'invested',
  'date of investment': 'invested',
  'birthday falls': 'born',
  'birthdays fall': 'born',
  'birthday is': 'born',
  'birthday was': 'born',

  added: 'added',
  created: 'added',
  updated: 'updated',
  changed: 'updated',
  modified: 'updated',
};
const VERB = `(?:${Object.keys(DATE_VERBS)
  .sort((a, b) => b.length - a.length)
  .join('|')})`;
const PREP =
  '(?:(?:in|on|during)\\s+or\\s+(?:after|since|later\\s+than|before|prior\\s+to|earlier\\s+than)|over(?=\\s+the\\s+(?:last|past|previous))|no later than|later than|newer than|more recent than|older than|after|post|since|starting(?:\\s+(?:in|from))?|beginning(?:\\s+(?:in|from))?|as of|from|prior to|earlier than|before|pre|up\\s+until|up\\s+till|until|till|up to|through|by|in|during|throughout|(?:at\\s+)?any\\s*time\\s+in|at\\s+some\\s+point\\s+in|some\\s*time\\s+in|within|for|on|of)';
const TAIL = '(?:\\s*(?:-|–|and|to|until|till|through)\\s*)';

/**
 * "2015 or later", "from 2014 onwards", "2012 or earlier": an open side after the span; not when a
 * bound follows ("before 2010 or after 2020" is two spans, each read on its own).
 */
const OPEN_END =
  '(?:\\s+(?:or|and)\\s+(later|after|newer|since|beyond|earlier|before|older|prior)(?!\\s+(?:the\\s+)?\\d)|\\s+(onwards?|on))';
const PATTERN = new RegExp(
  `(?<![\\w-])(?:(${VERB})(?:\\s+(?:is|was|are|were|falls?|lies?))?\\s+)?(?:(${PREP})\\s+)?(${ATOM})(?:${TAIL}(${ATOM}))?(?:${OPEN_END})?(?![\\w%])`,
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
/** "been around for", "operating for", "going for": a span of existence, which is the age of what is named. */
const EXISTING =
  '(?:(?:been|be)\\s+)?(?:around|operating|operational|existing|existed|exist|exists|going|active|running|trading|in\\s+operation|in\\s+existence)\\s+for\\s+';
const AGE = new RegExp(
  `(?<![\\w-])(?:(${VERB})\\s+(?:for\\s+)?|${EXISTING})?(?:(older|younger|more|less|fewer|over|under|at\\s+least|not?\\s+(?:less|fewer|more|older))\\s+(?:than\\s+)?)(?:(${COUNT}|an?)\\s+(years?|months?|weeks?|days?)|(${LONG}))(?:\\s+(old|ago|back))?(?![\\w])`,
  'g',
);

/** "firms that have existed for 8 years", "around for a decade": a span of existence with no comparison word. */
const EXISTED = new RegExp(
  `(?<![\\w-])${EXISTING}(?:(${COUNT}|an?)\\s+(years?|months?)|(${LONG}))(?!\\s+(?:old|ago|back|or|and|now|running))(?![\\w])`,
  'g',
);

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
  // "in or after 2018", "on or before 1 May": the span itself is included.
  if (/^(?:in|on|during) or (?:after|since|later than)$/.test(p)) return { from, to: null };
  if (/^(?:in|on|during) or (?:before|prior to|earlier than)$/.test(p)) return { from: null, to };
  if (/^(after|later than|newer than|more recent than|post)$/.test(p))
    return { from: formatAt(nextUnit(first), first.unit), to: null };
  if (/^(since|as of|starting|beginning)/.test(p)) return { from, to: null };
  if (/^(before|prior to|earlier than|older than|pre)$/.test(p))
    return { from: null, to: formatAt(previousUnit(first), first.unit) };
  if (/^(until|till|up to|up until|up till|through|by|no later than)$/.test(p)) return { from: null, to };
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
    const start = m.index ?? 0;
    const before = text.slice(Math.max(0, start - 8), start);
    let between = second && /between\s+$/.test(before) ? before.length - before.search(/between\s+$/) : 0;
    // "organisations founded between 2009 and 2017": the verb before "between" is the span's verb.
    const verbBefore =
      !m[1] && between ? text.slice(Math.max(0, start - between - 24), start - between).match(/(\p{L}+)\s+$/u) : null;
    const verbWord = m[1] ?? (verbBefore?.[1] && verbBefore[1] in DATE_VERBS ? verbBefore[1] : undefined);
    if (!m[1] && verbWord) between += verbBefore?.[0].length ?? 0;
    const verb = verbWord ? (DATE_VERBS[verbWord.replace(/\s+/g, ' ')] ?? null) : null;
    const open = m[5] ?? m[6];
    const prep = !open
      ? (m[2] ?? null)
      : /^(later|after|newer|since|beyond|onwards?|on)$/.test(open)
        ? 'since'
        : 'until';
    // "born from 1990": a verb's "from" with no end is where a span starts, said with a doubt ("articles from 2020" is that year).
    const verbFrom = prep === 'from' && !second && !!verb && !first.untilNow;
    const asBound = !second && !!prep && /^(?:before|after|since|until|till|prior|pre|post)/.test(prep);
    const unsure =
      (first.boundSure && asBound ? undefined : first.unsure) ??
      second?.unsure ??
      (verbFrom
        ? `read as from ${formatAt(first.start, first.unit)} on, not as "${(m[3] ?? '').trim()}" alone`
        : undefined);
    // "from the start of this year": from that day on, not that one day.
    const fromStart =
      verbFrom || (prep === 'from' && !second && /^(?:the\s+)?(?:start|beginning)\s+of\s/.test(m[3] ?? ''));
    out.push({
      start: start - between,
      end: start + m[0].length,
      verb,
      range: rangeOf(fromStart ? 'since' : prep, first, second),
      ...(unsure ? { unsure } : {}),
      // "born on 3 March": a birthday in any year, which no date filter holds.
      ...(verb === 'born' && first.yearless && !second ? { yearless: true } : {}),
    });
  }
  for (const m of text.matchAll(AGE)) {
    const [all, verbWord, comparison = '', amount = '', unitWord = 'years', long, tail] = m;
    const n = long ? longYears(long) : /^an?$/.test(amount) ? 1 : count(amount);
    const unit = long ? 'year' : unitWord.replace(/s$/, '');
    const [y, mo, d] = [now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate()];
    // The day n units before today, moved by `days`.
    const at = (days: number) => {
      const base =
        unit === 'year'
          ? calendarBack(now, n)
          : unit === 'month'
            ? calendarBack(now, 0, n)
            : new Date(utc(y, mo, d).getTime() - n * (unit === 'week' ? 7 : 1) * 86_400_000);
      return formatAt(new Date(base.getTime() + days * 86_400_000), 'day');
    };
    const cut = at(0);
    const atLeast = /^(?:at\s+least|not?\s+(?:less|fewer))$/.test(comparison);
    const older = atLeast || /^(older|more|over)$/.test(comparison);
    // "ten years back" is ten years ago.
    const ago = tail === 'ago' || tail === 'back';
    // "under three years old": strictly younger, so not the day exactly three years ago.
    const after = at(1);
    // Strict words ("more than", "over", "older than", "under", "fewer than") leave the bound out: "founded more than
    // 10 years ago" ends the day before the cut, "older than 10 years" (in whole years) is 11 or more, and "younger than
    // five years" starts the day after the cut. "at least", "not less than" keep it.
    // "no more than ten years ago", "not older than 5 years": at most, the bound included.
    const atMost = /^not?\s+(?:more|older)$/.test(comparison);
    const strictWord = !atLeast && !atMost;
    const olderCut = () => {
      if (!strictWord) return cut;
      if (ago || unit !== 'year') return at(-1);
      return formatAt(calendarBack(now, n + 1), 'day');
    };
    const range =
      older || (ago && /^(more|over)$/.test(comparison))
        ? { from: null, to: olderCut() }
        : {
            // At most N years (old): in whole years, born or founded after the day N + 1 years back.
            from: strictWord
              ? after
              : atMost && !ago && unit === 'year'
                ? formatAt(new Date(calendarBack(now, n + 1).getTime() + 86_400_000), 'day')
                : cut,
            to: null,
          };
    // "a firm that has existed for 14 years": a span of existence is how long since something was founded.
    const existing =
      !verbWord &&
      /^(?:(?:been|be)\s+)?(?:around|operating|operational|existing|existed|exist|exists|going|active|running|trading|in\s+operation|in\s+existence)\s+for\s/.test(
        all,
      );
    const verb = verbWord ? (DATE_VERBS[verbWord] ?? null) : existing ? 'founded' : null;
    const start = m.index ?? 0;
    if (out.some((x) => x.start < start + all.length && start < x.end)) continue;
    // "younger than five years": read strictly; whether the bound itself was meant to count is not said.
    const span = `${n} ${unit}${n === 1 ? '' : 's'}`;
    const unsure =
      older && !ago && unit === 'year'
        ? `read strictly, as ${n + 1} years or more; "at least ${span}" would include ${span} exactly`
        : `read strictly, leaving ${cut} itself out; "${older ? 'at least' : 'at most'} ${span}${ago ? ' ago' : ''}" would include that day`;
    // "under 30 years old" is an age as the bank reads it; a span of years ("younger than five years") states its bound.
    const age = !ago;
    // "over 20 years old": as "over 60" of people, whether that very day counts is not said; "under 3 years old" is strict.
    const stated = atLeast || atMost || (tail === 'old' && !older);
    out.push({ start, end: start + all.length, verb, range, age, ...(stated ? {} : { unsure }) });
  }
  // "has existed for 8 years": founded at least that long ago; exactly that old is another reading, so a stated one.
  for (const m of text.matchAll(EXISTED)) {
    const [all, amount = '', unitWord = 'years', long] = m;
    const start = m.index ?? 0;
    if (out.some((x) => x.start < start + all.length && start < x.end)) continue;
    const n = long ? longYears(long) : /^an?$/.test(amount) ? 1 : count(amount);
    const unit = long ? 'year' : unitWord.replace(/s$/, '');
    const cut = unit === 'year' ? calendarBack(now, n) : calendarBack(now, 0, n);
    const span = `${n} ${unit}${n === 1 ? '' : 's'}`;
    out.push({
      start,
      end: start + all.length,
      verb: 'founded',
      range: { from: null, to: formatAt(cut, 'day') },
      age: true,
      unsure: `read as at least ${span}; "exactly ${span}" is another reading`,
    });
  }
  return out.sort((a, b) => a.start - b.start);
}

/**
 * The days a one-sided range leaves out, as a range: "before 2020" (,2019) → 2020,; "since
 * 2024-03" → ,2024-02. Null for a range with both sides (its negation is not one span).
 */
export function otherSide(r: DateRange): DateRange | null {
  const step = (v: string, by: number): string => {
    const [y, m, d] = v.split('-').map(Number) as [number, number?, number?];
    if (m === undefined) return String(y + by);
    if (d === undefined) return formatAt(utc(y, m - 1 + by), 'month');
    return formatAt(utc(y, m - 1, d + by), 'day');
  };
  if (r.from && !r.to) return { from: null, to: step(r.from, -1) };
  if (r.to && !r.from) return { from: step(r.to, 1), to: null };
  return null;
}

/** `from,to` as the list filters take it. */
export const rangeValue = (r: DateRange) => `${r.from ?? ''},${r.to ?? ''}`;
