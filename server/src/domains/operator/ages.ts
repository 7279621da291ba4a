import { calendarBack, type DateMention, type DateRange } from './date-types.ts';
import { TEENS, TENS as TENS_FULL, UNITS } from './numbers.ts';

/**
 * Ages and life stages of people ("in their thirties", "65 or older", "the under-18s",
 * "twenty-somethings", "turns 50 this year", "baby boomers") as the birth dates they mean on a day.
 */

type Groups = (string | undefined)[];
const utc = (y: number, m = 0, d = 1) => new Date(Date.UTC(y, m, d));
const day = (d: Date) => d.toISOString().slice(0, 10);

const TENS = ['twen', 'thir', 'for', 'fif', 'six', 'seven', 'eigh', 'nine'];
const TENS_WORDS = '(twen|thir|for|fif|six|seven|eigh|nine)ty';
/** "over 60" alone: an age, unless the question is about shares (SHARE_CONTEXT). */
const BARE_OVER =
  /(?<![\w-])(?:aged\s+|(?:with|of|at)\s+(?:an?\s+|the\s+)?age\s+|whose\s+age\s+is\s+)?(over|above|past|older\s+than|upwards\s+of|under|below|younger\s+than)\s+(?:the\s+age\s+of\s+)?(\d{1,3})(?:\s*\+)?(?!\s*(?:%|percent|per\s+cent|pct|years?|months?|days?|weeks?|quarters?|decades?|fortnights?|\d|[.,]\d))(?![\w])/g;
/** "men between 55 and 60": two bare numbers in a question about people are ages (PEOPLE_CONTEXT). */
const BARE_BETWEEN =
  /(?<![\w-])(?:somewhere\s+)?between\s+(\d{1,3})\s+and\s+(\d{1,3})(?!\s*(?:%|percent|per\s+cent|pct|years?|months?|days?|weeks?|quarters?|decades?|fortnights?|\d|[.,]\d))(?![\w])/g;
/** Words of a question about people, where bare numbers "between 55 and 60" are ages. */
const PEOPLE_CONTEXT =
  /(?<![\w])(?:people|persons|men|women|contacts|guests|individuals|folks|blokes|ladies|gentlemen|staff|employees|founders|subjects|who|aged|ages)(?![\w])/;
/** Ages and life stages of people: "in their thirties", "in her early 40s", "aged 30 to 40", "over 60". */
const AGE_RULES: [RegExp, (g: Groups) => [number, number | null] | null][] = [
  // "who have attained the age of 48 but not the age of 51": from the one age up to the year before the other.
  [
    /(?<![\w-])(?:attained|reached|turned|hit)\s+(?:the\s+)?(?:age\s+of\s+)?(\d{1,3})\s*,?\s+but\s+not\s+(?:yet\s+)?(?:the\s+)?(?:age\s+of\s+)?(\d{1,3})(?![\w%]|\.\d)/g,
    (g) => [Number(g[1]), Number(g[2]) - 1],
  ],
  [
    /(?<![\w-])(?:in\s+)?(?:their|his|her)\s+(?:(early|mid|late)[\s-]+)?(?:(twen|thir|for|fif|six|seven|eigh|nine)ties|([2-9])0'?s)(?:\s+(?:or|and)\s+(older|above|over|up|younger|below|under))?(?![\w])/g,
    (g) => {
      const lo = 10 * (g[2] ? TENS.indexOf(g[2]) + 2 : Number(g[3]));
      // "in their sixties or older": from the decade's start; "or younger": up to its end.
      if (g[4]) return /^(?:older|above|over|up)$/.test(g[4]) ? [lo, null] : [0, lo + 9];
      return g[1] === 'early'
        ? [lo, lo + 3]
        : g[1] === 'mid'
          ? [lo + 3, lo + 6]
          : g[1] === 'late'
            ? [lo + 6, lo + 9]
            : [lo, lo + 9];
    },
  ],
  // "30-somethings", "aged 40-something": the whole decade of age.
  [/(?<![\w-])(?:aged\s+)?([2-9])0[\s-]?somethings?(?![\w])/g, (g) => [Number(g[1]) * 10, Number(g[1]) * 10 + 9]],
  // "twenty-somethings", "thirtysomethings": the whole decade of age.
  [
    new RegExp(`(?<![\\w-])${TENS_WORDS}[\\s-]?somethings?(?![\\w])`, 'g'),
    (g) => {
      const lo = 10 * (TENS.indexOf(g[1] ?? '') + 2);
      return [lo, lo + 9];
    },
  ],
  [
    /(?<![\w-])(?:aged|ages?)\s+(?:between\s+|from\s+)?(\d{1,3})\s*(?:-|–|to|and)\s*(\d{1,3})(?:\s+years?(?:\s+old)?)?(?![\w%])|(?<![\w-])between\s+(?:the\s+ages\s+of\s+)?(\d{1,3})\s+and\s+(\d{1,3})\s+years?(?:\s+old|(?!\s+(?:ago|back|before|earlier)))(?![\w])/g,
    (g) => [Number(g[1] ?? g[3]), Number(g[2] ?? g[4])],
  ],
  // "30 to 40 years old", "from 30 to 40 years" (not "from 2 to 4 years ago"): a span of ages.
  [
    /(?<![\w-])(?:from\s+(\d{1,3})\s*(?:-|–|to)\s*(\d{1,3})\s+years?(?:\s+old)?(?!\s+(?:ago|back|before|earlier))|(\d{1,3})\s*(?:-|–|to)\s*(\d{1,3})\s+years?\s+old)(?![\w])/g,
    (g) => [Number(g[1] ?? g[3]), Number(g[2] ?? g[4])],
  ],
  // "people at the age of 30", "in the age of thirty", "of age 40", "with an age of 25": that age.
  [
    /(?<![\w-])(?:at|of|with|in)\s+(?:an?\s+|the\s+)?age\s+(?:of\s+)?(\d{1,3})(?!\s*(?:\+|-|–|to|or|and|plus|%)(?![\w]))(?:\s+years?(?:\s+old)?)?(?![\w%]|\.\d)/g,
    (g) => [Number(g[1]), Number(g[1])],
  ],
  // "aged 40 or more", "40 years or older", "at least 40 years of age": that age and over.
  [
    /(?<![\w-])(?:(?:aged|ages?)\s+(\d{1,3})(?:\s+years?)?\s+(?:or|and)\s+(?:more|above|over|older|up)|(\d{1,3})\s+years?\s+(?:old\s+|of\s+age\s+)?(?:or|and)\s+(?:older|over|above|up|more)|(?:at\s+least|no\s+younger\s+than|not\s+younger\s+than)\s+(\d{1,3})\s+(?:years?\s+old|years?\s+of\s+age))(?![\w])/g,
    (g) => [Number(g[1] ?? g[2] ?? g[3]), null],
  ],
  // "aged 30 or less", "at most 30 years old", "no older than 30", "not yet 30": up to that age.
  [
    /(?<![\w-])(?:(?:aged|ages?)\s+(\d{1,3})(?:\s+years?)?\s+(?:or|and)\s+(?:less|below|under|younger)|(\d{1,3})\s+years?\s+(?:old\s+|of\s+age\s+)?(?:or|and)\s+(?:younger|under|below|less)|(?:at\s+most|no\s+more\s+than|not\s+more\s+than|up\s+to)\s+(\d{1,3})\s+(?:years?\s+old|years?\s+of\s+age)|(?:no|not)\s+older\s+than\s+(\d{1,3})(?:\s+years?(?:\s+old)?)?)(?![\w])/g,
    (g) => [0, Number(g[1] ?? g[2] ?? g[3] ?? g[4])],
  ],
  [/(?<![\w-])not\s+yet\s+(\d{1,3})(?:\s+years?(?:\s+old)?)?(?![\w])/g, (g) => [0, Number(g[1]) - 1]],
  // "who hasn't hit thirty yet", "yet to reach 40": under that age.
  [
    /(?<![\w-])(?:(?:has|have|had)(?:n'?t|\s+not)\s+(?:yet\s+)?|not\s+yet\s+|yet\s+to\s+)(?:hit|reach|reached|turn|turned|attain|attained|got\s+to|made\s+it\s+to)\s+(?:the\s+age\s+of\s+)?(\d{1,3})(?:\s+years?(?:\s+(?:old|of\s+age))?)?(?:\s+yet)?(?![\w%]|\.\d)/g,
    (g) => [0, Number(g[1]) - 1],
  ],
  // "aged more than 60", "aged less than 30": as "over 60" and "under 30".
  [
    /(?<![\w-])aged\s+(more|less)\s+than\s+(\d{1,3})(?:\s+years?(?:\s+old)?)?(?![\w%]|\.\d)/g,
    (g) => (g[1] === 'more' ? [Number(g[2]), null] : [0, Number(g[2]) - 1]),
  ],
  // "who have reached the age of 55", "attained 18": that age and over.
  [
    /(?<![\w-])(?:(?:reached|attained|passed|turned|hit)\s+the\s+age\s+of|(?:reached|attained)(?:\s+(?:an\s+)?age\s+of)?|(?:have|has|had)\s+(?:already\s+)?(?:turned|hit))\s+(\d{1,3})(?:\s+years?(?:\s+(?:old|of\s+age))?)?(?![\w%]|\.\d)/g,
    (g) => [Number(g[1]), null],
  ],
  // "aged at least 21", "aged at most 30": a bound on the age.
  [
    /(?<![\w-])aged\s+(at\s+least|no\s+less\s+than|not\s+less\s+than|at\s+most|no\s+more\s+than|not\s+more\s+than|up\s+to(?:\s+and\s+including)?)\s+(\d{1,3})(?:\s+years?(?:\s+old)?)?(?![\w%]|\.\d)/g,
    (g) => (/least|less/.test(g[1] ?? '') ? [Number(g[2]), null] : [0, Number(g[2])]),
  ],
  // "65 or older", "aged 50-plus", "45 and up": that age and over.
  [
    /(?<![\w-])(?:aged\s+|ages?\s+|who\s+(?:are|is)\s+)?(\d{1,3})\s*(?:\+|-?\s*plus|(?:years?\s+old\s+)?(?:or|and)\s+(?:older|over|above|up|upwards|beyond))(?![\w])/g,
    (g) => [Number(g[1]), null],
  ],
  // "30 or younger", "aged 25 and under": that age and below.
  [
    /(?<![\w-])(?:aged\s+|ages?\s+|who\s+(?:are|is)\s+)?(\d{1,3})\s*(?:years?\s+old\s+)?(?:or|and)\s+(?:younger|under|below|less)(?![\w])/g,
    (g) => [0, Number(g[1])],
  ],
  // "the over-70s", "the under-18s".
  [
    /(?<![\w-])(?:the\s+)?(over|under)[\s-](\d{1,3})s(?![\w])/g,
    (g) => (g[1] === 'over' ? [Number(g[2]), null] : [0, Number(g[2]) - 1]),
  ],
  [
    /(?<![\w-])aged\s+(?:(?:exactly|precisely|just)\s+)?(\d{1,3})(?:\s+years?(?:\s+old)?)?(?![\w%]|\.\d)|(?<![\w-])(?:exactly|precisely)\s+(\d{1,3})\s+years?\s+old(?![\w])/g,
    (g) => [Number(g[1] ?? g[2]), Number(g[1] ?? g[2])],
  ],
  [BARE_BETWEEN, (g) => [Number(g[1]), Number(g[2])]],
  [
    BARE_OVER,
    (g) => (/^(over|above|past|older|upwards)/.test(g[1] ?? '') ? [Number(g[2]), null] : [0, Number(g[2]) - 1]),
  ],
  // "40 years of age": that age.
  [/(?<![\w-])(\d{1,3})\s+years?\s+of\s+age(?!\s+(?:or|and)\s)(?![\w])/g, (g) => [Number(g[1]), Number(g[1])]],
  // "30-year-olds", "people who are 30": that age (after the rules of "who are 70 or older").
  [
    /(?<![\w-])(?:(\d{1,3})(?:-year-olds?|\s+year\s+olds)|(?:who|that)\s+(?:are|is)\s+(?:(?:exactly|precisely|just)\s+)?(\d{1,3})(?:\s+years?(?:\s+old)?)?(?!\s*(?:\+|-?\s*plus|or|and)(?![\w])))(?![\w%]|\.\d)/g,
    (g) => [Number(g[1] ?? g[2]), Number(g[1] ?? g[2])],
  ],
  // Life stages, by the usual ages: teenagers 13–19, retirees and seniors 65 and over.
  [/(?<![\w-])(?:teenagers?|teens)(?![\w])/g, () => [13, 19]],
  [/(?<![\w-])(?:retirees?|pensioners?|seniors|senior\s+citizens|retired\s+people|elderly)(?![\w])/g, () => [65, null]],
  // Adults and minors by the age of majority, 18.
  [/(?<![\w-])(?:adults)(?![\w])/g, () => [18, null]],
  [/(?<![\w-])(?:minors|children|kids)(?![\w])/g, () => [0, 17]],
];
const TURNING =
  /(?<![\w-])(?:(turned|(?:has|have)\s+turned|turns?|turning|will\s+turn)\s+(\d{1,3})|(?:celebrates?|celebrating|has|have|having)\s+(?:their|his|her|a)\s+(\d{1,3})(?:st|nd|rd|th)\s+birthday)\s+(this|next|last)\s+year(?![\w])/g;
/** A lower bound said with a strict word ("over 60", "older than 60", "aged more than 60"), not "60 or over". */
const STRICT_OVER =
  /^(?:aged\s+|(?:with|of|at)\s+(?:an?\s+|the\s+)?age\s+|whose\s+age\s+is\s+)?(?:over|above|past|older\s+than|upwards\s+of|more\s+than)\s+(?:the\s+age\s+of\s+)?\d|^aged\s+more\s+than\s/;
/** Words that make a bare "over 60" an ownership share, not an age. */
const SHARE_CONTEXT = /stake|holding|ownership|owned|owns|shares?\b|position|equity|percent|%|invest/;

/** Ages [lo, hi] (whole years; hi open when null) → the birth dates they mean on `now`. */
function agesToBirth(lo: number, hi: number | null, now: Date): DateRange {
  const at = (years: number, days = 0) => day(new Date(calendarBack(now, years).getTime() + days * 86_400_000));
  // Aged lo at most `lo` years ago; aged hi at least (hi + 1) years ago plus a day.
  return { from: hi === null ? null : at(hi + 1, 1), to: lo > 0 ? at(lo) : null };
}

const NUMBER_WORD = new RegExp(
  `(?<![\\w-])(?:(${TENS_FULL.join('|')})(?:[\\s-](${UNITS.join('|')}))?|(${TEENS.join('|')})|(${UNITS.join('|')}))(?![\\w-])`,
  'g',
);
/** "sixty-five" → "65" padded to the same length, so that the age rules read words as digits in place. */
export function digitsInPlace(text: string): string {
  return text.replace(NUMBER_WORD, (all, tens?: string, unit?: string, teen?: string, one?: string) => {
    const n = tens
      ? 10 * (TENS_FULL.indexOf(tens) + 2) + (unit ? UNITS.indexOf(unit) + 1 : 0)
      : teen
        ? TEENS.indexOf(teen) + 10
        : UNITS.indexOf(one ?? '') + 1;
    return String(n).padEnd(all.length, ' ');
  });
}

/** Age phrases: the birth dates of people of those ages (as of `now`). */
export function findAges(said: string, now: Date): DateMention[] {
  const out: DateMention[] = [];
  const text = digitsInPlace(said);
  // A match that ends on a number word read as digits ends where the word ends.
  const stretch = (end: number) => {
    let e = end;
    while (e < said.length && text[e] === ' ' && said[e] !== ' ') e++;
    return e;
  };
  for (const [re, read] of AGE_RULES) {
    for (const m of text.matchAll(re)) {
      const start = m.index ?? 0;
      const end = stretch(start + m[0].length);
      if (out.some((d) => d.start < end && start < d.end)) continue;
      // "stakes over 60": a share, read by the number rules.
      if (re === BARE_OVER && SHARE_CONTEXT.test(text)) continue;
      if (re === BARE_BETWEEN && (SHARE_CONTEXT.test(text) || !PEOPLE_CONTEXT.test(text))) continue;
      const ages = read([...m]);
      if (!ages || ages[0] > 130 || (ages[1] !== null && ages[1] < ages[0])) continue;
      // "over 60", "older than 60", "aged more than 60": read strictly (61 or more), and the reading says so.
      const strict = ages[1] === null && STRICT_OVER.test(m[0]) ? m[0].match(/\d{1,3}/)?.[0] : undefined;
      // "retirees", "the elderly": a life stage read by the usual age, which is not what the word says.
      const stage = /^(?:retir|pension|senior|elderly)/i.exec(m[0].trim());
      const unsure = strict
        ? `read strictly, as aged ${Number(strict) + 1} or more; "${strict} or over" would include people aged ${strict}`
        : stage
          ? `read as aged 65 or over; ${/^(?:retir|pension)/i.test(stage[0]) ? 'whether someone is retired is not recorded' : 'the word names no agreed age'}`
          : undefined;
      out.push({
        start,
        end,
        verb: 'born',
        range: agesToBirth(strict ? ages[0] + 1 : ages[0], ages[1], now),
        age: true,
        ...(unsure ? { unsure } : {}),
      });
    }
  }
  // "who will be 65 by the end of next year", "at least 18 by the end of this year": born by the
  // last day of that year minus the age.
  for (const m of text.matchAll(BY_YEAR_END)) {
    const start = m.index ?? 0;
    const end = stretch(start + m[0].length);
    if (out.some((d) => d.start < end && start < d.end)) continue;
    const age = Number(m[1]);
    if (age > 130) continue;
    const year = now.getUTCFullYear() + (m[2] === 'next' ? 1 : m[2] === 'last' ? -1 : 0) - age;
    out.push({ start, end, verb: 'born', range: { from: null, to: `${year}-12-31` }, age: true });
  }
  // "who turns 50 this year", "their 40th birthday next year": born in one calendar year.
  for (const m of text.matchAll(TURNING)) {
    const start = m.index ?? 0;
    const end = stretch(start + m[0].length);
    if (out.some((d) => d.start < end && start < d.end)) continue;
    const age = Number(m[2] ?? m[3]);
    const year = now.getUTCFullYear() + (m[4] === 'next' ? 1 : m[4] === 'last' ? -1 : 0) - age;
    if (age > 130) continue;
    // "who turned 18 this year": the birthday has passed, so born in that year up to today's date.
    const passed = /turned$/.test(m[1] ?? '') && m[4] === 'this';
    const to = passed ? day(utc(year, now.getUTCMonth(), now.getUTCDate())) : String(year);
    out.push({ start, end, verb: 'born', range: { from: String(year), to }, age: true });
  }
  // Generations, by the birth years usually given for them.
  for (const m of text.matchAll(GENERATIONS)) {
    const start = m.index ?? 0;
    const end = stretch(start + m[0].length);
    if (out.some((d) => d.start < end && start < d.end)) continue;
    const w = (m[1] ?? '').replace(/[\s-]+/g, ' ');
    const [from, to] = /boomer/.test(w)
      ? [1946, 1964]
      : /gen(?:eration)? x/.test(w)
        ? [1965, 1980]
        : /millennial|gen(?:eration)? y/.test(w)
          ? [1981, 1996]
          : [1997, 2012];
    out.push({ start, end, verb: 'born', range: { from: String(from), to: String(to) } });
  }
  return out;
}

const BY_YEAR_END =
  /(?<![\w-])(?:(?:will|would)\s+(?:be|have\s+turned)|(?:are|is)|will\s+turn|turn|turns|(?:are|is)\s+at\s+least)\s+(\d{1,3})(?:\s+(?:or\s+(?:older|over|more)|years?\s+old))?\s+by\s+the\s+end\s+of\s+(this|next|last)\s+year(?![\w])/g;

const GENERATIONS = /(?<![\w-])((?:baby[\s-]+)?boomers?|gen(?:eration)?[\s-]+[xyz]|millennials?|zoomers?)(?![\w])/g;
