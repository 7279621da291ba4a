import { calendarBack, type DateMention, type DateRange, type DateVerb } from './date-types.ts';
import { NUMBER_WORDS } from './patterns.ts';

/**
 * Periods counted from today that are not one span word: "so far this year", "year to date",
 * "since January", "since last October", "ten years ago", "last winter", "autumn 2025",
 * "between March and June 2026". Each becomes an inclusive range of days, months or years.
 */

const MONTHS = ['jan', 'feb', 'mar', 'apr', 'may', 'jun', 'jul', 'aug', 'sep', 'oct', 'nov', 'dec'];
const MONTH =
  '(jan(?:uary)?|feb(?:ruary)?|mar(?:ch)?|apr(?:il)?|may|june?|july?|aug(?:ust)?|sep(?:t(?:ember)?)?|oct(?:ober)?|nov(?:ember)?|dec(?:ember)?)';
const COUNT = `(\\d{1,3}|a|an|${Object.keys(NUMBER_WORDS)
  .sort((a, b) => b.length - a.length)
  .map((w) => w.replace(/ /g, '\\s+'))
  .join('|')})`;
const VERBS: Record<string, DateVerb> = {
  founded: 'founded',
  established: 'founded',
  incorporated: 'founded',
  started: 'founded',
  launched: 'founded',
  'set up': 'founded',
  published: 'published',
  released: 'published',
  written: 'published',
  'came out': 'published',
  invested: 'invested',
  made: 'invested',
  closed: 'invested',
  born: 'born',
};
const VERB = `(?:(${Object.keys(VERBS)
  .map((v) => v.replace(/ /g, '\\s+'))
  .join('|')})\\s+)?`;
const pad = (n: number) => String(n).padStart(2, '0');
const month = (y: number, m: number) => {
  const d = new Date(Date.UTC(y, m, 1));
  return `${d.getUTCFullYear()}-${pad(d.getUTCMonth() + 1)}`;
};
const monthOf = (w: string) => MONTHS.indexOf(w.slice(0, 3));
const amount = (w: string) => (/^an?$/.test(w) ? 1 : (NUMBER_WORDS[w.replace(/\s+/g, ' ')] ?? Number(w)));
/** Seasons by their months (northern hemisphere, meteorological): winter is December to February. */
const SEASON: Record<string, number> = { spring: 2, summer: 5, autumn: 8, fall: 8, winter: 11 };

type Rule = [RegExp, (g: string[], now: Date) => DateRange | null];

/** A month with no year: "since January", "in last October", "from March on". */
const MONTH_ALONE = new RegExp(
  `(?:(since|as\\s+of|starting(?:\\s+in)?|from|in|during|before|after|until|till|by)\\s+(?:(last|this)\\s+)?|(last|this)\\s+)${MONTH}(\\s+on(?:wards?)?)?(?!\\s*(?:\\d|,\\s*\\d))`,
);

const RULES: Rule[] = [
  // "so far this year", "this year so far", "year to date", "earlier this year": 1 January to today.
  [
    /(?:(?:so\s+far|earlier)\s+this\s+(year|month|quarter)|this\s+(year|month|quarter)\s+so\s+far|(year|month|quarter)[\s-]+to[\s-]+date|(y|m|q)td)/,
    (g, now) => {
      const unit = g[1] ?? g[2] ?? g[3] ?? { y: 'year', m: 'month', q: 'quarter' }[g[4] ?? ''] ?? 'year';
      const y = now.getUTCFullYear();
      const m = now.getUTCMonth();
      const from = unit === 'year' ? String(y) : unit === 'month' ? month(y, m) : month(y, m - (m % 3));
      return { from, to: null };
    },
  ],
  // "so far in December": from the first of the latest December that has begun, to today.
  [
    new RegExp(`so\\s+far\\s+in\\s+${MONTH}`),
    (g, now) => {
      const m = monthOf(g[1] ?? '');
      const y = now.getUTCFullYear() - (m > now.getUTCMonth() ? 1 : 0);
      return { from: `${month(y, m)}-01`, to: null };
    },
  ],
  // "this weekend": Saturday and Sunday of the current week (Monday first); "last weekend" those of the week before.
  [
    /(this|current|last|past|previous)\s+weekend/,
    (g, now) => {
      const today = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());
      const monday = today - ((now.getUTCDay() + 6) % 7) * 86_400_000;
      const saturday = monday + (/this|current/.test(g[1] ?? '') ? 5 : -2) * 86_400_000;
      const day = (t: number) => new Date(t).toISOString().slice(0, 10);
      return { from: day(saturday), to: day(saturday + 86_400_000) };
    },
  ],
  // "between 1 March and 30 June 2025": two days, the year said once, at the end.
  [
    new RegExp(
      `(?:between|from)\\s+(\\d{1,2})(?:st|nd|rd|th)?\\s+(?:of\\s+)?${MONTH}\\s+(?:and|to|until|-)\\s+(\\d{1,2})(?:st|nd|rd|th)?\\s+(?:of\\s+)?${MONTH},?\\s+((?:19|20)\\d{2})`,
    ),
    (g) => {
      const y = Number(g[5]);
      const [d1, m1, d2, m2] = [Number(g[1]), monthOf(g[2] ?? ''), Number(g[3]), monthOf(g[4] ?? '')];
      const at = (yy: number, m: number, d: number) => new Date(Date.UTC(yy, m, d)).toISOString().slice(0, 10);
      return { from: at(m1 <= m2 ? y : y - 1, m1, d1), to: at(y, m2, d2) };
    },
  ],
  // "between March and June 2026", "from March to June 2026": the year said once, at the end.
  [
    new RegExp(
      `(?:between|from)\\s+${MONTH}\\s+(?:and|to|until|-)\\s+${MONTH}(?:\\s+((?:19|20)\\d{2})|\\s+(?:of\\s+)?(this|last)\\s+year)`,
    ),
    (g, now) => {
      // "between January and March of this year": the year said in words.
      const y = g[3] ? Number(g[3]) : now.getUTCFullYear() - (g[4] === 'last' ? 1 : 0);
      const a = monthOf(g[1] ?? '');
      const b = monthOf(g[2] ?? '');
      return { from: month(a <= b ? y : y - 1, a), to: month(y, b) };
    },
  ],
  // "since January", "since last October", "from March on", "in (last) October", "before May": a
  // month with no year is the latest such month that has begun. "From October" alone is that month.
  [
    MONTH_ALONE,
    (g, now) => {
      const prep = (g[1] ?? 'in').replace(/\s+/g, ' ');
      const which = g[2] ?? g[3];
      const m = monthOf(g[4] ?? '');
      const y = now.getUTCFullYear();
      // "last October" in December is this year's; in September it is last year's.
      const year = m <= now.getUTCMonth() - (which === 'last' && m === now.getUTCMonth() ? 1 : 0) ? y : y - 1;
      const at = month(year, m);
      if (/^(?:since|as of|starting)/.test(prep) || (prep === 'from' && g[5])) return { from: at, to: null };
      if (prep === 'before') return { from: null, to: month(year, m - 1) };
      if (prep === 'after') return { from: month(year, m + 1), to: null };
      if (/^(?:until|till|by)$/.test(prep)) return { from: null, to: at };
      return { from: at, to: at };
    },
  ],
  // "autumn 2025", "last winter", "this spring".
  [
    /(?:(last|this)\s+(spring|summer|autumn|fall|winter)|(spring|summer|autumn|fall|winter)\s+(?:of\s+)?((?:19|20)\d{2}))/,
    (g, now) => {
      const first = SEASON[g[2] ?? g[3] ?? ''] ?? 0;
      const y = now.getUTCFullYear();
      let year: number;
      if (g[4]) year = Number(g[4]);
      else if (g[1] === 'this') year = first === 11 && now.getUTCMonth() < 2 ? y - 1 : y;
      else {
        // The latest season of that name that is over.
        year = y;
        while (Date.UTC(year, first + 3, 1) > now.getTime()) year--;
      }
      return { from: month(year, first), to: month(year, first + 2) };
    },
  ],
  // "between two and five years ago", "3 to 6 months ago": from the farther day to the nearer one.
  [
    new RegExp(`(?:between\\s+)?${COUNT}\\s+(?:and|to|-)\\s+${COUNT}\\s+(years?|months?|weeks?|days?)\\s+ago`),
    (g, now) => {
      const [a, b] = [amount(g[1] ?? ''), amount(g[2] ?? '')];
      if (!Number.isFinite(a) || !Number.isFinite(b)) return null;
      const back = (n: number) => {
        const [y, m, d] = [now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate()];
        const unit = (g[3] ?? '').replace(/s$/, '');
        const at =
          unit === 'year'
            ? calendarBack(now, n).getTime()
            : unit === 'month'
              ? calendarBack(now, 0, n).getTime()
              : Date.UTC(y, m, d) - n * (unit === 'week' ? 7 : 1) * 86_400_000;
        return new Date(at).toISOString().slice(0, 10);
      };
      return { from: back(Math.max(a, b)), to: back(Math.min(a, b)) };
    },
  ],
  // "ten years ago", "two months ago", "a decade ago" (not "more than ten years ago": an age).
  [
    new RegExp(`${COUNT}\\s+(years?|months?|decades?)\\s+ago`),
    (g, now) => {
      const n = amount(g[1] ?? '') * (/^decade/.test(g[2] ?? '') ? 10 : 1);
      if (!Number.isFinite(n)) return null;
      const y = now.getUTCFullYear();
      if (/^(?:year|decade)/.test(g[2] ?? '')) return { from: String(y - n), to: String(y - n) };
      const at = month(y, now.getUTCMonth() - n);
      return { from: at, to: at };
    },
  ],
];

/** Periods of this file in a (lower-case) text, with the verb written before them ("founded ten years ago"). */
export function findPeriods(text: string, now: Date): DateMention[] {
  const out: DateMention[] = [];
  for (const [re, read] of RULES) {
    const full = new RegExp(
      `(?<![\\w-])${VERB}(?:(?:in|during|over(?=\\s+the)|from|since)\\s+)?(?:the\\s+)?(?:${re.source})(?![\\w])`,
      'g',
    );
    for (const m of text.matchAll(full)) {
      const start = m.index ?? 0;
      const end = start + m[0].length;
      // "more than ten years ago", "over a year ago": an age or a bound, read by the age rules.
      if (/(?:more|less|over|under|than|least|most)\s+$/.test(text.slice(Math.max(0, start - 12), start))) continue;
      if (out.some((d) => d.start < end && start < d.end)) continue;
      const read1 = read([...m].slice(1), now);
      if (!read1) continue;
      // "since two years ago": from then on.
      const since = /^(?:\S+\s+)?since\s/.test(m[0]);
      const range = since && read1.to ? { from: read1.from, to: null } : read1;
      const verb = m[1] ? (VERBS[m[1].replace(/\s+/g, ' ')] ?? null) : null;
      // "born in March": a month of any year (a birthday), not the latest March, which no one asks about.
      const yearless = verb === 'born' && re === MONTH_ALONE && !/\b(?:last|this)\s/.test(m[0]);
      out.push({ start, end, verb, range, ...(yearless ? { yearless } : {}) });
    }
  }
  return out;
}
